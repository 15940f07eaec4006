import { resolveClientAddress } from '../limits/trusted-proxies'
import type { TrustedProxies } from '../limits/trusted-proxies'
import type { ClientInfo } from '../sessions/repository'
import type { AppEnv } from './app-env'
import type { Context } from 'hono'

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } }
}

/** The app's FOYER_TRUSTED_PROXIES, from the deps every request carries. */
const configuredProxies = (c: Context): TrustedProxies | undefined =>
  (c.var as Partial<AppEnv['Variables']>).deps?.config.trustedProxies

/**
 * The client address and user agent of a request. The address is the socket's peer;
 * X-Forwarded-For, which any client can send, counts only when that peer is one of
 * `trustedProxies` (by default the app's FOYER_TRUSTED_PROXIES).
 */
export const clientInfo = (
  c: Context,
  trustedProxies: TrustedProxies | undefined = configuredProxies(c),
): ClientInfo => {
  const env = c.env as NodeBindings | undefined
  const peer = env?.incoming?.socket?.remoteAddress
  const forwardedFor = trustedProxies ? c.req.header('x-forwarded-for') : undefined
  return {
    ip: resolveClientAddress(peer, forwardedFor, trustedProxies) ?? null,
    userAgent: c.req.header('user-agent')?.slice(0, 512) ?? null,
  }
}
