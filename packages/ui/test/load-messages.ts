// The tests read the components' words in both languages, as a page does once it has loaded them.
import { LANGUAGES, sdkMessages } from '@matjar/core'
import { uiMessages } from '../src/ui-messages.ts'

await Promise.all(
  LANGUAGES.flatMap((language) => [sdkMessages.load(language), uiMessages.load(language)]),
)
