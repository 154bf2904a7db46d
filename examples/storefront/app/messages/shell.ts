import { type Language, type Messages, sdkMessages } from '@matjar/core'
import { uiMessages } from '@matjar/ui'
import { shopMessages } from './shop.ts'

/**
 * The catalogues every page shows from its first paint: the SDK's (errors, validation), the
 * components' and the shop's frame and titles. `meta` functions may use only these.
 */
export const SHELL_MESSAGES: readonly Messages<string>[] = [sdkMessages, uiMessages, shopMessages]

/** Loads the frame's words in a language: before hydration in the browser, on the server once. */
export const loadShellMessages = async (language: Language): Promise<void> => {
  await Promise.all(SHELL_MESSAGES.map((messages) => messages.load(language)))
}
