import { describe, expect, test } from 'vitest'
import { completeChoices } from './ask.ts'
import { DEFAULT_API_URL, MEMORY_API_URL, readChoices } from './options.ts'

describe('the command line', () => {
  test('takes a folder and the flags npm create passes on', () => {
    expect(
      readChoices([
        'shop',
        '--framework',
        'react-router',
        '--api-url',
        'https://api.x.sa',
        '--yes',
      ]),
    ).toEqual({ folder: 'shop', framework: 'react-router', apiUrl: 'https://api.x.sa', yes: true })
    expect(readChoices([])).toEqual({ yes: false })
    expect(readChoices(['-h'])).toBe('help')
  })

  test('says what is wrong with a flag, a framework, an address or a folder', () => {
    expect(readChoices(['--framework', 'vue'])).toBe(
      'No template for "vue": choose react-router or next',
    )
    expect(readChoices(['--api-url', 'ftp://api'])).toMatch(/^Not an http\(s\) URL: ftp:\/\/api/)
    expect(readChoices(['My Shop'])).toMatch(/cannot name a package/)
    expect(readChoices(['a', 'b'])).toBe('One folder, not 2: a b')
    expect(readChoices(['--colour', 'red'])).toMatch(/--colour/)
    expect(readChoices(['--backend', 'postgres'])).toBe(
      'No backend "postgres": choose api or memory',
    )
    expect(readChoices(['--backend', 'memory', '--api-url', 'https://api.x.sa'])).toMatch(
      /^--api-url is for --backend api/,
    )
  })

  test("--backend memory: the shop runs on the test kit's in-memory backend, at its address", async () => {
    const choices = readChoices(['shop', '--backend', 'memory', '--yes'])
    expect(choices).toEqual({ folder: 'shop', backend: 'memory', yes: true })
    expect(await completeChoices(choices as Exclude<typeof choices, string>)).toEqual({
      folder: 'shop',
      framework: 'react-router',
      backend: 'memory',
      apiUrl: MEMORY_API_URL,
    })
  })
})

describe('what is not on the command line', () => {
  test('is asked, and asked again while the answer is wrong', async () => {
    const answers = ['', 'vue', 'react-router', 'sqlite', '', 'not a url', 'http://127.0.0.1:4910']
    const asked: string[] = []
    const question = async (text: string) => {
      asked.push(text)
      return answers.shift() ?? ''
    }
    const result = await completeChoices({ yes: false }, question)
    expect(result).toEqual({
      folder: 'my-shop',
      framework: 'react-router',
      backend: 'api',
      apiUrl: 'http://127.0.0.1:4910',
    })
    expect(asked).toHaveLength(7)
  })

  test('gives up quietly when the user stops at a question (Ctrl+C, Ctrl+D)', async () => {
    // What readline's question() rejects with on Ctrl+C or Ctrl+D.
    const aborted = Object.assign(new Error('Aborted with Ctrl+C'), { name: 'AbortError' })
    expect(await completeChoices({ yes: false }, () => Promise.reject(aborted))).toBeNull()
    const broken = () => Promise.reject(new Error('stdin broke'))
    await expect(completeChoices({ yes: false }, broken)).rejects.toThrow('stdin broke')
  })

  test('takes the defaults with --yes, or with no terminal to ask in', async () => {
    const defaults = {
      folder: 'my-shop',
      framework: 'react-router',
      backend: 'api',
      apiUrl: DEFAULT_API_URL,
    }
    const never = () => Promise.reject(new Error('asked'))
    expect(await completeChoices({ yes: true }, never)).toEqual(defaults)
    expect(await completeChoices({ yes: false, folder: 'x' })).toEqual({ ...defaults, folder: 'x' })
  })
})
