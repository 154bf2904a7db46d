// What axe finds wrong on a screen, one line a violation: where, the rule, its impact and the
// first three elements it names. A test collects them over its screens and expects none.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The violations axe finds on the page as it is now, each prefixed with `where`. */
export const axeViolations = async (page: Page, where: string) => {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.map(
    (violation) =>
      `${where}: ${violation.id} (${violation.impact}) ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  )
}

/** Opens each screen in turn, once its requests have settled, and gathers what axe finds. */
export const axeViolationsOnScreens = async (page: Page, paths: Iterable<string>) => {
  const found: string[] = []
  for (const path of paths) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    found.push(...(await axeViolations(page, path)))
  }
  return found
}
