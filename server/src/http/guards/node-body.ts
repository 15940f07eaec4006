import type { Context } from 'hono'
import type { IncomingMessage } from 'node:http'

/** The request @hono/node-server hands the app (`c.env.incoming`), with the body hono may add. */
type NodeIncoming = IncomingMessage & { rawBody?: Buffer }

/** The bindings of a request @hono/node-server serves (app.request() callers pass others). */
interface NodeBindings {
  incoming?: NodeIncoming
}

/**
 * The Node request under `c`, while its body is still in it: served by @hono/node-server, not
 * read yet, and not yet turned into a web `Request` (which would read it through a stream).
 */
export const unreadNodeRequest = (c: Context): NodeIncoming | undefined => {
  const incoming = (c.env as NodeBindings | undefined)?.incoming
  if (typeof incoming?.on !== 'function' || incoming.rawBody !== undefined) return undefined
  if (incoming.readableEnded || incoming.readableFlowing !== null) return undefined
  return incoming
}

/**
 * Reads the body of a Node request into memory, up to `maxBytes`: undefined when it is longer
 * (what was read is dropped, and the rest is left to @hono/node-server's drain once the answer
 * is sent, as for any body a route leaves unread).
 */
const readBody = (incoming: NodeIncoming, maxBytes: number) =>
  new Promise<Buffer | undefined>((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const done = () => {
      incoming.off('data', onData)
      incoming.off('end', onEnd)
      incoming.off('error', onError)
      incoming.off('close', onClose)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= maxBytes) chunks.push(chunk)
      else {
        done()
        resolve(undefined)
      }
    }
    const onEnd = () => {
      done()
      resolve(Buffer.concat(chunks, size))
    }
    const onError = (error: Error) => {
      done()
      reject(error)
    }
    const onClose = () => onError(new Error('The request was aborted before its body ended'))
    incoming.on('data', onData)
    incoming.on('end', onEnd)
    incoming.on('error', onError)
    incoming.on('close', onClose)
  })

const utf8 = new TextDecoder()

/**
 * Reads the body of a request @hono/node-server serves straight from its Node stream, within
 * `maxBytes` (else `tooLarge()` is thrown), and leaves it where hono and @hono/node-server look
 * first: the text in hono's body cache, the bytes as the request's `rawBody` (from which a web
 * `Request` is made only if a route asks for one). Decoded as the Fetch API's `text()` decodes
 * (UTF-8, a leading byte-order mark dropped, malformed bytes replaced), so a route reads exactly
 * what it read before. This is what hono's body limit and `c.req.text()` did together, without a
 * web `Request`, its body stream and a second `Request` on every request that carries a body.
 */
export const bufferNodeBody = async (
  c: Context,
  incoming: NodeIncoming,
  maxBytes: number,
  tooLarge: () => never,
): Promise<void> => {
  const declared = c.req.header('content-length')
  const chunked = c.req.header('transfer-encoding') !== undefined
  if (declared !== undefined && !chunked && Number.parseInt(declared, 10) > maxBytes) tooLarge()
  const body = await readBody(incoming, maxBytes)
  if (body === undefined) tooLarge()
  incoming.rawBody = body
  // Hono keeps the promise of each read in its body cache (its type names the value).
  const cache = c.req.bodyCache as unknown as { text?: Promise<string> }
  cache.text = Promise.resolve(utf8.decode(body))
}
