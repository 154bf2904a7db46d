import type { AnyStateMachine } from 'xstate'
import type { ActorOnDemand, RestingSnapshot } from './actor-on-demand.ts'

/** How a request's promise is settled once the machine announces its answer. */
export interface Waiter<TResult> {
  resolve(result: TResult): void
  reject(error: Error): void
}

const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

/**
 * What the cart, auth and wishlist share over their actor (made on demand): a state derived from
 * its snapshot, the same object until the value or the context changes (as `useSyncExternalStore`
 * needs), a subscription, and requests whose promises wait for the machine's answer. Request ids
 * are counted per store, so two storefronts on one page (or one server) never share them.
 */
export const createActorStore = <TMachine extends AnyStateMachine, TState, TResult = void>(
  actor: ActorOnDemand<TMachine>,
  derive: (snapshot: RestingSnapshot<TMachine>) => TState,
) => {
  let last: { value: unknown; context: unknown; state: TState } | undefined
  const getState = (): TState => {
    const snapshot = actor.getSnapshot()
    const { value, context } = snapshot
    if (!last || last.context !== context || !sameValue(last.value, value)) {
      last = { value, context, state: derive(snapshot) }
    }
    return last.state
  }
  let count = 0
  const waiting = new Map<string, Waiter<TResult>>()

  return {
    /** What every store shows its users. */
    store: {
      /** The machine's actor, made when first needed; `actor.make()` makes it now. */
      actor,
      getState,
      subscribe(listener: () => void): () => void {
        const subscription = actor.subscribe(listener)
        return () => subscription.unsubscribe()
      },
    },
    /** Sends a request under a fresh id (`<kind>-<n>`); its promise waits for `settle(id)`. */
    request(kind: string, send: (id: string) => void): Promise<TResult> {
      const id = `${kind}-${++count}`
      const answer = new Promise<TResult>((resolve, reject) => waiting.set(id, { resolve, reject }))
      send(id)
      return answer
    },
    /** The waiter of a request, taken out: `undefined` once settled (or for another's id). */
    settle(id: string): Waiter<TResult> | undefined {
      const waiter = waiting.get(id)
      waiting.delete(id)
      return waiter
    },
    /** Every waiter still waiting, taken out. */
    settleAll(): Waiter<TResult>[] {
      const all = [...waiting.values()]
      waiting.clear()
      return all
    },
  }
}
