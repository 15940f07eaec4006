import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, vendorRoute } from '../http/router'
import { TENANT_HEADER } from '../http/tenant-or-vendor'
import { checkEndpointScheme } from '../sso/admin'
import { discoverOidcIssuer } from '../sso/oidc-discovery'
import { findSsoConfiguration } from '../sso/repository'
import { ssoConfigurationInputSchema, ssoConfigurationSchema } from '../sso/schema'
import { insertSsoConfiguration } from '../sso/store'
import { ssoConfigurationView } from '../sso/view'
import { vendorAccountOr404 } from '../tenants/vendor-account'
import type { AppDeps } from '../deps'

const oidcInput = ssoConfigurationInputSchema
  .pick({ enabled: true, oidcSecret: true, skipEmailDomainValidation: true })
  .extend({
    ssoEndpoint: z
      .string()
      .trim()
      .min(1, 'ssoEndpoint: enter the issuer URL of the OIDC provider')
      .max(2000, 'ssoEndpoint is at most 2000 characters')
      .refine((value) => URL.canParse(value), { message: 'ssoEndpoint must be a URL' }),
    oidcClientId: z
      .string()
      .trim()
      .min(1, 'oidcClientId: enter the client id the OIDC provider gave')
      .max(500, 'oidcClientId is at most 500 characters'),
  })

/**
 * The vendor's `POST oidc/configurations` (management API "SSO settings"): creates an OIDC
 * connection for the tenant `frontegg-tenant-id` names (404 for an unknown one), as the tenant's
 * own creation does, after the issuer's discovery document answered (the check the SSO page
 * runs before saving), audited in the tenant.
 */
export const createVendorSsoOidcRoutes = (deps: AppDeps) => {
  const { db, config } = deps
  return createRouter().openapi(
    vendorRoute({
      method: 'post',
      path: '/team/resources/sso/v1/oidc/configurations',
      tags: ['Management: SSO settings'],
      summary:
        "Creates an OIDC SSO connection for the tenant once its issuer's discovery document " +
        'answers (400 with the reason otherwise)',
      request: {
        headers: z.object({ [TENANT_HEADER]: z.string().max(100) }),
        body: jsonBody(oidcInput),
      },
      responses: { 201: jsonResponse(ssoConfigurationSchema, 'The new connection') },
    }),
    async (c) => {
      const named = c.req.valid('header')[TENANT_HEADER].trim()
      const tenantId = (await vendorAccountOr404(db, named, config.vendorId)).id
      const input = c.req.valid('json')
      checkEndpointScheme(input.ssoEndpoint)
      await discoverOidcIssuer(input.ssoEndpoint)
      const id = await auditedChange(c, async ({ trx, now }) => ({
        result: await insertSsoConfiguration(trx, config, {
          ...input,
          type: 'oidc',
          tenantId,
          now,
        }),
        audit: {
          action: 'sso.configuration.created',
          description: 'The vendor created an OIDC SSO configuration',
          tenantId,
          details: { type: 'oidc', issuer: input.ssoEndpoint },
        },
      }))
      const configuration = await findSsoConfiguration(db, id)
      if (!configuration) throw new Error('The configuration just written is gone')
      return c.json(await ssoConfigurationView(db, config, configuration), 201)
    },
  )
}
