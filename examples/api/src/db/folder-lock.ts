import { readFileSync, rmSync, writeFileSync } from 'node:fs'

/**
 * PGlite is one process's database: a second process opening the same folder (a second server,
 * or `seed` while the server runs) can corrupt it. A lock file next to the folder holds the owner's
 * pid; a lock left by a process that no longer runs is taken over.
 */
export function lockFolder(dataDir: string): () => void {
  const file = `${dataDir}.lock`
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    const owner = Number(readFileSync(file, 'utf8'))
    if (isRunning(owner)) {
      throw new Error(
        `The PGlite folder ${dataDir} is in use by process ${owner}. PGlite allows one process: stop it first, or set PGLITE_DIR to another folder.`,
      )
    }
    writeFileSync(file, String(process.pid))
  }
  return () => rmSync(file, { force: true })
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
