import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { createMiddleware } from 'hono/factory'
import { secretMatches } from '../api-tokens/secret'
import { clientInfo } from '../http/client-info'
import { isUuid } from '../http/uuid'
import { describeZodError } from '../http/validation-hook'
import { count, longestWait } from '../limits/gate'
import { limitsFor } from '../limits/presets'
import { findConnectionByToken } from './connections'
import { respondWithScimError, SCIM_ERROR, SCIM_MEDIA_TYPE, ScimError } from './errors'
import { auditScimRead } from './read-audit'
import type { AppEnv } from '../http/app-env'
import type { z } from '@hono/zod-openapi'
import type { RouteConfig } from '@hono/zod-openapi'
import type { Context, MiddlewareHandler } from 'hono'

/** The connection a SCIM request acts for, once its token was checked. */
export interface ScimCaller {
  connectionId: string
  tenantId: string
  name: string
  source: string
}

/** A SCIM request's variables: the API's plus its connection. */
export interface ScimEnv {
  /** Optional in the type only, so SCIM routers mount on the API; every SCIM route has it. */
  Variables: AppEnv['Variables'] & { scim?: ScimCaller }
}

/** Where every connection's SCIM 2.0 base URL lives under the API prefix. */
export const SCIM_BASE = '/scim/v2/{connectionId}'

/** The connection's SCIM base URL, as the directory is told to use it. */
export const scimBaseUrl = (issuer: string, apiPrefix: string, connectionId: string) =>
  `${issuer}${apiPrefix}${SCIM_BASE.replace('{connectionId}', connectionId)}`

const unauthorized = () =>
  new ScimError(401, 'A valid bearer token of this SCIM connection is required')

/**
 * Every SCIM request: counted against its connection's rate limit (429 with Retry-After), then
 * its bearer token checked against the hash stored for the connection in the path (a token of
 * any other connection, of this tenant or another, is a 401), every error answered in SCIM's
 * error schema, and every successful read audited (one row per connection and hour: `read-audit.ts`).
 */
const scimGuard: MiddlewareHandler<ScimEnv> = createMiddleware<ScimEnv>(async (c, next) => {
  try {
    const connectionId = (c.req.param('connectionId') ?? '').toLowerCase()
    if (!isUuid(connectionId)) throw unauthorized()
    const { scim: limiter } = limitsFor(c.var.deps)
    if (limiter) {
      const wait = longestWait(await count([{ limiter, key: connectionId }]), (e) => e.refused)
      if (wait > 0) {
        c.header('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))))
        throw new ScimError(429, 'Too many SCIM requests for this connection; try again later')
      }
    }
    const header = c.req.header('authorization') ?? ''
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? ''
    const row = token ? await findConnectionByToken(c.var.deps.db, connectionId, token) : undefined
    if (!row || !secretMatches(token, row.token_hash)) throw unauthorized()
    if (!row.sync_to_user_management && c.req.method !== 'GET') {
      throw new ScimError(
        403,
        'Syncing to user management is turned off for this connection: turn it on to provision',
      )
    }
    const caller = {
      connectionId: row.id,
      tenantId: row.tenant_id,
      name: row.name,
      source: row.source,
    }
    c.set('scim', caller)
    await next()
    if (c.req.method === 'GET' && !c.error && c.res.status < 400) {
      const client = clientInfo(c)
      const resource = /\/scim\/v2\/[^/]+\/([A-Za-z]+)/.exec(c.req.path)?.[1] ?? 'Root'
      await auditScimRead(
        c.var.deps.db,
        caller,
        { resource, filter: c.req.query('filter'), ip: client.ip, userAgent: client.userAgent },
        c.var.deps.now(),
      )
    }
  } catch (error: unknown) {
    c.res = respondWithScimError(c, error)
    return
  }
  if (c.error) c.res = respondWithScimError(c, c.error)
})

/** A router of SCIM routes: failed validations answer 400 `invalidSyntax` in SCIM's schema. */
export const createScimRouter = () =>
  new OpenAPIHono<ScimEnv>({
    defaultHook: (result) => {
      if (!result.success) throw new ScimError(400, describeZodError(result.error), 'invalidSyntax')
    },
  })

const scimErrorSchema = {
  type: 'object' as const,
  description: `RFC 7644 §3.12: schemas [${SCIM_ERROR}], scimType, detail, status (a string)`,
  properties: {
    schemas: { type: 'array' as const, items: { type: 'string' as const } },
    scimType: { type: 'string' as const },
    detail: { type: 'string' as const },
    status: { type: 'string' as const },
  },
  required: ['schemas', 'detail', 'status'],
}

/**
 * A SCIM 2.0 route of one connection: bearer auth by the connection's token, rate limited,
 * errors in SCIM's schema, bodies in `application/scim+json` (or `application/json`).
 */
export const scimRoute = <S extends Omit<RouteConfig, 'security' | 'middleware'>>(spec: S) => {
  const responses: RouteConfig['responses'] = { ...spec.responses }
  for (const [status, description] of [
    ['400', 'Invalid input (scimType names the kind)'],
    ['401', 'Missing or wrong bearer token of this connection'],
    ['429', 'Too many requests for this connection'],
  ] as const) {
    responses[status] = {
      description,
      content: { [SCIM_MEDIA_TYPE]: { schema: scimErrorSchema } },
    }
  }
  responses['500'] = { description: 'Unexpected failure (status "500")' }
  // Every refusal the route declares (404, 409, …) is SCIM's error schema too.
  for (const [status, response] of Object.entries(responses)) {
    if (Number(status) < 400 || !response) continue
    responses[status] = {
      ...response,
      content: { [SCIM_MEDIA_TYPE]: { schema: scimErrorSchema } },
    }
  }
  return createRoute({
    ...spec,
    tags: ['SCIM 2.0'],
    security: [{ bearerAuth: [] }],
    middleware: [scimGuard],
    responses,
  }) as unknown as Omit<S, 'responses'> & {
    responses: S['responses'] & { 500: { description: string } }
    middleware: MiddlewareHandler<ScimEnv>[]
    getRoutingPath(): string
  }
}

/** The caller of a SCIM route. */
export const scimCaller = (c: Context<ScimEnv>): ScimCaller => {
  const caller = c.get('scim')
  if (!caller) throw new Error('scimCaller needs a scimRoute')
  return caller
}

/** A SCIM answer as the OpenAPI document describes it (RFC 7643 resources are open-ended). */
export const scimAnswer = (description: string) => ({
  description,
  content: { [SCIM_MEDIA_TYPE]: { schema: { type: 'object' as const } } },
})

/** A SCIM request body, as JSON in either media type. */
export const scimBody = <T extends z.ZodType>(schema: T) => ({
  content: { [SCIM_MEDIA_TYPE]: { schema }, 'application/json': { schema } },
  required: true,
})
