/** Resolves with the first snapshot (now or after a change) that passes; fails after `timeoutMs`. */
export const waitForSnapshot = <TSnapshot>(
  actor: { getSnapshot(): TSnapshot; subscribe(listener: () => void): { unsubscribe(): void } },
  passes: (snapshot: TSnapshot) => boolean,
  timeoutMs = 2000,
): Promise<TSnapshot> =>
  new Promise((resolve, reject) => {
    if (passes(actor.getSnapshot())) {
      resolve(actor.getSnapshot())
      return
    }
    const timer = setTimeout(() => {
      subscription.unsubscribe()
      reject(new Error(`No snapshot passed within ${timeoutMs} ms`))
    }, timeoutMs)
    const subscription = actor.subscribe(() => {
      const snapshot = actor.getSnapshot()
      if (!passes(snapshot)) return
      clearTimeout(timer)
      subscription.unsubscribe()
      resolve(snapshot)
    })
  })
