import { act, cleanup, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { Button } from './Button.tsx'
import { Dialog } from './Dialog.tsx'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

const OpenAtStart = () => (
  <Dialog.Root defaultOpen>
    <Dialog.Trigger asChild>
      <Button>Cancel order</Button>
    </Dialog.Trigger>
    <Dialog.Content>
      <Dialog.Title>Cancel the order?</Dialog.Title>
      <Dialog.Close asChild>
        <Button>Keep it</Button>
      </Dialog.Close>
    </Dialog.Content>
  </Dialog.Root>
)

describe('a dialog open from the start, rendered on the server', () => {
  it('hydrates the server HTML without a mismatch, then opens over the page with focus inside', async () => {
    const html = renderToString(<OpenAtStart />)
    expect(html).not.toContain('role="dialog"') // no portal on the server
    const box = document.createElement('div')
    box.innerHTML = html
    document.body.append(box)
    const problems: unknown[] = []
    await act(async () => {
      hydrateRoot(box, <OpenAtStart />, {
        onRecoverableError: (error) => problems.push(error),
      })
    })
    expect(problems).toEqual([])
    const dialog = screen.getByRole('dialog', { name: 'Cancel the order?' })
    expect(box.contains(dialog)).toBe(false) // portalled to the body, outside the app
    expect(dialog.contains(document.activeElement)).toBe(true)
  })
})
