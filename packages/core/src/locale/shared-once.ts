/**
 * One value per page under a name, whichever package (or copy of a package) asks first: how
 * `@matjar/react` feeds `@matjar/ui`'s locale without either importing the other. Kept on
 * `globalThis` under `Symbol.for('@matjar/<name>')`, the way React libraries share a context
 * between two copies of themselves.
 */
export const sharedOnce = <T>(name: string, make: () => T): T => {
  const slots = globalThis as unknown as Record<symbol, unknown>
  const key = Symbol.for(`@matjar/${name}`)
  if (!(key in slots)) slots[key] = make()
  return slots[key] as T
}
