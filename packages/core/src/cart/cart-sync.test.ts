import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { createBrowserCartSync } from './cart-sync.ts'

const run = promisify(execFile)

describe('createBrowserCartSync', () => {
  it("tells another tab's listener that the cart changed", async () => {
    const name = `matjar-cart-test-${Math.random()}`
    const heard = new Promise<void>((resolve) => {
      const stop = createBrowserCartSync(name).listen(() => {
        stop()
        resolve()
      })
    })
    createBrowserCartSync(name).announce()
    await expect(heard).resolves.toBeUndefined()
  })

  it('lets a Node script end by itself once its listener has left (the cart stopped)', async () => {
    const script = `
      import { createBrowserCartSync } from ${JSON.stringify(join(import.meta.dirname, 'cart-sync.ts'))}
      const sync = createBrowserCartSync()
      const leave = sync.listen(() => {})
      sync.announce()
      leave()
      console.log('done')
    `
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      timeout: 10_000,
    })
    expect(stdout.trim()).toBe('done')
  })
})
