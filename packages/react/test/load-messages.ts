// The tests read the SDK's words in both languages, as a page does once it has loaded them.
import { LANGUAGES, sdkMessages } from '@matjar/core'

await Promise.all(LANGUAGES.map((language) => sdkMessages.load(language)))
