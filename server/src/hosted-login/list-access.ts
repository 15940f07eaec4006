import { createMiddleware } from 'hono/factory'
import { bearerToken, verifySignedIn } from '../http/authenticate'
import { verifyVendorToken } from '../tokens/vendor-token'
import type { AppEnv } from '../http/app-env'

/**
 * The guard of the applications list: the vendor (its management) or any signed-in user, since
 * the wire's browser client reads it too (`getApplicationsData`, wire §5.10 row 8: the portal
 * names the applications a user may open). Sets `vendor` or `auth`; 401 without a valid token.
 */
export const vendorOrSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  const { keys, config, now } = c.var.deps
  const at = now()
  const token = bearerToken(c)
  const vendor = token && (await verifyVendorToken(token, { keys, issuer: config.issuer, now: at }))
  if (vendor) c.set('vendor', vendor)
  else c.set('auth', await verifySignedIn(c))
  await next()
})
