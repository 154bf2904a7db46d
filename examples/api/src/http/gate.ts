/**
 * At most `size` of the guarded jobs run at once in this process; the others wait their turn, in
 * order. Bounds what a burst of costly requests (password hashing, uploads) can take of the CPU
 * and memory the other requests need.
 */
export function createGate(size: number) {
  let running = 0
  const waiting: (() => void)[] = []
  const release = () => {
    running--
    waiting.shift()?.()
  }
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve))
    running++
    try {
      return await job()
    } finally {
      release()
    }
  }
}
