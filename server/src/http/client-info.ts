import type { ClientInfo } from '../sessions/repository'
import type { Context } from 'hono'

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } }
}

/**
 * The peer address and user agent of a request. The socket address only: X-Forwarded-For is
 * ignored, since any client can send it.
 */
export const clientInfo = (c: Context): ClientInfo => {
  const env = c.env as NodeBindings | undefined
  return {
    ip: env?.incoming?.socket?.remoteAddress ?? null,
    userAgent: c.req.header('user-agent')?.slice(0, 512) ?? null,
  }
}
