import { createMiddleware } from 'hono/factory'
import { verifyAccessToken } from '../tokens/access-token'
import { errorCodes, forbidden, unauthenticated } from './api-error'
import type { SigningKeys } from '../keys/signing-keys'
import type { AppEnv } from './app-env'

/**
 * Requires a valid access token in `Authorization` (`Bearer <jwt>`, or the bare JWT that the
 * client's per-call jwt option sends) and exposes its claims as `c.get('auth')`.
 */
export const authenticate = ({ keys, issuer }: { keys: SigningKeys; issuer: string }) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization')?.trim()
    if (!header) throw unauthenticated('Missing access token')
    const token = header.replace(/^bearer\s+/i, '')
    const claims = await verifyAccessToken(token, { keys, issuer })
    if (!claims) throw unauthenticated('Invalid or expired access token')
    c.set('auth', claims)
    await next()
  })

/** Requires one of `keys` among the caller's permissions (403 otherwise). Use after `authenticate`. */
export const requirePermission = (...keys: string[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const granted = c.get('auth').permissions
    if (!keys.some((key) => granted.includes(key))) {
      throw forbidden(`Missing permission ${keys.join(' or ')}`, errorCodes.missingPermission)
    }
    await next()
  })
