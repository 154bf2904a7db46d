import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonLogger, loggerAt, logsRequests } from './logger.ts'

afterEach(() => vi.restoreAllMocks())

const written = () => {
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
  return { out, err }
}
const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

describe('loggerAt', () => {
  it('info: writes request lines (once per turn) and errors', async () => {
    const { out, err } = written()
    loggerAt('info').info({ path: '/a' })
    loggerAt('info').info({ path: '/b' })
    loggerAt('info').error({ message: 'broke' })
    await nextTurn()
    expect(out).toHaveBeenCalledTimes(1)
    expect(
      String(out.mock.calls[0]?.[0])
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).path),
    ).toEqual(['/a', '/b'])
    expect(JSON.parse(String(err.mock.calls[0]?.[0])).message).toBe('broke')
  })

  it('error: drops the request lines, keeps the errors', async () => {
    const { out, err } = written()
    loggerAt('error').info({ path: '/a' })
    loggerAt('error').error({ message: 'broke' })
    await nextTurn()
    expect(out).not.toHaveBeenCalled()
    expect(err).toHaveBeenCalledTimes(1)
  })

  it('silent: writes nothing', async () => {
    const { out, err } = written()
    loggerAt('silent').info({ path: '/a' })
    loggerAt('silent').error({ message: 'broke' })
    await nextTurn()
    expect(out).not.toHaveBeenCalled()
    expect(err).not.toHaveBeenCalled()
  })

  it('says which loggers take request lines', () => {
    expect(logsRequests(jsonLogger)).toBe(true)
    expect(logsRequests(loggerAt('info'))).toBe(true)
    expect(logsRequests(loggerAt('error'))).toBe(false)
    expect(logsRequests(loggerAt('silent'))).toBe(false)
  })
})
