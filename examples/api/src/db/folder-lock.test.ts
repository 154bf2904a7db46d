import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { lockFolder } from './folder-lock.ts'

const folders: string[] = []
const freshDir = () => {
  const parent = mkdtempSync(join(tmpdir(), 'matjar-lock-'))
  folders.push(parent)
  return join(parent, 'pglite')
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

describe('lockFolder', () => {
  it('writes the pid next to the folder and removes it on unlock', () => {
    const dir = freshDir()
    const unlock = lockFolder(dir)
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid))
    unlock()
    expect(existsSync(`${dir}.lock`)).toBe(false)
  })

  it('refuses a folder another running process holds', async () => {
    const dir = freshDir()
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'])
    try {
      writeFileSync(`${dir}.lock`, String(other.pid))
      expect(() => lockFolder(dir)).toThrow(/in use by process/)
    } finally {
      other.kill()
    }
  })

  it('takes over a lock left by a process that is gone', () => {
    const dir = freshDir()
    writeFileSync(`${dir}.lock`, '2147483646')
    const unlock = lockFolder(dir)
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid))
    unlock()
  })
})
