import { AUTH_PATHS, ENTITLEMENTS_PATHS, FLAGS_PATHS, ROLES_PATHS, USERS_PATHS } from '../api'
import { demoBundle, demoVendorToken, routeEntitlementsManagement } from './entitlements'
import { DEMO_FLAGS } from './fixtures/flags'
import { DEMO_PERMISSIONS, DEMO_ROLES } from './fixtures/roles'
import { DEMO_AUTH_STRATEGIES, DEMO_TENANT, DEMO_VENDOR_CONFIG } from './fixtures/tenant'
import { DEMO_LOCKED_EMAIL } from './fixtures/users'
import { demoProfile, demoSessionEmail, signInDemo, signOutDemo } from './state'
import { queryUsers } from './users-query'
import type { DemoState } from './state'

/** A request as the demo handler sees it. */
export interface DemoRequest {
  method: string
  /** The path after the API prefix, e.g. `/identity/resources/users/v3`. */
  path: string
  query: URLSearchParams
  body: unknown
  /** The bearer token sent, if any. */
  token: string | null
  now: number
}

/** The demo handler's answer: a status and a JSON body. */
export interface DemoResponse {
  status: number
  body: unknown
}

type Handler = (state: DemoState, request: DemoRequest) => DemoResponse

const ok = (body: unknown): DemoResponse => ({ status: 200, body })
const fail = (status: number, message: string, errorCode?: string): DemoResponse => ({
  status,
  body: { errors: [message], ...(errorCode ? { errorCode } : {}) },
})
const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** Wraps a handler that needs a signed-in caller with a valid demo token. */
const authenticated =
  (handler: Handler): Handler =>
  (state, request) =>
    request.token && state.tokens.has(request.token) && demoSessionEmail(state) !== null
      ? handler(state, request)
      : fail(401, 'Unauthorized', 'ER-01001')

const login: Handler = (state, { body, now }) => {
  const email = field(body, 'email')
  const password = field(body, 'password')
  if (typeof email !== 'string' || !EMAIL.test(email.trim()) || typeof password !== 'string') {
    return fail(400, 'Please enter a valid email and password')
  }
  if (email.trim().toLowerCase() === DEMO_LOCKED_EMAIL) {
    return fail(403, 'User is locked. Try again later or contact your administrator', 'ER-01212')
  }
  if (password.length < 6 || password === 'wrong-password') {
    return fail(401, 'Incorrect email or password', 'ER-01003')
  }
  return ok(signInDemo(state, email.trim(), now))
}

const refresh: Handler = (state, { now }) => {
  const email = demoSessionEmail(state)
  if (email === null) return fail(401, 'Session expired. Please sign in again.', 'ER-01002')
  return ok(signInDemo(state, email, now))
}

const usersRoles: Handler = (state, { query }) => {
  const ids = new Set((query.get('ids') ?? '').split(',').filter(Boolean))
  return ok(
    state.users
      .filter((user) => ids.has(user.id))
      .map((user) => ({
        vendorId: DEMO_TENANT.vendorId,
        tenantId: DEMO_TENANT.tenantId,
        userId: user.id,
        roleIds: user.tenants.flatMap((tenant) => tenant.roles.map((role) => role.id)),
      })),
  )
}

const usersV3: Handler = (state, { query }) => {
  const tenantId = query.get('_tenantId')
  if (tenantId && tenantId !== DEMO_TENANT.tenantId) return fail(404, 'Tenant not found')
  const page = queryUsers(state.users, query)
  return 'items' in page ? ok(page) : fail(page.status, page.message)
}

/** The routes with a fixed path, by `METHOD path` (the management API is matched on its own). */
const ROUTES: Record<string, Handler> = {
  [`GET ${AUTH_PATHS.vendorConfig}`]: () => ok(DEMO_VENDOR_CONFIG),
  [`GET ${AUTH_PATHS.authStrategies}`]: () => ok(DEMO_AUTH_STRATEGIES),
  [`POST ${AUTH_PATHS.ssoPreLogin}`]: () => fail(404, 'No SSO connection for this email'),
  [`POST /identity/resources/auth/v1/user/saml/prelogin`]: () =>
    fail(404, 'No SSO connection for this email'),
  [`POST ${AUTH_PATHS.login}`]: login,
  [`POST ${AUTH_PATHS.refreshToken}`]: refresh,
  [`POST ${AUTH_PATHS.logout}`]: (state) => {
    signOutDemo(state)
    return ok({})
  },
  [`GET ${AUTH_PATHS.me}`]: authenticated((state) => ok(demoProfile(state))),
  [`GET ${AUTH_PATHS.myTenants}`]: authenticated(() =>
    ok({ tenants: [DEMO_TENANT], activeTenant: DEMO_TENANT }),
  ),
  [`GET /identity/resources/users/v1/me/tenants`]: authenticated(() =>
    ok({ tenants: [DEMO_TENANT], activeTenant: DEMO_TENANT }),
  ),
  [`GET /identity/resources/users/v2/me/tenants`]: authenticated(() => ok([DEMO_TENANT])),
  [`GET ${AUTH_PATHS.myAuthorization}`]: authenticated((state) =>
    ok({ roles: demoProfile(state)?.roles ?? [], permissions: DEMO_PERMISSIONS }),
  ),
  [`GET ${USERS_PATHS.usersV3}`]: authenticated(usersV3),
  [`GET ${USERS_PATHS.usersRoles}`]: authenticated(usersRoles),
  [`GET ${ROLES_PATHS.roles}`]: authenticated(() => ok(DEMO_ROLES)),
  [`GET ${FLAGS_PATHS.flags}`]: () => ok(DEMO_FLAGS),
  [`GET ${ENTITLEMENTS_PATHS.userEntitlements}`]: authenticated((state, { now }) => {
    const profile = demoProfile(state)
    return profile ? ok(demoBundle(state, profile, now)) : fail(401, 'Unauthorized', 'ER-01001')
  }),
  [`POST ${ENTITLEMENTS_PATHS.vendorToken}`]: demoVendorToken,
}

/**
 * Answers one demo request. The API prefix is unknown here, so leading path segments are dropped
 * until a route matches; unknown paths answer 404 in the wire error shape, so a missing fixture shows.
 */
export function routeDemoRequest(state: DemoState, request: DemoRequest): DemoResponse {
  const method = request.method.toUpperCase()
  const segments = request.path.split('/').filter(Boolean)
  for (let start = 0; start < segments.length; start += 1) {
    const path = `/${segments.slice(start).join('/')}`
    const handler = ROUTES[`${method} ${path}`]
    if (handler) return handler(state, { ...request, path })
    const managed = routeEntitlementsManagement(state, { ...request, path })
    if (managed) return managed
  }
  return fail(404, `Demo mode has no answer for ${method} ${request.path}`)
}
