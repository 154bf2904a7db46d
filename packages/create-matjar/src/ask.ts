import { createInterface } from 'node:readline/promises'
import {
  BACKENDS,
  type Backend,
  type Choices,
  checkApiUrl,
  checkBackend,
  checkFolder,
  checkFramework,
  DEFAULT_API_URL,
  DEFAULT_FOLDER,
  FRAMEWORKS,
  type Framework,
  MEMORY_API_URL,
} from './options.ts'

/** Everything a shop is made from. */
export interface Answers {
  folder: string
  framework: Framework
  /** `memory`: the shop runs on @matjar/testing's in-memory backend, at `apiUrl`; `api` if left out. */
  backend?: Backend
  apiUrl: string
}

type Question = (text: string) => Promise<string>

/** Ctrl+C or Ctrl+D at a question: readline rejects it with an AbortError. */
const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError'

/**
 * Asks for what the command line left out, each answer checked and asked again when wrong; with
 * `--yes` (or no terminal to ask in), takes the defaults instead. Null when the user gave up at a
 * question (Ctrl+C, Ctrl+D).
 */
export async function completeChoices(
  choices: Choices,
  question?: Question,
): Promise<Answers | null> {
  const backend = choices.backend ?? (choices.apiUrl ? 'api' : BACKENDS[0])
  const defaults = {
    folder: choices.folder ?? DEFAULT_FOLDER,
    framework: choices.framework ?? FRAMEWORKS[0],
    backend,
    apiUrl: backend === 'memory' ? MEMORY_API_URL : (choices.apiUrl ?? DEFAULT_API_URL),
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
  try {
    const folder =
      choices.folder ?? (await ask('Folder of the new shop', defaults.folder, checkFolder))
    const framework = (choices.framework ??
      (await ask(
        `Framework, ${FRAMEWORKS.join(' or ')}`,
        defaults.framework,
        checkFramework,
      ))) as Framework
    const chosen = (choices.backend ??
      (choices.apiUrl
        ? 'api'
        : await ask(
            `Backend, ${BACKENDS.join(' or ')} (memory: the test kit's in-memory shop, nothing to set up)`,
            defaults.backend,
            checkBackend,
          ))) as Backend
    const apiUrl =
      chosen === 'memory'
        ? MEMORY_API_URL
        : (choices.apiUrl ?? (await ask('Storefront API URL', DEFAULT_API_URL, checkApiUrl)))
    return { folder, framework, backend: chosen, apiUrl }
  } catch (error) {
    if (isAbort(error)) return null
    throw error
  }
}

/** Questions on the terminal, or none when there is no terminal to ask in (CI, a pipe). */
export function terminalQuestion(): { question?: Question; close: () => void } {
  if (!process.stdin.isTTY) return { close: () => {} }
  const lines = createInterface({ input: process.stdin, output: process.stdout })
  return { question: (text) => lines.question(text), close: () => lines.close() }
}
