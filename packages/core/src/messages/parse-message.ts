/**
 * A parser for the subset of ICU MessageFormat the catalogues use: text, `{name}` placeholders
 * and `{count, plural, =0 {…} one {…} other {…}}` with `#`, plus ICU apostrophe quoting. Anything
 * else (select, number skeletons, dates) is a SyntaxError, so a catalogue string that this shop
 * cannot render the same on server and client is caught by the catalogue tests.
 */
export type MessagePart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'argument'; readonly name: string }
  | { readonly kind: 'pound' }
  | {
      readonly kind: 'plural'
      readonly name: string
      readonly options: Readonly<Record<string, readonly MessagePart[]>>
    }

const NAME = /^[A-Za-z_][\w]*$/
const SELECTOR = /^(=\d+|zero|one|two|few|many|other)$/

export const parseMessage = (message: string): MessagePart[] => {
  let at = 0

  const fail = (reason: string): never => {
    throw new SyntaxError(`${reason} at ${at} in message "${message}"`)
  }
  const skipSpaces = () => {
    while (at < message.length && /\s/.test(message[at] ?? '')) at++
  }
  const readWord = (): string => {
    skipSpaces()
    const start = at
    while (at < message.length && /[^\s,{}]/.test(message[at] ?? '')) at++
    return message.slice(start, at)
  }
  const expect = (char: string) => {
    skipSpaces()
    if (message[at] !== char) fail(`Expected "${char}"`)
    at++
  }

  const readParts = (inPlural: boolean): MessagePart[] => {
    const parts: MessagePart[] = []
    let text = ''
    const flush = () => {
      if (text) parts.push({ kind: 'text', text })
      text = ''
    }
    while (at < message.length) {
      const char = message[at] as string
      if (char === "'") {
        const next = message[at + 1]
        if (next === "'") {
          text += "'"
          at += 2
        } else if (next === '{' || next === '}' || (inPlural && next === '#')) {
          const close = message.indexOf("'", at + 1)
          if (close < 0) fail('Unclosed quote')
          text += message.slice(at + 1, close)
          at = close + 1
        } else {
          text += "'"
          at++
        }
      } else if (char === '{') {
        flush()
        at++
        parts.push(readArgument())
      } else if (char === '}') {
        if (!inPlural) fail('Unmatched "}"')
        break
      } else if (char === '#' && inPlural) {
        flush()
        parts.push({ kind: 'pound' })
        at++
      } else {
        text += char
        at++
      }
    }
    flush()
    return parts
  }

  const readArgument = (): MessagePart => {
    const name = readWord()
    if (!NAME.test(name)) fail(`Bad argument name "${name}"`)
    skipSpaces()
    if (message[at] === '}') {
      at++
      return { kind: 'argument', name }
    }
    expect(',')
    const type = readWord()
    if (type !== 'plural') fail(`Unsupported argument type "${type}"`)
    expect(',')
    const options: Record<string, MessagePart[]> = {}
    skipSpaces()
    while (message[at] !== '}') {
      const selector = readWord()
      if (!SELECTOR.test(selector)) fail(`Bad plural selector "${selector}"`)
      if (options[selector]) fail(`Repeated plural selector "${selector}"`)
      expect('{')
      options[selector] = readParts(true)
      expect('}')
      skipSpaces()
      if (at >= message.length) fail('Unclosed plural')
    }
    at++
    if (!options.other) fail('A plural needs an "other" option')
    return { kind: 'plural', name, options }
  }

  const parts = readParts(false)
  if (at < message.length) fail('Unexpected text')
  return parts
}

/** Names of the values a message expects, in order of first use. */
export const placeholdersOf = (message: string): string[] => {
  const names = new Set<string>()
  const visit = (parts: readonly MessagePart[]) => {
    for (const part of parts) {
      if (part.kind === 'argument') names.add(part.name)
      if (part.kind === 'plural') {
        names.add(part.name)
        for (const option of Object.values(part.options)) visit(option)
      }
    }
  }
  visit(parseMessage(message))
  return [...names]
}
