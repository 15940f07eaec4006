import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env'
import type { IncomingMessage } from 'node:http'

interface NodeBindings {
  incoming?: IncomingMessage
}

/**
 * Keeps a keep-alive connection usable after an answer that left the request body unread (a
 * 413, a 415, a 401 before the body was parsed). @hono/node-server drains an unread body once the
 * answer is sent, but a body stream that was opened and not read to the end (the body limit, the
 * media-type check) holds the socket paused, so the drain times out and the socket is reset under
 * the client's next request. Once the answer exists nothing reads the body any more: detach that
 * stream's reader and let the drain read the rest.
 */
export const releaseUnreadBody = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next()
    const incoming = (c.env as NodeBindings | undefined)?.incoming
    if (!incoming || incoming.readableEnded || incoming.listenerCount('data') === 0) return
    incoming.removeAllListeners('data')
  })
