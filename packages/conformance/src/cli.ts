#!/usr/bin/env node
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { readOptions, USAGE } from './options.ts'
import { NoAnswer } from './probe.ts'
import { toJunitXml } from './report/junit.ts'
import { formatTable } from './report/table.ts'
import { runConformance } from './run.ts'

const options = readOptions(process.argv.slice(2))
if (options === 'help') {
  process.stdout.write(USAGE)
  process.exit(0)
}
if (typeof options === 'string') {
  process.stderr.write(`${options}\n\n${USAGE}`)
  process.exit(2)
}
try {
  const report = await runConformance(options.run)
  console.log(formatTable(report, { verbose: options.verbose }))
  const folder = resolve(options.reportDir)
  await mkdir(folder, { recursive: true })
  await writeFile(join(folder, 'report.json'), `${JSON.stringify(report, null, 2)}\n`)
  await writeFile(join(folder, 'junit.xml'), toJunitXml(report))
  console.log(`Reports: ${join(folder, 'report.json')}, ${join(folder, 'junit.xml')}`)
  process.exitCode = report.ok ? 0 : 1
} catch (error) {
  if (!(error instanceof NoAnswer)) throw error
  console.error(`Cannot check ${options.run.apiUrl}: ${error.message}`)
  process.exitCode = 2
}
