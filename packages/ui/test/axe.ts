import axe from 'axe-core'

/** The accessibility violations axe finds in a rendered container (none is the goal). */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, {
    // jsdom has no layout: colour contrast cannot be measured here (the screenshots check it).
    rules: { 'color-contrast': { enabled: false } },
  })
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`)
}
