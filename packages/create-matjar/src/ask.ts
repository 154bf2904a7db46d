import { createInterface } from 'node:readline/promises'
import {
  type Choices,
  checkApiUrl,
  checkFolder,
  checkFramework,
  DEFAULT_API_URL,
  DEFAULT_FOLDER,
  FRAMEWORKS,
  type Framework,
} from './options.ts'

/** Everything a shop is made from. */
export interface Answers {
  folder: string
  framework: Framework
  apiUrl: string
}

type Question = (text: string) => Promise<string>

/**
 * Asks for what the command line left out, each answer checked and asked again when wrong; with
 * `--yes` (or no terminal to ask in), takes the defaults instead.
 */
export async function completeChoices(choices: Choices, question?: Question): Promise<Answers> {
  const defaults = {
    folder: choices.folder ?? DEFAULT_FOLDER,
    framework: choices.framework ?? FRAMEWORKS[0],
    apiUrl: choices.apiUrl ?? DEFAULT_API_URL,
  }
  if (choices.yes || !question) return defaults
  const ask = async (text: string, fallback: string, check: (answer: string) => string | null) => {
    for (;;) {
      const answer = (await question(`${text} (${fallback}): `)).trim() || fallback
      const problem = check(answer)
      if (!problem) return answer
      console.log(problem)
    }
  }
  const folder =
    choices.folder ?? (await ask('Folder of the new shop', defaults.folder, checkFolder))
  const framework = (choices.framework ??
    (await ask(
      `Framework, ${FRAMEWORKS.join(' or ')}`,
      defaults.framework,
      checkFramework,
    ))) as Framework
  const apiUrl = choices.apiUrl ?? (await ask('Storefront API URL', defaults.apiUrl, checkApiUrl))
  return { folder, framework, apiUrl }
}

/** Questions on the terminal, or none when there is no terminal to ask in (CI, a pipe). */
export function terminalQuestion(): { question?: Question; close: () => void } {
  if (!process.stdin.isTTY) return { close: () => {} }
  const lines = createInterface({ input: process.stdin, output: process.stdout })
  return { question: (text) => lines.question(text), close: () => lines.close() }
}
