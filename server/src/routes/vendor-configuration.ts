import { z } from '@hono/zod-openapi'
import { createMiddleware } from 'hono/factory'
import { auditedChange } from '../audit/audited-change'
import {
  readVendorConfiguration,
  vendorConfigurationPatchSchema,
  vendorConfigurationSchema,
  writeVendorConfiguration,
} from '../configuration/vendor-configuration'
import { requirePermission, verifySignedIn, bearerToken } from '../http/authenticate'
import { changeOf } from '../http/guards/changes'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute, vendorRoute } from '../http/router'
import { verifyVendorToken } from '../tokens/vendor-token'
import type { AppDeps } from '../deps'
import type { AppEnv } from '../http/app-env'

const path = '/identity/resources/configurations/v1'
const tags = ['Management: configuration']

// The answer is the stored configuration, every key filled (zod's output, not the patch's input).
const configurationSchema = z
  .object(vendorConfigurationSchema.shape)
  .openapi('VendorConfiguration') as unknown as typeof vendorConfigurationSchema

/**
 * A vendor token passes as the vendor; anyone else must be a signed-in member holding
 * fe.secure.read.securityPolicy (401 and 403 as tenant routes answer them).
 */
const vendorOrSecurityReader = createMiddleware<AppEnv>(async (c, next) => {
  const { keys, config, now } = c.var.deps
  const token = bearerToken(c)
  const vendor =
    token === undefined
      ? undefined
      : await verifyVendorToken(token, { keys, issuer: config.issuer, now: now() })
  if (vendor) {
    c.set('vendor', vendor)
    return next()
  }
  c.set('auth', await verifySignedIn(c))
  return requirePermission('fe.secure.read.securityPolicy')(c, next)
})

const securityPolicySchema = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    allowOverrideEnforcePasswordHistory: z.boolean(),
    allowOverridePasswordComplexity: z.boolean(),
    allowOverridePasswordExpiration: z.boolean(),
    allowOverrideLockout: z.boolean(),
    allowSignups: z.boolean(),
    apiTokensEnabled: z.boolean(),
    cookieSameSite: z.string(),
    defaultTokenExpiration: z.number().int(),
    defaultRefreshTokenExpiration: z.number().int(),
  })
  .openapi('SecurityPolicy')

const readRoute = publicRoute({
  method: 'get',
  path,
  tags,
  summary:
    'The vendor configuration (vendor token), or for a tenant member the global security policy',
  description:
    "With a vendor token: the whole configuration. With a member's token holding " +
    "fe.secure.read.securityPolicy: ISecurityPolicy (wire §5.2 row 1), the vendor's " +
    'allowOverride* flags saying which settings a tenant may change.',
  security: [{ bearerAuth: [] }],
  middleware: [vendorOrSecurityReader] as const,
  responses: {
    200: jsonResponse(
      z.union([configurationSchema, securityPolicySchema]),
      'The configuration, or the security policy',
    ),
    401: { description: 'Missing, invalid or expired token' },
    403: { description: 'Missing permission fe.secure.read.securityPolicy' },
  },
})

const saveRoute = vendorRoute({
  method: 'post',
  path,
  tags,
  summary: 'Change the vendor configuration: any of its keys, each given whole',
  request: { body: jsonBody(changeOf(vendorConfigurationPatchSchema)) },
  responses: { 200: jsonResponse(configurationSchema, 'The configuration after the change') },
})

/** Vendor management of the configuration (vendor token only); every change is audited. */
export const createVendorConfigurationRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(readRoute, async (c) => {
      const configuration = await readVendorConfiguration(deps.db)
      if (c.var.vendor) return c.json(configuration, 200)
      const { config } = deps
      const epoch = new Date(0).toISOString()
      return c.json(
        {
          id: c.get('auth').tenantId,
          createdAt: epoch,
          updatedAt: epoch,
          allowOverrideEnforcePasswordHistory: configuration.allowOverrideEnforcePasswordHistory,
          allowOverridePasswordComplexity: configuration.allowOverridePasswordComplexity,
          allowOverridePasswordExpiration: configuration.allowOverridePasswordExpiration,
          allowOverrideLockout: configuration.allowOverrideLockout,
          allowSignups: configuration.allowSignups,
          apiTokensEnabled: configuration.apiTokensEnabled,
          cookieSameSite: config.cookieSameSite,
          defaultTokenExpiration: config.accessTokenTtlSeconds,
          defaultRefreshTokenExpiration: config.refreshTokenTtlSeconds,
        },
        200,
      )
    })
    .openapi(saveRoute, async (c) => {
      const patch = c.req.valid('json')
      const changed = Object.entries(patch)
        .filter(([, value]) => value !== undefined)
        .map(([key]) => key)
      const saved = await auditedChange(c, async ({ trx, now }) => ({
        result: await writeVendorConfiguration(trx, patch, now),
        audit: {
          action: 'vendor.configuration.updated',
          description: `Vendor configuration changed: ${changed.join(', ')}`,
          tenantId: null,
          details: { changed },
        },
      }))
      return c.json(saved, 200)
    })
