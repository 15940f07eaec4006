import { createMiddleware } from 'hono/factory'
import { verifyVendorToken } from '../tokens/vendor-token'
import { bearerToken, verifySignedIn } from './authenticate'
import { missingPermission } from './missing-permission'
import type { AppEnv } from './app-env'

/**
 * The guard of a route the tenant's members and the vendor share (the vendor naming the tenant
 * with `frontegg-tenant-id`): a vendor token sets `c.get('vendor')` and passes without any tenant
 * rule (no tenant's IP restrictions lock the vendor out); anything else is decided as a tenant
 * route: a signed-in member holding one of `keys`.
 */
export const tenantOrVendor = (...keys: string[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c)
    if (token !== undefined) {
      const { keys: signing, config, now } = c.var.deps
      const vendor = await verifyVendorToken(token, {
        keys: signing,
        issuer: config.issuer,
        now: now(),
      })
      if (vendor) {
        c.set('vendor', vendor)
        await next()
        return
      }
    }
    const auth = await verifySignedIn(c)
    c.set('auth', auth)
    if (!keys.some((key) => auth.permissions.includes(key))) throw missingPermission(keys)
    await next()
  })
