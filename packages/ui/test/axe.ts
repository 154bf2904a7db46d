import axe from 'axe-core'

/** The accessibility violations axe finds in a rendered container (none is the goal). */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(
    {
      include: [container],
      // Floating UI's invisible focus guards: jsdom reports navigator.vendor "Apple Computer,
      // Inc.", so they take VoiceOver's `role="button"` (Safari only) and look nameless here.
      exclude: [['[data-floating-ui-focus-guard]']],
    },
    {
      // jsdom has no layout: colour contrast cannot be measured here (the screenshots check it).
      rules: { 'color-contrast': { enabled: false } },
    },
  )
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
}
