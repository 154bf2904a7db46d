import { randomUUID } from 'node:crypto'
import { createWriteStream, type WriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { finished } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import busboy from 'busboy'

/** A file of the form, on this machine's disk under a temporary name until it is stored. */
interface ReceivedFile {
  path: string
  name: string
  size: number
  /** Its first bytes, which say what it really is. */
  head: Uint8Array
  /** It went past the size limit (the rest was not kept). */
  tooLarge: boolean
}

export interface ReceivedForm {
  fields: Record<string, string>
  files: ReceivedFile[]
  /** Deletes the temporary files (always, once the form is stored or refused). */
  discard(): Promise<void>
}

/**
 * The body is not a readable multipart form. `inPartHeader`: a part's header holds a character no
 * header may hold, which from a browser means a control character in a file's name (browsers
 * escape only line breaks and quotes there).
 */
export class MalformedForm extends Error {
  override name = 'MalformedForm'
  readonly inPartHeader: boolean
  constructor(inPartHeader = false) {
    super('The body is not a readable multipart form')
    this.inPartHeader = inPartHeader
  }
}

/**
 * The client stopped sending before the form was whole: it went quiet for `idleMs`, took longer
 * than `totalMs`, or went away. The client's doing, not the server's.
 */
export class FormAbandoned extends Error {
  override name = 'FormAbandoned'
  readonly how: 'quiet' | 'slow' | 'gone'
  constructor(how: 'quiet' | 'slow' | 'gone') {
    super(`The form stopped arriving (${how})`)
    this.how = how
  }
}

/** The body went past `maxBodyBytes` as it streamed in (it had no Content-Length, or a false one). */
export class FormTooLarge extends Error {
  override name = 'FormTooLarge'
}

export interface FormLimits {
  fileField: string
  maxFileBytes: number
  maxFiles: number
  /** The whole body, counted as it arrives. */
  maxBodyBytes: number
  /** The longest the body may go without a byte, and the longest it may take in all. */
  idleMs: number
  totalMs: number
}

const HEAD_BYTES = 16

/**
 * Reads a multipart form as it streams in, its files written straight to `dir` (this machine's
 * scratch folder) under temporary names: a form's bytes are never held in memory, whatever its
 * size. `fileField` names the file field; files of other fields are skipped. Limits: `maxFileBytes`
 * per file (the rest is dropped and the file marked `tooLarge`), `maxFiles` files, small text
 * fields, `maxBodyBytes` in all, and the deadlines `idleMs` and `totalMs`. However the reading
 * ends (a refusal, a client gone quiet or gone away), no temporary file is left behind.
 */
export async function readContactForm(
  request: Request,
  dir: string,
  limits: FormLimits,
): Promise<ReceivedForm> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!request.body || !contentType.startsWith('multipart/form-data')) throw new MalformedForm()
  await mkdir(dir, { recursive: true })
  const fields: Record<string, string> = {}
  const files: ReceivedFile[] = []
  const outs: WriteStream[] = []
  const writes: Promise<unknown>[] = []
  const discard = async () => {
    // A file whose part never ended (the body stopped inside it) is closed here, not waited for.
    for (const out of outs) out.destroy()
    await Promise.allSettled(writes)
    await Promise.all(files.map((file) => rm(file.path, { force: true })))
  }

  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // Browsers send a file's name as UTF-8 bytes (`فاتورة.pdf`), not Latin-1.
      defParamCharset: 'utf8',
      limits: {
        // busboy marks a file that reaches its limit: one byte more lets exactly maxFileBytes through.
        fileSize: limits.maxFileBytes + 1,
        files: limits.maxFiles,
        fields: 20,
        fieldSize: 64 * 1024,
        parts: limits.maxFiles + 20,
      },
    })
  } catch {
    throw new MalformedForm()
  }
  // Destroying the parser of a form given up makes it say so again: nothing more to hear.
  parser.on('error', () => {})
  parser.on('field', (name, value) => {
    fields[name] = value
  })
  parser.on('file', (name, stream, info) => {
    if (name !== limits.fileField) {
      stream.resume()
      return
    }
    const file: ReceivedFile = {
      path: join(dir, `${randomUUID()}.part`),
      name: info.filename ?? '',
      size: 0,
      head: new Uint8Array(0),
      tooLarge: false,
    }
    files.push(file)
    stream.on('error', () => {})
    stream.on('data', (chunk: Buffer) => {
      if (file.head.length < HEAD_BYTES) {
        const head = new Uint8Array(Math.min(HEAD_BYTES, file.head.length + chunk.length))
        head.set(file.head)
        head.set(chunk.subarray(0, head.length - file.head.length), file.head.length)
        file.head = head
      }
      file.size += chunk.length
    })
    stream.on('limit', () => {
      file.tooLarge = true
    })
    const out = createWriteStream(file.path)
    outs.push(out)
    stream.pipe(out)
    writes.push(finished(out))
  })

  const body = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>)
  const stop = (error: Error) => {
    if (!body.destroyed) body.destroy(error)
  }
  const gone = () => stop(new FormAbandoned('gone'))
  const total = setTimeout(() => stop(new FormAbandoned('slow')), limits.totalMs)
  const quiet = setTimeout(() => stop(new FormAbandoned('quiet')), limits.idleMs)
  let received = 0
  body.on('data', (chunk: Uint8Array) => {
    received += chunk.length
    if (received > limits.maxBodyBytes) stop(new FormTooLarge())
    quiet.refresh()
  })
  request.signal?.addEventListener('abort', gone)
  try {
    await new Promise<void>((resolve, reject) => {
      // A body that fails as it is read (the client went away, a deadline passed, the size limit)
      // fails the form with its own error; a body that is not multipart fails it as malformed.
      body.once('error', (error: Error) =>
        reject(
          error instanceof FormAbandoned || error instanceof FormTooLarge
            ? error
            : new FormAbandoned('gone'),
        ),
      )
      // A header refused while the body still flows is refused for a character in it; once the
      // body has ended, the form was cut off inside a header.
      let ended = false
      body.once('end', () => {
        ended = true
      })
      parser.once('error', (error: Error) =>
        reject(new MalformedForm(!ended && error.message === 'Malformed part header')),
      )
      parser.once('close', resolve)
      body.pipe(parser)
    })
    await Promise.all(writes)
  } catch (error) {
    body.destroy()
    parser.destroy()
    await discard()
    throw error
  } finally {
    clearTimeout(total)
    clearTimeout(quiet)
    request.signal?.removeEventListener('abort', gone)
  }
  return { fields, files, discard }
}
