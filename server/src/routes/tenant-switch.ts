import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { readRefreshCookie } from '../http/refresh-cookie'
import { createRouter, userRoute } from '../http/router'
import { isUuid } from '../http/uuid'
import { emptyObjectSchema } from '../http/wire-schemas'
import { switchTenant } from '../tenant-switch/switch'
import type { AppDeps } from '../deps'

const switchBody = z.object({
  tenantId: z.string().min(1, 'tenantId is required').max(100),
  silentReload: z.boolean().optional(),
})

const switchRoute = userRoute({
  method: 'put',
  path: '/identity/resources/users/v1/tenant',
  tags: ['Current user'],
  summary:
    "Switch the active tenant (wire §5.7 row 1): only one of the user's own; the session's next " +
    'refresh issues tokens for it',
  request: { body: jsonBody(switchBody) },
  responses: {
    200: jsonResponse(emptyObjectSchema, 'Switched; refresh the token to work in the tenant'),
    404: { description: 'The user is not an active member of that tenant' },
  },
})

/** Tenant switching: the wire's `switchTenant`. */
export const createTenantSwitchRoutes = (_deps: AppDeps) =>
  createRouter().openapi(switchRoute, async (c) => {
    const { tenantId, silentReload } = c.req.valid('json')
    const auth = c.get('auth')
    const refreshToken = readRefreshCookie(c)
    // Unknown tenants and other people's tenants get the same answer: nothing tells them apart.
    const missing = () => notFound('You are not a member of this account')
    if (!isUuid(tenantId)) throw missing()
    const switched = await auditedChange(c, async ({ trx, now }) => {
      const done = await switchTenant(trx, { userId: auth.sub, tenantId, refreshToken, now })
      if (!done) throw missing()
      return {
        result: true,
        audit: {
          action: 'user.tenant.switched',
          description: 'Switched to this account',
          tenantId,
          details: { fromTenantId: auth.tenantId, silentReload: silentReload ?? false },
        },
      }
    })
    if (!switched) throw missing()
    return c.json({}, 200)
  })
