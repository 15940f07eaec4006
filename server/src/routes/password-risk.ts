import { auditedChange } from '../audit/audited-change'
import { refuseLockedSetting } from '../configuration/overrides'
import { readVendorConfiguration } from '../configuration/vendor-configuration'
import { changeOf } from '../http/guards/changes'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute, tenantRoute, userRoute } from '../http/router'
import { verifyOrigin } from '../http/verify-origin'
import { renewPassword } from '../password-risk/renew'
import { readTenantRotation, writeTenantRotation } from '../password-risk/rotation'
import { DEFAULT_PASSWORD_ROTATION } from '../password-risk/rotation-schema'
import {
  loginWithRotationSchema,
  renewBody,
  rotationAnswerSchema,
  rotationBody,
} from '../password-risk/schema'
import type { AppDeps } from '../deps'
import type { TenantRotationRecord } from '../password-risk/rotation'

const path = '/identity/resources/configurations/v1/password-rotation'
const tags = ['Password rotation']

const answer = (record: TenantRotationRecord | undefined) =>
  record
    ? {
        id: record.id,
        isActive: record.isActive,
        rotationPeriod: record.rotationPeriod,
        notificationPeriod: record.notificationPeriod,
        createdAt: record.createdAt.toISOString(),
        updatedAt: record.updatedAt.toISOString(),
      }
    : {}

/**
 * Password rotation (wire §5.2 rows 15-17; the tenant's own configuration and the vendor's, kept
 * apart; the vendor's is set with `POST configurations/v1 {passwordRotation}`) and the new
 * password of a sign-in stopped as breached or expired (`users/v1/passwords/renew`, Foyer's own).
 */
export const createPasswordRiskRoutes = (deps: AppDeps) => {
  const app = createRouter()
  app.openapi(
    tenantRoute({
      method: 'get',
      path,
      permission: 'fe.secure.read.securityPolicy',
      tags,
      summary: "The tenant's own rotation configuration ({} while it has none)",
      responses: { 200: jsonResponse(rotationAnswerSchema, 'The configuration') },
    }),
    async (c) => c.json(answer(await readTenantRotation(deps.db, c.get('auth').tenantId)), 200),
  )
  app.openapi(
    userRoute({
      method: 'get',
      path: `${path}/vendor`,
      tags,
      summary: "The vendor's rotation configuration",
      responses: { 200: jsonResponse(rotationAnswerSchema, 'The configuration') },
    }),
    async (c) => c.json((await readVendorConfiguration(deps.db)).passwordRotation, 200),
  )
  app.openapi(
    tenantRoute({
      method: 'post',
      path,
      permission: 'fe.secure.write.securityPolicy',
      tags,
      summary: "Change the tenant's rotation: isActive, rotationPeriod, notificationPeriod (days)",
      description:
        'Refused (403) while the vendor does not let tenants override it (allowOverridePasswordExpiration).',
      request: { body: jsonBody(changeOf(rotationBody)) },
      responses: { 200: jsonResponse(rotationAnswerSchema, 'The configuration after the change') },
    }),
    async (c) => {
      const change = c.req.valid('json')
      const { tenantId } = c.get('auth')
      await auditedChange(c, async ({ trx, now }) => {
        refuseLockedSetting(await readVendorConfiguration(trx), 'expiration')
        const current = (await readTenantRotation(trx, tenantId)) ?? DEFAULT_PASSWORD_ROTATION
        const next = {
          isActive: change.isActive ?? current.isActive,
          rotationPeriod: change.rotationPeriod ?? current.rotationPeriod,
          notificationPeriod: change.notificationPeriod ?? current.notificationPeriod,
        }
        await writeTenantRotation(trx, tenantId, next, now)
        return {
          result: undefined,
          audit: {
            action: 'tenant.password-rotation.updated',
            description: 'Password rotation changed',
            severity: 'High',
            details: next,
          },
        }
      })
      return c.json(answer(await readTenantRotation(deps.db, tenantId)), 200)
    },
  )
  app.openapi(
    publicRoute({
      method: 'post',
      path: '/identity/resources/users/v1/passwords/renew',
      tags,
      summary:
        'Set the new password a sign-in stopped for (breached or expired) and complete that sign-in',
      middleware: [
        verifyOrigin({
          ownOrigin: new URL(deps.config.issuer).origin,
          allowed: deps.config.allowedOrigins,
        }),
      ] as const,
      request: { body: jsonBody(renewBody) },
      responses: {
        200: jsonResponse(loginWithRotationSchema, 'Signed in with the new password (cookie set)'),
        400: { description: 'A password the policy refuses, or an expired or used token' },
      },
    }),
    async (c) => c.json(await renewPassword(deps, c, c.req.valid('json')), 200),
  )
  return app
}
