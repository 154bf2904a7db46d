import { describe, expect, it } from 'vitest'
import { blocksOf } from './check-code-blocks.ts'

describe('blocksOf', () => {
  it('takes ts and tsx blocks with what the comment above them declares, and skips as told', () => {
    const page = [
      '# Page',
      '',
      '<!-- check: declare const badge: HTMLElement -->',
      '',
      '```ts',
      'badge.textContent = "1"',
      '```',
      '',
      '```sh',
      '```ts inside a shell block is not a block',
      '```',
      '',
      '<!-- check: skip, a fragment -->',
      '```tsx',
      '<Fragment />',
      '```',
      '',
      '```tsx title="App.tsx"',
      'export const App = () => null',
      '```',
    ].join('\n')
    const { blocks, skipped } = blocksOf('docs/page.md', page)
    expect(skipped).toBe(1)
    expect(blocks).toEqual([
      {
        page: 'docs/page.md',
        line: 6,
        language: 'ts',
        prelude: ['declare const badge: HTMLElement'],
        code: 'badge.textContent = "1"',
      },
      {
        page: 'docs/page.md',
        line: 19,
        language: 'tsx',
        prelude: [],
        code: 'export const App = () => null',
      },
    ])
  })
})
