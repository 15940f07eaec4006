import { createMiddleware } from 'hono/factory'
import { tenantExists } from '../tenants/repository'
import { verifyVendorToken } from '../tokens/vendor-token'
import { badRequest, notFound } from './api-error'
import { bearerToken, requirePermission, signedIn } from './authenticate'
import { isUuid } from './uuid'
import type { AppEnv } from './app-env'
import type { Context } from 'hono'

/** The header a vendor names the tenant with on a route both tenants and the vendor call. */
export const TENANT_HEADER = 'frontegg-tenant-id'

/**
 * The guard of a tenant route the vendor's management API also serves on the same path: a vendor
 * token (`POST /auth/vendor`) acts for the tenant named by `frontegg-tenant-id` (400 without a
 * tenant id, 404 for an unknown one) and is exposed as `c.get('vendor')`; any other caller goes
 * through `signedIn` and must hold one of `keys` in the token's tenant, as on `tenantRoute`.
 */
export const tenantOrVendor = (...keys: string[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { keys: signing, config, now, db } = c.var.deps
    const token = bearerToken(c)
    const vendor =
      token === undefined
        ? undefined
        : await verifyVendorToken(token, { keys: signing, issuer: config.issuer, now: now() })
    if (!vendor) {
      await signedIn(c, async () => {
        await requirePermission(...keys)(c, next)
      })
      return
    }
    const tenantId = c.req.header(TENANT_HEADER)?.trim()
    if (!tenantId) throw badRequest(`${TENANT_HEADER}: name the tenant to act for`)
    if (!isUuid(tenantId) || !(await tenantExists(db, tenantId))) throw notFound('Tenant not found')
    c.set('vendor', vendor)
    await next()
  })

/** The tenant a `tenantOrVendor` route acts for: the vendor's named one, or the member's own. */
export const routeTenant = (c: Context<AppEnv>): string => {
  const vendor = c.get('vendor') as AppEnv['Variables']['vendor'] | undefined
  return vendor ? (c.req.header(TENANT_HEADER)?.trim() ?? '') : c.get('auth').tenantId
}
