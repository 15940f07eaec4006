import { z } from '@hono/zod-openapi'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { SSO_PERMISSIONS, checkEndpointScheme } from '../sso/admin'
import { discoverOidcIssuer, oidcDiscoverySchema } from '../sso/oidc-discovery'
import type { AppDeps } from '../deps'

const body = z.object({
  issuer: z
    .string()
    .trim()
    .min(1, 'issuer is required')
    .max(2000)
    .refine((value) => URL.canParse(value), { message: 'issuer must be a URL' }),
})

/**
 * OIDC discovery for the SSO page (Foyer's own): before an OIDC connection is saved, the admin
 * sees that its issuer answers a discovery document naming it, and its endpoints.
 */
export const createSsoOidcDiscoveryRoutes = (_deps: AppDeps) =>
  createRouter().openapi(
    tenantRoute({
      method: 'post',
      path: '/team/resources/sso/v1/configurations/oidc/discovery',
      permission: SSO_PERMISSIONS.write,
      tags: ['SSO configurations'],
      summary: "Reads an OIDC issuer's discovery document (fetch guard) and answers its endpoints",
      request: { body: jsonBody(body) },
      responses: { 200: jsonResponse(oidcDiscoverySchema, 'The discovered endpoints') },
    }),
    async (c) => {
      const { issuer } = c.req.valid('json')
      checkEndpointScheme(issuer)
      return c.json(await discoverOidcIssuer(issuer), 200)
    },
  )
