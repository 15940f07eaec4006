import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { ApiError, errorCodes, notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { readRefreshCookie } from '../http/refresh-cookie'
import { createRouter, userRoute } from '../http/router'
import { isUuid } from '../http/uuid'
import { emptyObjectSchema } from '../http/wire-schemas'
import { lockedRefusal } from '../session-gate/refusal'
import { mayEnterTenant } from '../session-gate/tenant-entry'
import { switchTenant } from '../tenant-switch/switch'
import type { AppDeps } from '../deps'

/** A 403 the box answers with a step-up (ER-FOYER-1030), then switches again. */
const secondFactorFirst = () =>
  new ApiError(
    403,
    errorCodes.stepUpRequired,
    'This account requires multi-factor authentication: confirm it is you with your second ' +
      'factor, or sign in to it again',
  )

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
    403: {
      description:
        'The account is locked, or the tenant forces MFA and this session has no second factor ' +
        '(ER-FOYER-1030: step up, then switch again)',
    },
    404: { description: 'The user is not an active member of that tenant' },
  },
})

/** Tenant switching: the wire's `switchTenant`. */
export const createTenantSwitchRoutes = (deps: AppDeps) =>
  createRouter().openapi(switchRoute, async (c) => {
    const { tenantId, silentReload } = c.req.valid('json')
    const auth = c.get('auth')
    const refreshToken = readRefreshCookie(c)
    // Unknown tenants and other people's tenants get the same answer: nothing tells them apart.
    const missing = () => notFound('You are not a member of this account')
    if (!isUuid(tenantId)) throw missing()
    // The session gate: the session enters the tenant as a sign-in there would.
    const authentication =
      auth.authTime === undefined
        ? undefined
        : { authTime: new Date(auth.authTime * 1000), amr: auth.amr ?? [] }
    const entry = await mayEnterTenant(deps, c, {
      userId: auth.sub,
      tenantId,
      authentication,
      now: deps.now(),
    })
    if (entry === 'locked') throw lockedRefusal()
    if (entry === 'notMember') throw missing()
    if (entry === 'secondFactor') throw secondFactorFirst()
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
