/**
 * A request sent before its machine was made (the cart's first change, the wishlist's first
 * toggle go out at once, so a shopper who leaves the page at once loses nothing). The machine,
 * once made, adopts its answer by id instead of sending the request again.
 */
export const createSentAtRest = <TOutcome>() => {
  let sent: { id: string; answer: Promise<TOutcome> } | undefined
  return {
    /** True while a request sent at rest waits for the machine to adopt it. */
    get waiting(): boolean {
      return sent !== undefined
    },
    send(id: string, answer: Promise<TOutcome>): void {
      // Its failure is the machine's to announce, once it adopts the answer.
      answer.catch(() => {})
      sent = { id, answer }
    },
    /** The answer of the request `id`, taken out; `undefined` when none was sent at rest. */
    adopt(id: string): Promise<TOutcome> | undefined {
      if (sent?.id !== id) return undefined
      const { answer } = sent
      sent = undefined
      return answer
    },
    /** Whatever answer waits, taken out (the machine did not load; the cart was cleared). */
    take(): Promise<TOutcome> | undefined {
      const answer = sent?.answer
      sent = undefined
      return answer
    },
  }
}
