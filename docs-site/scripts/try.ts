import { uiComponents } from './components.ts'

const { components, stories } = uiComponents()
for (const c of components)
  console.log(c.name, c.stories.map((s) => s.exportName).join(','), '|', c.summary.slice(0, 80))
console.log(stories.map((s) => `${s.file}/${s.exportName}: ${s.components}`).join('\n'))
