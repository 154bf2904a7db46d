import { LANGUAGES, type Language } from '../locale/language.ts'
import { formatMessage, type MessageValues } from './format-message.ts'

/** One language's words: ICU messages by key. */
export type Catalogue<Key extends string = string> = Readonly<Record<Key, string>>

/**
 * How a language's catalogue is had: the catalogue itself, or a function that loads it (a
 * dynamic `import()`, so that a page downloads only the language it shows).
 */
export type CatalogueSource<Key extends string> = Catalogue<Key> | CatalogueLoader<Key>

/** Loads a language's catalogue: a module with the catalogue as its default export will do. */
export type CatalogueLoader<Key extends string> = () => Promise<
  Catalogue<Key> | { readonly default: Catalogue<Key> }
>

/** A catalogue in every language, each loaded on first need. */
export interface Messages<Key extends string> {
  /** What the catalogue is called in errors ("account", "sdk" …). */
  readonly name: string
  /** Loads a language's catalogue, once: later calls give the same promise. */
  load(language: Language): Promise<Catalogue<Key>>
  /** The language's catalogue once loaded; undefined before (a component then waits on `load`). */
  loaded(language: Language): Catalogue<Key> | undefined
  /**
   * Gives a language's catalogue the app already has (sent with the page, say), so nothing is
   * downloaded for it; a language already loaded keeps its catalogue.
   */
  provide(language: Language, catalogue: Catalogue<Key>): void
  /**
   * The text of `key` in `language`, placeholders and plurals filled. Load the language first
   * (`await messages.load(language)`, or give it to `defineMessages` as a catalogue); until then it
   * answers in English when English is loaded, else with the key itself. It never throws.
   */
  translate(language: Language, key: Key, values?: MessageValues): string
}

// Every catalogue something has loaded, in any language: what a switch of language must load
// before the page's words change.
const inUse = new Set<Messages<string>>()

/**
 * Loads `language` for every catalogue loaded so far in any language, so a switch of language
 * changes every word of the page at once instead of waiting on each part in turn.
 */
export const loadLanguage = async (language: Language): Promise<void> => {
  await Promise.all([...inUse].map((messages) => messages.load(language)))
}

/**
 * A loaded catalogue's promise says so on itself (`status`, `value`), the way React's `use()`
 * reads a settled promise without waiting a turn: a page whose words are there renders at once.
 */
const settled = <Key extends string>(
  promise: Promise<Catalogue<Key>>,
  catalogue: Catalogue<Key>,
): Promise<Catalogue<Key>> => Object.assign(promise, { status: 'fulfilled', value: catalogue })

/** Whether every catalogue in use has `language` loaded: a switch to it can happen at once. */
export const isLanguageLoaded = (language: Language): boolean =>
  [...inUse].every((messages) => messages.loaded(language) !== undefined)

const catalogueOf = <Key extends string>(
  module: Catalogue<Key> | { readonly default: Catalogue<Key> },
): Catalogue<Key> =>
  'default' in module && typeof module.default === 'object'
    ? (module.default as Catalogue<Key>)
    : (module as Catalogue<Key>)

/**
 * A catalogue of words in English and Arabic, each language given as is or loaded when first
 * needed. Write one per part of the shop that uses them (the account's screens, the content
 * pages …) so a page loads its own words, in its own language only.
 *
 * @example
 * export const accountMessages = defineMessages('account', {
 *   en: () => import('./account.en.ts'),
 *   ar: () => import('./account.ar.ts'),
 * })
 * await accountMessages.load('ar')
 * accountMessages.translate('ar', 'orderNumber', { number: 'MJ-1' })
 */
export const defineMessages = <Key extends string>(
  name: string,
  sources: Readonly<Record<Language, CatalogueSource<Key>>>,
): Messages<Key> => {
  const catalogues = new Map<Language, Catalogue<Key>>()
  const loading = new Map<Language, Promise<Catalogue<Key>>>()
  for (const language of LANGUAGES) {
    const source = sources[language]
    if (typeof source !== 'function') {
      catalogues.set(language, source)
      loading.set(language, settled(Promise.resolve(source), source))
    }
  }
  const messages: Messages<Key> = {
    name,
    load(language) {
      inUse.add(messages)
      const started = loading.get(language)
      if (started) return started
      const source = sources[language] as CatalogueLoader<Key>
      const promise: Promise<Catalogue<Key>> = source().then(
        (module) => {
          const catalogue = catalogueOf(module)
          catalogues.set(language, catalogue)
          settled(promise, catalogue)
          return catalogue
        },
        (error: unknown) => {
          // A failed download (offline, a new deploy) may be tried again.
          loading.delete(language)
          throw error
        },
      )
      loading.set(language, promise)
      return promise
    },
    loaded: (language) => catalogues.get(language),
    provide(language, catalogue) {
      inUse.add(messages)
      if (catalogues.has(language)) return
      catalogues.set(language, catalogue)
      loading.set(language, settled(Promise.resolve(catalogue), catalogue))
    },
    translate(language, key, values) {
      // Never throws: a language not loaded yet speaks English when that is loaded, else the key.
      const shown = catalogues.has(language) ? language : 'en'
      const message = catalogues.get(shown)?.[key]
      return message === undefined ? key : formatMessage(message, shown, values)
    },
  }
  return messages
}
