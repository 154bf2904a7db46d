import { argon2, randomBytes, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'
import { createGate } from '../http/gate.ts'

const argon2Async = promisify(argon2)
// One hash at a time per process: a flood of sign-ins queues here instead of taking every core
// from the catalogue's readers (each hash is ~20 MB and tens of milliseconds of CPU).
const oneHashAtATime = createGate(1)

// argon2id with the parameters of docs/architecture.md (m=19456 KiB, t=2, p=1), from Node's own crypto.
const PARAMS = { memory: 19456, passes: 2, parallelism: 1, tagLength: 32 }

const derive = (password: string, nonce: Buffer, params = PARAMS) =>
  oneHashAtATime(() => argon2Async('argon2id', { message: password, nonce, ...params }))

/** A password hash in PHC form: `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const hash = await derive(password, salt)
  return `$argon2id$v=19$m=${PARAMS.memory},t=${PARAMS.passes},p=${PARAMS.parallelism}$${salt.toString('base64url')}$${hash.toString('base64url')}`
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/

/** True when the password matches the stored hash; compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = PHC.exec(stored)
  if (!match) return false
  const [, memory, passes, parallelism, salt, hash] = match
  const expected = Buffer.from(hash ?? '', 'base64url')
  const actual = await derive(password, Buffer.from(salt ?? '', 'base64url'), {
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expected.length,
  })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * A hash of a random password, checked when an email has no account, so that a login for an
 * unknown email takes as long as one for a known email (no account enumeration by timing).
 */
export const decoyHash = hashPassword(randomBytes(16).toString('hex'))
