import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { readVendorConfiguration } from '../configuration/vendor-configuration'
import { badRequest } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute, tenantRoute, userRoute } from '../http/router'
import { readMfaPolicy, writeMfaPolicy } from '../mfa/policy'
import { MFA_STRATEGIES } from '../mfa/policy-schema'
import { mfaPolicyBody, mfaPolicySchema } from '../mfa/schema'
import { activeStrategies } from '../mfa/strategies'
import type { AppDeps } from '../deps'
import type { MfaPolicyRecord } from '../mfa/policy'

const configurations = '/identity/resources/configurations/v1'
const tags = ['MFA policy']

const answer = (policy: MfaPolicyRecord) => ({
  id: policy.id,
  enforceMFAType: policy.enforceMFAType,
  allowRememberMe: policy.allowRememberMe,
  mfaDeviceExpiration: policy.mfaDeviceExpiration,
  createdAt: policy.createdAt.toISOString(),
  updatedAt: policy.updatedAt.toISOString(),
})

const readRoute = tenantRoute({
  method: 'get',
  path: `${configurations}/mfa-policy`,
  permission: 'fe.secure.read.securityPolicy',
  tags,
  summary: "The tenant's MFA policy (its own settings over the vendor's defaults)",
  responses: { 200: jsonResponse(mfaPolicySchema, 'The policy') },
})

const save = (method: 'post' | 'patch') =>
  tenantRoute({
    method,
    path: `${configurations}/mfa-policy`,
    permission: 'fe.secure.write.securityPolicy',
    tags,
    summary: "Change the tenant's MFA policy: enforceMFAType, allowRememberMe, mfaDeviceExpiration",
    request: { body: jsonBody(mfaPolicyBody) },
    responses: { 200: jsonResponse(mfaPolicySchema, 'The policy after the change') },
  })

const vendorRoute = userRoute({
  method: 'get',
  path: `${configurations}/mfa-policy/vendor`,
  tags,
  summary: "The vendor's default MFA policy (set with POST configurations/v1 {mfaPolicy})",
  responses: { 200: jsonResponse(mfaPolicySchema, 'The default policy') },
})

const strategiesRoute = publicRoute({
  method: 'get',
  path: `${configurations}/mfa/strategies`,
  tags,
  summary: 'The second factors users may enrol',
  responses: {
    200: jsonResponse(
      z.object({
        strategies: z.array(z.object({ strategy: z.enum(MFA_STRATEGIES), isActive: z.boolean() })),
      }),
      'Each strategy and whether it is on',
    ),
  },
})

/** MFA policies (wire §5.2 rows 2-5) and the strategy list (§5.1 row 79). */
export const createMfaPolicyRoutes = (deps: AppDeps) => {
  const app = createRouter()
  app.openapi(readRoute, async (c) =>
    c.json(answer(await readMfaPolicy(deps.db, c.get('auth').tenantId)), 200),
  )
  for (const method of ['post', 'patch'] as const) {
    app.openapi(save(method), async (c) => {
      const { id: _id, ...change } = c.req.valid('json')
      if (Object.keys(change).length === 0) throw badRequest('No changes to update')
      const { tenantId } = c.get('auth')
      await auditedChange(c, async ({ trx, now }) => {
        await writeMfaPolicy(trx, tenantId, change, now)
        return {
          result: undefined,
          audit: {
            action: 'tenant.mfa-policy.updated',
            description: 'MFA policy changed',
            severity: 'High',
            details: change,
          },
        }
      })
      return c.json(answer(await readMfaPolicy(deps.db, tenantId)), 200)
    })
  }
  app.openapi(vendorRoute, async (c) => {
    const { mfaPolicy } = await readVendorConfiguration(deps.db)
    const epoch = new Date(0).toISOString()
    return c.json({ id: 'vendor', ...mfaPolicy, createdAt: epoch, updatedAt: epoch }, 200)
  })
  app.openapi(strategiesRoute, async (c) => {
    const active = await activeStrategies(deps)
    const strategies = MFA_STRATEGIES.map((strategy) => ({
      strategy,
      isActive: active.includes(strategy),
    }))
    return c.json({ strategies }, 200)
  })
  return app
}
