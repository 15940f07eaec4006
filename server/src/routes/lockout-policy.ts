import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { refuseLockedSetting } from '../configuration/overrides'
import { readVendorConfiguration } from '../configuration/vendor-configuration'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute, userRoute } from '../http/router'
import { readLockoutPolicy, writeLockoutPolicy } from '../lockout-policy/policy'
import { lockoutPolicySchema } from '../lockout-policy/schema'
import type { AppDeps } from '../deps'
import type { LockoutPolicyRecord } from '../lockout-policy/policy'

const path = '/identity/resources/configurations/v1/lockout-policy'
const tags = ['Lockout policy']

const answerSchema = z
  .object({
    id: z.string(),
    enabled: z.boolean(),
    maxAttempts: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('LockoutPolicy')

const answer = (policy: LockoutPolicyRecord) => ({
  id: policy.id,
  enabled: policy.enabled,
  maxAttempts: policy.maxAttempts,
  createdAt: policy.createdAt.toISOString(),
  updatedAt: policy.updatedAt.toISOString(),
})

const body = lockoutPolicySchema.extend({ id: z.string().max(100).optional() }).strict()

const save = (method: 'post' | 'patch') =>
  tenantRoute({
    method,
    path,
    permission: 'fe.secure.write.securityPolicy',
    tags,
    summary: "Change the tenant's lockout policy {enabled, maxAttempts 1..100}",
    description:
      'Refused (403) while the vendor does not let tenants override it (allowOverrideLockout).',
    request: { body: jsonBody(body) },
    responses: { 200: jsonResponse(answerSchema, 'The policy after the change') },
  })

/**
 * The lockout policy (wire §5.2 rows 6-9): the tenant's, the one sign-in enforces, and the
 * vendor's (set with `POST configurations/v1 {lockoutPolicy, allowOverrideLockout}`).
 */
export const createLockoutPolicyRoutes = (deps: AppDeps) => {
  const app = createRouter()
  app.openapi(
    tenantRoute({
      method: 'get',
      path,
      permission: 'fe.secure.read.securityPolicy',
      tags,
      summary: "The lockout the tenant's members obey (its own, else the vendor's)",
      responses: { 200: jsonResponse(answerSchema, 'The policy') },
    }),
    async (c) => c.json(answer(await readLockoutPolicy(deps.db, c.get('auth').tenantId)), 200),
  )
  for (const method of ['post', 'patch'] as const) {
    app.openapi(save(method), async (c) => {
      const { enabled, maxAttempts } = c.req.valid('json')
      const { tenantId } = c.get('auth')
      await auditedChange(c, async ({ trx, now }) => {
        refuseLockedSetting(await readVendorConfiguration(trx), 'lockout')
        await writeLockoutPolicy(trx, tenantId, { enabled, maxAttempts }, now)
        return {
          result: undefined,
          audit: {
            action: 'tenant.lockout-policy.updated',
            description: enabled
              ? `Lockout set to ${maxAttempts} failed sign-ins`
              : 'Lockout turned off',
            severity: 'High',
            details: { enabled, maxAttempts },
          },
        }
      })
      return c.json(answer(await readLockoutPolicy(deps.db, tenantId)), 200)
    })
  }
  app.openapi(
    userRoute({
      method: 'get',
      path: `${path}/vendor`,
      tags,
      summary: "The vendor's lockout policy, which tenants without their own obey",
      responses: { 200: jsonResponse(answerSchema, 'The policy') },
    }),
    async (c) => {
      const { lockoutPolicy } = await readVendorConfiguration(deps.db)
      const epoch = new Date(0).toISOString()
      return c.json({ id: 'vendor', ...lockoutPolicy, createdAt: epoch, updatedAt: epoch }, 200)
    },
  )
  return app
}
