import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { requirePermission, signedIn, signedInUser } from './authenticate'
import { vendorSignedIn } from './require-vendor'
import { tenantOrVendor } from './tenant-or-vendor'
import { validationHook } from './validation-hook'
import { wireErrorSchema } from './wire-schemas'
import type { AppEnv } from './app-env'
import type { RouteConfig } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'

/**
 * A router of the API: an OpenAPIHono whose failed validations answer 400 in the wire shape.
 * Register routes declared with the presets below on it; its factory is one export line in
 * routes/index.ts.
 */
export const createRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

/** A route as a preset takes it: everything but the security and middleware the preset adds. */
export type RouteSpec = Omit<RouteConfig, 'security' | 'middleware'>

type Responses = RouteConfig['responses']

/** What the preset adds to a route's spec. */
type Preset<S extends RouteSpec> = S & {
  middleware: MiddlewareHandler<AppEnv>[]
  getRoutingPath(): string
}

const bearer = [{ bearerAuth: [] }]

const errorDescriptions: Record<number, string> = {
  400: 'Invalid input; the message names the field',
  401: 'Missing, invalid or expired access token',
  403: 'Not allowed',
  404: 'Not found',
}

/**
 * The spec's responses with the wire error schema on every 4xx/5xx, plus `defaults` (status →
 * description) the spec does not describe itself: 400 when the route reads any input, 404 when
 * its path has an id.
 */
const withErrors = (spec: RouteSpec, defaults: Record<number, string>): Responses => {
  const wanted: Record<number, string> = { ...defaults }
  const { params, query, body, headers } = spec.request ?? {}
  if (params || query || body || headers) wanted[400] ??= errorDescriptions[400] ?? ''
  if (spec.path.includes('{')) wanted[404] ??= errorDescriptions[404] ?? ''
  const responses: Responses = { ...spec.responses }
  for (const [status, description] of Object.entries(wanted)) {
    responses[status] ??= { description }
  }
  for (const [status, response] of Object.entries(responses)) {
    if (Number(status) >= 400 && !('content' in response && response.content)) {
      responses[status] = {
        ...response,
        content: { 'application/json': { schema: wireErrorSchema } },
      }
    }
  }
  return responses
}

const preset = <S extends RouteSpec>(
  spec: S,
  middleware: MiddlewareHandler<AppEnv>[],
  errors: Record<number, string>,
  extra: Partial<RouteConfig> = {},
): Preset<S> =>
  createRoute({
    ...spec,
    ...extra,
    ...(middleware.length > 0 ? { middleware } : {}),
    responses: withErrors(spec, errors),
  }) as unknown as Preset<S>

/** A route anyone may call (sign-in, public configuration). */
export const publicRoute = <S extends RouteSpec>(spec: S) => preset(spec, [], {})

/**
 * A route for any signed-in user, about themselves (profile, tenants, own entitlements); a tenant
 * API token is refused (403).
 */
export const userRoute = <S extends RouteSpec>(spec: S) =>
  preset(spec, [signedInUser], { 401: errorDescriptions[401] ?? '' }, { security: bearer })

/**
 * A route of the caller's tenant, allowed to users holding `permission` (or any one of several)
 * in the token's tenant: 401 without a valid token, 403 `ER-FOYER-1006` without the permission.
 */
export const tenantRoute = <S extends RouteSpec>({
  permission,
  ...spec
}: S & { permission: string | readonly string[] }) => {
  const keys = typeof permission === 'string' ? [permission] : [...permission]
  const needs = `Requires permission ${keys.join(' or ')} in the token's tenant.`
  return preset(
    spec as unknown as S,
    [signedIn, requirePermission(...keys)],
    { 401: errorDescriptions[401] ?? '', 403: `Missing permission ${keys.join(' or ')}` },
    {
      security: bearer,
      description: spec.description ? `${spec.description} ${needs}` : needs,
      'x-permissions': keys,
    },
  )
}

/**
 * A vendor (management) route: takes a vendor token from `POST /auth/vendor`; 401 without a
 * valid one, 403 `ER-FOYER-1010` for a tenant user's token.
 */
export const vendorRoute = <S extends RouteSpec>(spec: S) =>
  preset(
    spec,
    [vendorSignedIn],
    {
      401: 'Missing, invalid or expired vendor token',
      403: 'A tenant user token: vendor token required',
    },
    { security: bearer },
  )

/**
 * A tenant route that the vendor's management API serves on the same path: as `tenantRoute` for a
 * member; a vendor token acts for the tenant named by `frontegg-tenant-id` (`tenant-or-vendor.ts`).
 */
export const tenantOrVendorRoute = <S extends RouteSpec>({
  permission,
  ...spec
}: S & { permission: string }) => {
  const needs = `Requires permission ${permission} in the token's tenant, or a vendor token with frontegg-tenant-id.`
  return preset(
    spec as unknown as S,
    [tenantOrVendor(permission)],
    {
      400: 'A vendor token without frontegg-tenant-id',
      401: errorDescriptions[401] ?? '',
      403: `Missing permission ${permission}`,
      404: 'The tenant a vendor token names does not exist',
    },
    {
      security: bearer,
      description: spec.description ? `${spec.description} ${needs}` : needs,
      'x-permissions': [permission],
    },
  )
}
