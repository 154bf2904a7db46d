// Generates docs/performance.md from the benches' JSON (bench/results/*.json).
// Run: node bench/performance-doc.ts           (writes the page)
//      node bench/performance-doc.ts --check   (fails when the page is not what the JSON gives)
import { readFileSync, writeFileSync } from 'node:fs'
import { performanceDoc, renderPerformanceDoc } from './results.ts'

const page = renderPerformanceDoc()
if (process.argv.includes('--check')) {
  if (readFileSync(performanceDoc, 'utf8') !== page) {
    console.error(
      'docs/performance.md is not what bench/results/*.json give: run `node bench/performance-doc.ts`.',
    )
    process.exit(1)
  }
  console.log('docs/performance.md is up to date with bench/results/*.json.')
} else {
  writeFileSync(performanceDoc, page)
  console.log('Written docs/performance.md.')
}
