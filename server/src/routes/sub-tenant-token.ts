import { z } from '@hono/zod-openapi'
import { actorName } from '../audit/actor-name'
import { auditedChange } from '../audit/audited-change'
import { writeAudit } from '../audit/repository'
import { mayEnterSubTenant } from '../hierarchy/entry'
import { memberTenant } from '../hierarchy/scope'
import { tenantRow } from '../hierarchy/tree'
import { forbidden } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, userRoute } from '../http/router'
import { isUuid } from '../http/uuid'
import { issueSubAccountToken } from '../session-gate/sub-account-token'
import type { AppDeps } from '../deps'

const tokenRoute = userRoute({
  method: 'post',
  path: '/identity/resources/users/v3/me/token',
  tags: ['Account hierarchy'],
  summary:
    'A user token for a sub-account of the caller’s account (wire §5.3 row 1): scoped to it, ' +
    'with the roles given there or else the caller’s own, decided again on every request; ' +
    'audited in both accounts. 403 when its access type and the caller’s say keep them out',
  request: { body: jsonBody(z.object({ tenantId: z.string().min(1).max(100) })) },
  responses: {
    200: jsonResponse(
      z.object({ accessToken: z.string(), expires: z.string(), expiresIn: z.number().int() }),
      'The token',
    ),
    403: {
      description: 'Not a sub-account the caller may enter (the client’s accessPermission false)',
    },
  },
})

const noAccess = () =>
  forbidden('You have no access to this account. Ask an administrator of your account for access')

/** The sub-account token (`GetUserJwt`): how a parent's member acts in a sub-account. */
export const createSubTenantTokenRoutes = (deps: AppDeps) =>
  createRouter().openapi(tokenRoute, async (c) => {
    const { db, config, now: clock } = deps
    const auth = c.get('auth')
    const now = clock()
    const tenantId = c.req.valid('json').tenantId.toLowerCase()
    const fromTenantId = memberTenant(auth)
    if (!isUuid(tenantId)) throw noAccess()
    const own = tenantId === fromTenantId
    if (!own && !(await mayEnterSubTenant(db, { userId: auth.sub, fromTenantId, tenantId }))) {
      throw noAccess()
    }
    const client = clientInfo(c, config.trustedProxies)
    const token = await issueSubAccountToken(deps, {
      auth,
      tenantId,
      fromTenantId,
      now,
      clientIp: client.ip,
    })
    if (!own) {
      const target = await tenantRow(db, tenantId)
      await auditedChange(c, async ({ trx }) => {
        await writeAudit(trx, {
          tenantId,
          userId: auth.sub,
          email: auth.email,
          action: 'subAccount.entered',
          // Who acted, for accountability; never which account above: a child never reads its parents.
          description: `${actorName(auth)} of a parent account opened this account`,
          severity: 'Info',
          ip: client.ip,
          userAgent: client.userAgent,
          details: { fromParentAccount: true },
        })
        return {
          result: true,
          audit: {
            action: 'subAccount.entered',
            description: `Opened sub-account ${target?.name ?? tenantId}`,
            tenantId: fromTenantId,
            details: { subTenantId: tenantId },
          },
        }
      })
    }
    return c.json(
      {
        accessToken: token.accessToken,
        expires: new Date(token.exp * 1000).toISOString(),
        expiresIn: token.expiresIn,
      },
      200,
    )
  })
