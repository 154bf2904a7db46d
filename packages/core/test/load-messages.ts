// The tests read the SDK's words in both languages, as a page does once it has loaded them.
import { LANGUAGES } from '../src/locale/language.ts'
import { sdkMessages } from '../src/messages/sdk-messages.ts'

await Promise.all(LANGUAGES.map((language) => sdkMessages.load(language)))
