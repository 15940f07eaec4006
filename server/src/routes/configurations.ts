import { z } from '@hono/zod-openapi'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute } from '../http/router'
import type { Context } from 'hono'

const vendorConfigSchema = z
  .object({
    allowSignups: z.boolean(),
    allowNotVerifiedUsersLogin: z.boolean(),
    apiTokensEnabled: z.boolean(),
    forcePermissions: z.boolean(),
    authStrategy: z.string(),
    machineToMachineAuthStrategy: z.string(),
  })
  .openapi('VendorConfig')

const strategiesSchema = z
  .object({
    mainAuthStrategies: z.array(z.object({ strategy: z.string() })),
    secondaryAuthStrategies: z.array(z.object({ strategy: z.string() })),
  })
  .openapi('AuthStrategies')

const vendorConfigRoute = publicRoute({
  method: 'get',
  path: '/identity/resources/configurations/v1/public',
  tags: ['Configuration'],
  summary: 'Public vendor configuration (IVendorConfig)',
  responses: { 200: jsonResponse(vendorConfigSchema, 'The vendor configuration') },
})

const strategiesRoute = publicRoute({
  method: 'get',
  path: '/identity/resources/configurations/v1/auth/strategies/public',
  tags: ['Configuration'],
  summary: 'Public sign-in strategies (IAuthStrategiesConfig)',
  responses: { 200: jsonResponse(strategiesSchema, 'The sign-in strategies') },
})

const preLoginBody = z.object({
  email: z.string().max(320).optional(),
  username: z.string().max(320).optional(),
  tenantId: z.string().max(100).optional(),
})

const preLoginRoute = (path: string) =>
  publicRoute({
    method: 'post',
    path,
    tags: ['Authentication'],
    summary: 'SSO pre-login: this server has no SSO, so every email answers null (sign in here)',
    request: { body: jsonBody(preLoginBody) },
    responses: { 200: jsonResponse(z.null(), '`null`: no SSO for this email') },
  })

/** Public configuration the sign-in box reads before anyone signs in. */
export const createConfigurationRoutes = () => {
  // The wire's answer for an email without SSO: `null` (v2), which the v1 client reads as such.
  const noSso = (c: Context) => c.json(null, 200)
  return createRouter()
    .openapi(vendorConfigRoute, (c) =>
      c.json(
        {
          allowSignups: false,
          allowNotVerifiedUsersLogin: false,
          apiTokensEnabled: false,
          forcePermissions: false,
          authStrategy: 'EmailAndPassword',
          machineToMachineAuthStrategy: 'ClientCredentials',
        },
        200,
      ),
    )
    .openapi(strategiesRoute, (c) =>
      c.json(
        { mainAuthStrategies: [{ strategy: 'EmailAndPassword' }], secondaryAuthStrategies: [] },
        200,
      ),
    )
    .openapi(preLoginRoute('/identity/resources/auth/v1/user/saml/prelogin'), noSso)
    .openapi(preLoginRoute('/identity/resources/auth/v2/user/sso/prelogin'), noSso)
}
