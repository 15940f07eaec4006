import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { refuseLockedSetting } from '../configuration/overrides'
import { readVendorConfiguration } from '../configuration/vendor-configuration'
import { badRequest } from '../http/api-error'
import { changeOf } from '../http/guards/changes'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute, tenantRoute, userRoute } from '../http/router'
import { isUuid } from '../http/uuid'
import {
  passwordComplexityPatchSchema,
  passwordComplexitySchema,
  passwordHistorySchema,
} from '../password-policy/complexity-schema'
import { readPasswordPolicy, readTenantPolicy, writeTenantPolicy } from '../password-policy/policy'
import type { Db } from '../db/database'
import type { AppDeps } from '../deps'
import type { PasswordPolicy } from '../password-policy/policy'

const configurations = '/identity/resources/configurations/v1'
const tags = ['Password policy']
const read = 'fe.secure.read.securityPolicy'
const write = 'fe.secure.write.securityPolicy'

const testConfigSchema = passwordComplexitySchema.openapi('TestConfig')
const historyAnswer = z
  .object({
    id: z.string(),
    enabled: z.boolean(),
    historySize: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('PasswordHistoryPolicy')

const configRoute = publicRoute({
  method: 'get',
  path: '/identity/resources/users/v1/passwords/config',
  tags,
  summary: "Password complexity (TestConfig): the user's tenant's with userId, else the vendor's",
  request: { query: z.object({ userId: z.string().max(100).optional() }) },
  responses: { 200: jsonResponse(testConfigSchema, 'The complexity a new password must meet') },
})

const tenantComplexityRoute = tenantRoute({
  method: 'get',
  path: `${configurations}/password`,
  permission: read,
  tags,
  summary: "The tenant's password complexity (its own, else the vendor's default)",
  responses: { 200: jsonResponse(testConfigSchema, 'The complexity') },
})

const saveComplexityRoute = tenantRoute({
  method: 'post',
  path: `${configurations}/password`,
  permission: write,
  tags,
  summary: "Change the tenant's password complexity: any TestConfig fields over the current ones",
  description:
    'Refused (403) while the vendor does not let tenants override it (allowOverridePasswordComplexity).',
  request: { body: jsonBody(changeOf(passwordComplexityPatchSchema)) },
  responses: { 200: jsonResponse(testConfigSchema, 'The complexity after the change') },
})

const historyRoute = tenantRoute({
  method: 'get',
  path: `${configurations}/password-history-policy`,
  permission: read,
  tags,
  summary: "The tenant's password history policy: no reuse of the last historySize passwords",
  responses: { 200: jsonResponse(historyAnswer, 'The history policy') },
})

const historyBody = passwordHistorySchema.extend({ id: z.string().max(100).optional() })
const saveHistory = (method: 'post' | 'patch') =>
  tenantRoute({
    method,
    path: `${configurations}/password-history-policy`,
    permission: write,
    tags,
    summary: "Change the tenant's password history policy {enabled, historySize 1..24}",
    description:
      'Refused (403) while the vendor does not let tenants override it (allowOverrideEnforcePasswordHistory).',
    request: { body: jsonBody(historyBody) },
    responses: { 200: jsonResponse(historyAnswer, 'The history policy after the change') },
  })

const historyVendorRoute = userRoute({
  method: 'get',
  path: `${configurations}/password-history-policy/vendor`,
  tags,
  summary:
    "The vendor's password history policy (set with POST configurations/v1 {passwordHistory})",
  responses: { 200: jsonResponse(historyAnswer, 'The history policy') },
})

const historyOf = async (db: Db, tenantId: string, policy: PasswordPolicy) => {
  const own = await readTenantPolicy(db, tenantId)
  if (own) {
    return {
      id: own.id,
      ...policy.history,
      createdAt: own.createdAt.toISOString(),
      updatedAt: own.updatedAt.toISOString(),
    }
  }
  // Before the tenant saves one, the vendor's policy has been the tenant's since it was created.
  const tenant = await db
    .selectFrom('tenants')
    .select('created_at')
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow()
  const since = tenant.created_at.toISOString()
  return { id: tenantId, ...policy.history, createdAt: since, updatedAt: since }
}

/** Password policy: the public complexity lookup and the tenant's own complexity and history. */
export const createPasswordPolicyRoutes = (deps: AppDeps) => {
  const router = createRouter()
    .openapi(configRoute, async (c) => {
      const { userId } = c.req.valid('query')
      let tenantId: string | null = null
      // An id that names nobody gets the vendor's policy, as no id does: no user is revealed.
      if (userId !== undefined && isUuid(userId)) {
        const user = await deps.db
          .selectFrom('users')
          .select('tenant_id')
          .where('id', '=', userId)
          .executeTakeFirst()
        tenantId = user?.tenant_id ?? null
      }
      return c.json((await readPasswordPolicy(deps.db, tenantId)).complexity, 200)
    })
    .openapi(tenantComplexityRoute, async (c) => {
      const policy = await readPasswordPolicy(deps.db, c.get('auth').tenantId)
      return c.json(policy.complexity, 200)
    })
    .openapi(saveComplexityRoute, async (c) => {
      const tenantId = c.get('auth').tenantId
      const patch = c.req.valid('json')
      const saved = await auditedChange(c, async ({ trx, now }) => {
        refuseLockedSetting(await readVendorConfiguration(trx), 'complexity')
        const { complexity } = await readPasswordPolicy(trx, tenantId)
        const next = passwordComplexitySchema.safeParse({
          ...complexity,
          ...patch,
          requiredTests: { ...complexity.requiredTests, ...patch.requiredTests },
          optionalTests: { ...complexity.optionalTests, ...patch.optionalTests },
        })
        if (!next.success) {
          // The change is valid alone but not over the current values (max below min).
          const issue = next.error.issues[0]
          throw badRequest(`${issue?.path.join('.') ?? 'body'}: ${issue?.message ?? 'invalid'}`)
        }
        const record = await writeTenantPolicy(trx, tenantId, { complexity: next.data }, now)
        return {
          result: record.complexity ?? next.data,
          audit: {
            action: 'securityPolicy.password.updated',
            description: 'Password complexity changed',
            details: { changed: Object.keys(patch) },
          },
        }
      })
      return c.json(saved, 200)
    })
    .openapi(historyRoute, async (c) => {
      const tenantId = c.get('auth').tenantId
      return c.json(
        await historyOf(deps.db, tenantId, await readPasswordPolicy(deps.db, tenantId)),
        200,
      )
    })
  for (const method of ['post', 'patch'] as const) {
    router.openapi(saveHistory(method), async (c) => {
      const tenantId = c.get('auth').tenantId
      const { enabled, historySize } = c.req.valid('json')
      await auditedChange(c, async ({ trx, now }) => {
        refuseLockedSetting(await readVendorConfiguration(trx), 'history')
        return {
          result: await writeTenantPolicy(
            trx,
            tenantId,
            { history: { enabled, historySize } },
            now,
          ),
          audit: {
            action: 'securityPolicy.passwordHistory.updated',
            description: `Password history ${enabled ? `set to the last ${historySize}` : 'disabled'}`,
            details: { enabled, historySize },
          },
        }
      })
      const policy = await readPasswordPolicy(deps.db, tenantId)
      return c.json(await historyOf(deps.db, tenantId, policy), 200)
    })
  }
  router.openapi(historyVendorRoute, async (c) => {
    const { passwordHistory } = await readVendorConfiguration(deps.db)
    const epoch = new Date(0).toISOString()
    return c.json({ id: 'vendor', ...passwordHistory, createdAt: epoch, updatedAt: epoch }, 200)
  })
  return router
}
