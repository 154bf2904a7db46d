#!/usr/bin/env node
import { relative } from 'node:path'
import { completeChoices, terminalQuestion } from './ask.ts'
import { readChoices, USAGE } from './options.ts'
import { scaffold, UnusableFolder } from './scaffold.ts'

const choices = readChoices(process.argv.slice(2))
if (choices === 'help') {
  process.stdout.write(USAGE)
  process.exit(0)
}
if (typeof choices === 'string') {
  process.stderr.write(`${choices}\n\n${USAGE}`)
  process.exit(2)
}
const terminal = terminalQuestion()
const answers = await completeChoices(choices, terminal.question).finally(terminal.close)
if (!answers) {
  process.stderr.write('\nCancelled: nothing was written.\n')
  process.exit(130)
}
try {
  const folder = scaffold(answers)
  const cd = relative(process.cwd(), folder) || '.'
  console.log(`
A ${answers.framework} shop is in ${folder}, calling ${answers.backend === 'memory' ? `the in-memory backend (npm run api:memory) at ${answers.apiUrl}` : `the Storefront API at ${answers.apiUrl}`}.

  cd ${cd}
  npm install
${answers.backend === 'memory' ? '  npm run api:memory &   # the fixture shop, in memory\n' : ''}  npm run dev

Its README says how to run the reference API locally and the smoke test (npm test).`)
} catch (error) {
  if (!(error instanceof UnusableFolder)) throw error
  console.error(error.message)
  process.exit(1)
}
