import { createMiddleware } from 'hono/factory'
import { verifyAccessToken } from '../tokens/access-token'
import { verifyVendorToken } from '../tokens/vendor-token'
import { errorCodes, forbidden, unauthenticated } from './api-error'
import { bearerToken } from './authenticate'
import type { AppEnv } from './app-env'

/**
 * The guard of every vendor (management) route: requires a vendor token (from
 * `POST /auth/vendor`) in `Authorization` and exposes its claims as `c.get('vendor')`. No token or
 * an invalid one is a 401; a valid tenant user's token is a 403 "Vendor token required": the
 * caller is known but may not manage the vendor's data.
 */
export const vendorSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  const { keys, config, now } = c.var.deps
  const token = bearerToken(c)
  if (token === undefined) throw unauthenticated('Missing vendor token')
  const issuer = config.issuer
  const vendor = await verifyVendorToken(token, { keys, issuer, now: now() })
  if (!vendor) {
    if (await verifyAccessToken(token, { keys, issuer })) {
      throw forbidden('Vendor token required', errorCodes.vendorTokenRequired)
    }
    throw unauthenticated('Invalid or expired vendor token')
  }
  c.set('vendor', vendor)
  await next()
})
