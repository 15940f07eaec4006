import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { SSO_PERMISSIONS } from '../sso/admin'
import { passwordAllowedWithSso } from '../sso/repository'
import { setPasswordAllowedWithSso } from '../sso/store'
import type { AppDeps } from '../deps'

const tags = ['SSO configurations']
const path = '/team/resources/sso/v1/configurations/password-sign-in'
const settingSchema = z.object({ allowed: z.boolean() }).openapi('SSOPasswordSignIn')

/**
 * Foyer's tenant setting beside the wire's SSO endpoints: may users of the tenant's SSO domains
 * still sign in with a password (off by default: SSO only)?
 */
export const createSsoSettingRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(
      tenantRoute({
        method: 'get',
        path,
        permission: SSO_PERMISSIONS.read,
        tags,
        summary: 'Whether users of the SSO domains may also sign in with a password',
        responses: { 200: jsonResponse(settingSchema, 'The setting') },
      }),
      async (c) =>
        c.json({ allowed: await passwordAllowedWithSso(deps.db, c.get('auth').tenantId) }, 200),
    )
    .openapi(
      tenantRoute({
        method: 'put',
        path,
        permission: SSO_PERMISSIONS.write,
        tags,
        summary: 'Lets users of the SSO domains sign in with a password too, or not',
        request: { body: jsonBody(settingSchema) },
        responses: { 200: jsonResponse(settingSchema, 'The setting') },
      }),
      async (c) => {
        const { allowed } = c.req.valid('json')
        const tenantId = c.get('auth').tenantId
        await auditedChange(c, async ({ trx, now }) => ({
          result: await setPasswordAllowedWithSso(trx, { tenantId, allowed, now }),
          audit: {
            action: 'sso.password-sign-in.updated',
            description: allowed
              ? 'Users of the SSO domains may sign in with a password'
              : 'Users of the SSO domains sign in with SSO only',
            severity: 'High',
            details: { allowed },
          },
        }))
        return c.json({ allowed }, 200)
      },
    )
