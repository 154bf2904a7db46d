import { connect } from 'node:net'

/** An answer as it came over the wire: status, headers (lower-case names) and body. */
export interface RawAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

/**
 * One TCP connection spoken to in HTTP/1.1 by hand, so a test decides which connection a
 * request goes on (a kept-alive one, one whose body is sent in halves) and sees it closed.
 * `answer()` resolves with the next whole answer, or null when the connection closed first.
 */
export async function rawConnection(port: number) {
  const socket = connect(port, '127.0.0.1')
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  socket.setEncoding('utf8')
  let received = ''
  let closed = false
  let wake = () => {}
  socket.on('data', (chunk: string) => {
    received += chunk
    wake()
  })
  socket.on('error', () => {})
  socket.on('close', () => {
    closed = true
    wake()
  })
  const takeAnswer = (): RawAnswer | null => {
    const end = received.indexOf('\r\n\r\n')
    if (end === -1) return null
    const [statusLine = '', ...lines] = received.slice(0, end).split('\r\n')
    const headers: Record<string, string> = {}
    for (const line of lines) {
      const colon = line.indexOf(':')
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
    }
    const length = Number(headers['content-length'] ?? 0)
    if (Buffer.byteLength(received.slice(end + 4)) < length) return null
    const body = received.slice(end + 4, end + 4 + length)
    received = received.slice(end + 4 + length)
    return { status: Number(statusLine.split(' ')[1]), headers, body }
  }
  return {
    /** Writes raw bytes (a request, or part of one). */
    write: (text: string) => socket.write(text),
    answer: () =>
      new Promise<RawAnswer | null>((resolve) => {
        wake = () => {
          const answer = takeAnswer()
          if (answer || closed) resolve(answer)
        }
        wake()
      }),
    /** Whether the server closed this connection (after an answer, or instead of one). */
    get closed() {
      return closed
    },
    close: () => socket.destroy(),
  }
}

/** Whether a new connection to the port is refused now. */
export const refusesConnections = (port: number) =>
  rawConnection(port).then(
    (connection) => {
      connection.close()
      return false
    },
    () => true,
  )
