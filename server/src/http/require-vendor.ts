import { createMiddleware } from 'hono/factory'
import { verifyAccessToken } from '../tokens/access-token'
import { verifyVendorToken } from '../tokens/vendor-token'
import { errorCodes, forbidden, unauthenticated } from './api-error'
import type { SigningKeys } from '../keys/signing-keys'
import type { AppEnv } from './app-env'

/**
 * Requires a vendor token (from `POST /auth/vendor`) in `Authorization` and exposes its claims as
 * `c.get('vendor')`. No token or an invalid one is a 401; a valid tenant user's token is a 403
 * "Vendor token required": the caller is known but may not manage the vendor's data.
 */
export const requireVendor = ({
  keys,
  issuer,
  now,
}: {
  keys: SigningKeys
  issuer: string
  now: () => Date
}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization')?.trim()
    if (!header) throw unauthenticated('Missing vendor token')
    const token = header.replace(/^bearer\s+/i, '')
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
