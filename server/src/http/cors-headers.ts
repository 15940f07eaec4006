import { cors } from 'hono/cors'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from './app-env'

/** Request headers the @frontegg/rest-api client may send cross-origin. */
const allowedHeaders = [
  'Authorization',
  'Content-Type',
  'frontegg-source',
  'frontegg-scoped-tenant',
  'frontegg-login-alias',
  'frontegg-requested-application-id',
  'x-frontegg-sdk',
  'x-frontegg-framework',
]

const exposedHeaders = ['frontegg-trace-id']

/**
 * CORS for an allow-list of origins, credentials allowed. Preflights are hono's `cors`; other
 * requests get the same headers (`Access-Control-Allow-Origin` for a listed origin,
 * `-Allow-Credentials`, `-Expose-Headers`, `Vary: Origin`), set before the handler answers so
 * that the answer is built once: hono's `cors` touches `c.res` first, which makes every JSON
 * answer be built twice and copied into a stream-backed Response.
 */
export const corsHeaders = (allowedOrigins: string[]) => {
  const preflight = cors({
    origin: (origin) => (allowedOrigins.includes(origin) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: allowedHeaders,
    exposeHeaders: exposedHeaders,
    maxAge: 600,
  })
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next)
    const origin = c.req.header('origin') ?? ''
    if (allowedOrigins.includes(origin)) {
      c.header('Access-Control-Allow-Origin', origin)
    }
    c.header('Access-Control-Allow-Credentials', 'true')
    c.header('Access-Control-Expose-Headers', exposedHeaders.join(','))
    await next()
    c.res.headers.append('Vary', 'Origin')
  })
}
