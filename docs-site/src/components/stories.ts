import type { ComponentType } from 'react'

/** A story as Storybook's CSF writes it: a render function of (args, context). */
export interface CsfStory {
  name?: string
  args?: Record<string, unknown>
  render?: (args: Record<string, unknown>, context: { globals: Record<string, unknown> }) => unknown
  component?: ComponentType
}

/** Every stories file of @matjar/ui, by its name without `.stories.tsx`. */
export const storyModules: Record<string, Record<string, CsfStory>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, CsfStory>>('../../../packages/ui/stories/*.stories.tsx', {
      eager: true,
    }),
  ).map(([path, module]) => [path.replace(/^.*\/(.+)\.stories\.tsx$/, '$1'), module]),
)
