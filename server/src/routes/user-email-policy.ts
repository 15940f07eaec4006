import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import {
  readVendorConfiguration,
  writeVendorConfiguration,
} from '../configuration/vendor-configuration'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, userRoute, vendorRoute } from '../http/router'
import type { AppDeps } from '../deps'

const path = '/identity/resources/configurations/v1/user-emails-policy'
const tags = ['User emails policy']
const policySchema = z
  .object({
    allowEmailChange: z
      .boolean()
      .openapi({ description: 'Users may change their own email address (with a mailed code)' }),
  })
  .openapi('UserEmailPolicy')

const readRoute = userRoute({
  method: 'get',
  path,
  tags,
  summary: 'Whether users may change their email address (wire §5.14 row 1)',
  responses: { 200: jsonResponse(policySchema, 'The policy') },
})

const saveRoute = vendorRoute({
  method: 'post',
  path,
  tags,
  summary:
    'Turn email changes on or off for every user (the vendor configuration allowEmailChange); ' +
    'enforced on every change of an email address',
  request: { body: jsonBody(policySchema) },
  responses: { 200: jsonResponse(policySchema, 'The policy after the change') },
})

/** The vendor's user email policy (wire §5.14, management row "User emails policy"). */
export const createUserEmailPolicyRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(readRoute, async (c) => {
      const { allowEmailChange } = await readVendorConfiguration(deps.db)
      return c.json({ allowEmailChange }, 200)
    })
    .openapi(saveRoute, async (c) => {
      const { allowEmailChange } = c.req.valid('json')
      const saved = await auditedChange(c, async ({ trx, now }) => ({
        result: await writeVendorConfiguration(trx, { allowEmailChange }, now),
        audit: {
          action: 'vendor.user-email-policy.updated',
          description: allowEmailChange
            ? 'Users may change their email address'
            : 'Users may no longer change their email address',
          tenantId: null,
          severity: 'High' as const,
          details: { allowEmailChange },
        },
      }))
      return c.json({ allowEmailChange: saved.allowEmailChange }, 200)
    })
