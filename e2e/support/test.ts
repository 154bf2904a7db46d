// The suite's `test`: every test fails on an uncaught page error, a React hydration error, a
// console error or a failed resource it did not expect. A test that expects some (the 402 stock
// warning, a 404 page, a refused sign-in) names them first: `allowProblems(/402 .*add-to-cart/)`.
import { test as base, expect } from '@playwright/test'

export type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
export { expect }

type Fixtures = {
  /** Problems this test expects, as patterns matched against each problem's description. */
  allowProblems: (...expected: RegExp[]) => void
  watchForProblems: undefined
}

/** What the browser says for a failed resource: its status and the resource's URL. */
const failed = (status: number, what: string) =>
  new RegExp(`^(${status} .*${what}|console error: Failed to load resource: .*status of ${status})`)

export const test = base.extend<Fixtures & { expected: RegExp[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
  expected: async ({}, use) => {
    await use([])
  },
  allowProblems: async ({ expected }, use) => {
    await use((...patterns) => {
      expected.push(...patterns)
    })
  },
  watchForProblems: [
    async ({ page, expected }, use) => {
      const problems: string[] = []
      const note = (problem: string) => problems.push(problem)
      page.on('pageerror', (error) => note(`page error: ${error.message}`))
      page.on('console', (message) => {
        if (message.type() === 'error') note(`console error: ${message.text()}`)
      })
      page.on('response', (response) => {
        if (response.status() >= 400) note(`${response.status()} ${response.url()}`)
      })
      await use(undefined)
      const unexpected = problems.filter((problem) => !expected.some((p) => p.test(problem)))
      expect(unexpected, 'page errors, console errors or failed resources').toEqual([])
    },
    { auto: true },
  ],
})

export { failed as failedResource }
