import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import { validationHook } from '../http/validation-hook'
import type { AppEnv } from '../http/app-env'
import type { Context } from 'hono'

const vendorConfigRoute = createRoute({
  method: 'get',
  path: '/identity/resources/configurations/v1/public',
  tags: ['Configuration'],
  summary: 'Public vendor configuration (IVendorConfig)',
  responses: { 200: { description: 'The vendor configuration' } },
})

const strategiesRoute = createRoute({
  method: 'get',
  path: '/identity/resources/configurations/v1/auth/strategies/public',
  tags: ['Configuration'],
  summary: 'Public sign-in strategies (IAuthStrategiesConfig)',
  responses: { 200: { description: 'The sign-in strategies' } },
})

const preLoginBody = z.object({
  email: z.string().max(320).optional(),
  username: z.string().max(320).optional(),
  tenantId: z.string().max(100).optional(),
})

const preLoginRoute = (path: string) =>
  createRoute({
    method: 'post',
    path,
    tags: ['Authentication'],
    summary: 'SSO pre-login: this server has no SSO, so every email answers null (sign in here)',
    request: {
      body: { content: { 'application/json': { schema: preLoginBody } }, required: true },
    },
    responses: { 200: { description: '`null`: no SSO for this email' } },
  })

/** Public configuration the sign-in box reads before anyone signs in. */
export const createConfigurationRoutes = () => {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  app.openapi(vendorConfigRoute, (c) =>
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
  app.openapi(strategiesRoute, (c) =>
    c.json(
      { mainAuthStrategies: [{ strategy: 'EmailAndPassword' }], secondaryAuthStrategies: [] },
      200,
    ),
  )
  // The wire's answer for an email without SSO: `null` (v2), which the v1 client reads as such.
  const noSso = (c: Context) => c.json(null, 200)
  app.openapi(preLoginRoute('/identity/resources/auth/v1/user/saml/prelogin'), noSso)
  app.openapi(preLoginRoute('/identity/resources/auth/v2/user/sso/prelogin'), noSso)
  return app
}
