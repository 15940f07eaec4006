import { randomUUID } from 'node:crypto'
import { bodyLimit } from 'hono/body-limit'
import { createMailboxRoutes } from './delivery/mailbox-routes'
import { mailboxChannels } from './delivery/transports'
import { systemClock } from './deps'
import { createHostedLoginDiscovery } from './hosted-login/discovery'
import { ApiError, errorCodes, notFound } from './http/api-error'
import { corsHeaders } from './http/cors-headers'
import { noSniff } from './http/guards/headers'
import { guardJsonBody, isJsonRequest } from './http/guards/json-body'
import { bufferNodeBody, unreadNodeRequest } from './http/guards/node-body'
import { guardRequestTarget } from './http/guards/request-target'
import { releaseUnreadBody } from './http/guards/unread-body'
import { createRouter } from './http/router'
import { respondWithError } from './http/wire-error'
import { createHostedPortal } from './portal/hosted-portal'
import * as routes from './routes/index'
import { respondWithScimError } from './scim/errors'
import type { AppDeps } from './deps'
import type { AppEnv } from './http/app-env'
import type { Context } from 'hono'

/** Largest accepted request body. */
const maxBodyBytes = 1024 * 1024

/**
 * The routers of the JSON API: every factory `routes/index.ts` exports, sorted by export name so
 * the order is the same under every loader (no route may depend on it: no two routers answer the
 * same path).
 */
const apiRouters = (deps: AppDeps) =>
  Object.entries(routes)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, createRoutes]) => createRoutes(deps))

/** What `createApp` is built from; `now` defaults to the wall clock. */
export type AppInput = Omit<AppDeps, 'now'> & { now?: AppDeps['now'] }

/**
 * The identity server as a Hono app: the JSON API under `config.apiPrefix`, its OpenAPI document
 * at `{prefix}/openapi.json`, the JWKS at `/.well-known/jwks.json` and `/health`.
 */
export const createApp = (input: AppInput) => {
  const deps: AppDeps = { ...input, now: input.now ?? systemClock }
  const { config, keys } = deps
  const app = createRouter()

  app.use('*', async (c, next) => {
    const traceId = randomUUID().replaceAll('-', '')
    c.set('traceId', traceId)
    // The group guards of the route presets read the keys and the clock from here.
    c.set('deps', deps)
    c.header('frontegg-trace-id', traceId)
    await next()
    c.res.headers.set('frontegg-trace-id', traceId)
  })
  app.use('*', noSniff(), releaseUnreadBody())
  app.use('*', corsHeaders(config.allowedOrigins))
  const tooLarge = () => {
    throw new ApiError(413, errorCodes.tooLarge, 'Error request is too large')
  }
  const limitBody = bodyLimit({ maxSize: maxBodyBytes, onError: tooLarge })
  // GET and HEAD requests carry no body (the Request has none), so the limit has nothing to
  // check; asking would turn the Node request into a full web Request for nothing. A JSON body
  // is read straight from the Node request (every route reads it whole anyway).
  app.use('*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const incoming = isJsonRequest(c) ? unreadNodeRequest(c) : undefined
    if (incoming === undefined) return limitBody(c, next)
    await bufferNodeBody(c, incoming, maxBodyBytes, tooLarge)
    return next()
  })
  // Bad input (NUL, lone surrogates, deep nesting, JSON that does not parse) is a 400 naming the
  // field for every route, before any handler or query sees it.
  app.use('*', guardRequestTarget(), guardJsonBody())

  app.get('/health', (c) => c.json({ status: 'ok' }))
  app.get('/.well-known/jwks.json', (c) => {
    c.header('cache-control', 'public, max-age=300')
    return c.json(keys.jwks)
  })

  const api = createRouter()
  for (const router of apiRouters(deps)) api.route('/', router)
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
  if (mailboxChannels(config).length > 0) app.route('/dev/mailbox', createMailboxRoutes(deps))
  app.route('/', createHostedPortal(deps))
  app.route('/', createHostedLoginDiscovery(deps))

  // Under the SCIM server, every refusal (the request guards' too) speaks SCIM's error schema,
  // which is what a directory reads (RFC 7644 §3.12); everywhere else the wire shape.
  const scimPrefix = `${config.apiPrefix}/scim/v2/`
  const respond = (error: unknown, c: Context<AppEnv>) =>
    c.req.path.startsWith(scimPrefix) ? respondWithScimError(c, error) : respondWithError(error, c)
  app.notFound((c) => respond(notFound(`No route for ${c.req.method} ${c.req.path}`), c))
  app.onError((error, c) => respond(error, c))
  return app
}
