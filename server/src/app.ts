import { randomUUID } from 'node:crypto'
import { OpenAPIHono } from '@hono/zod-openapi'
import { bodyLimit } from 'hono/body-limit'
import { ApiError, errorCodes, notFound } from './http/api-error'
import { corsHeaders } from './http/cors-headers'
import { noSniff } from './http/guards/headers'
import { guardJsonBody } from './http/guards/json-body'
import { guardRequestTarget } from './http/guards/request-target'
import { releaseUnreadBody } from './http/guards/unread-body'
import { validationHook } from './http/validation-hook'
import { respondWithError } from './http/wire-error'
import { createAuthRoutes } from './routes/auth'
import { createConfigurationRoutes } from './routes/configurations'
import { createAssignmentRoutes } from './routes/management/assignments'
import { createFeatureFlagRoutes } from './routes/management/feature-flags'
import { createFeatureRoutes } from './routes/management/features'
import { createPlanRoutes } from './routes/management/plans'
import { createMeRoutes } from './routes/me'
import { createRoleRoutes } from './routes/roles'
import { createUserEntitlementRoutes } from './routes/user-entitlements'
import { createUserRoutes } from './routes/users'
import { createVendorAuthRoutes } from './routes/vendor-auth'
import type { AppDeps } from './deps'
import type { AppEnv } from './http/app-env'

/** Largest accepted request body. */
const maxBodyBytes = 1024 * 1024

/**
 * The identity server as a Hono app: the JSON API under `config.apiPrefix`, its OpenAPI document
 * at `{prefix}/openapi.json`, the JWKS at `/.well-known/jwks.json` and `/health`.
 */
export const createApp = (deps: AppDeps) => {
  const { config, keys } = deps
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

  app.use('*', async (c, next) => {
    const traceId = randomUUID().replaceAll('-', '')
    c.set('traceId', traceId)
    c.header('frontegg-trace-id', traceId)
    await next()
    c.res.headers.set('frontegg-trace-id', traceId)
  })
  app.use('*', noSniff(), releaseUnreadBody())
  app.use('*', corsHeaders(config.allowedOrigins))
  const limitBody = bodyLimit({
    maxSize: maxBodyBytes,
    onError: () => {
      throw new ApiError(413, errorCodes.tooLarge, 'Error request is too large')
    },
  })
  // GET and HEAD requests carry no body (the Request has none), so the limit has nothing to
  // check; asking would turn the Node request into a full web Request for nothing.
  app.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  )
  // Bad input (NUL, lone surrogates, deep nesting, JSON that does not parse) is a 400 naming the
  // field for every route, before any handler or query sees it.
  app.use('*', guardRequestTarget(), guardJsonBody())

  app.get('/health', (c) => c.json({ status: 'ok' }))
  app.get('/.well-known/jwks.json', (c) => {
    c.header('cache-control', 'public, max-age=300')
    return c.json(keys.jwks)
  })

  const api = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  api.route('/', createConfigurationRoutes())
  api.route('/', createAuthRoutes(deps))
  api.route('/', createMeRoutes(deps))
  api.route('/', createUserRoutes(deps))
  api.route('/', createRoleRoutes(deps))
  api.route('/', createUserEntitlementRoutes(deps))
  api.route('/', createVendorAuthRoutes(deps))
  api.route('/', createFeatureRoutes(deps))
  api.route('/', createPlanRoutes(deps))
  api.route('/', createAssignmentRoutes(deps))
  api.route('/', createFeatureFlagRoutes(deps))
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  })
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Foyer identity API',
      version: '0.1.0',
      description:
        'Wire-compatible with the @frontegg/rest-api 7.x client. Errors: {"errors": [message], ' +
        '"errorCode", "context"?}. Management endpoints (tags "Management: …") take a vendor ' +
        'token from POST /auth/vendor; their lists answer {items, _metadata: {totalItems, totalPages}}.',
    },
    servers: [{ url: `${config.issuer}${config.apiPrefix}` }],
  })
  app.route(config.apiPrefix === '' ? '/' : config.apiPrefix, api)

  app.notFound((c) => respondWithError(notFound(`No route for ${c.req.method} ${c.req.path}`), c))
  app.onError((error, c) => respondWithError(error, c))
  return app
}
