import { ENTITLEMENTS_PATHS } from '../api'
import { DEMO_FEATURES, DEMO_PLANS } from './fixtures/entitlements'
import { DEMO_TENANT } from './fixtures/tenant'
import { createDemoToken } from './token'
import type { PlanAssignment, UserEntitlementsResponseV2 } from '../api'
import type { DemoRequest, DemoResponse } from './routes'
import type { DemoState } from './state'

const MANAGEMENT = ENTITLEMENTS_PATHS.assignments
const PLANS = ENTITLEMENTS_PATHS.plans

const ok = (body: unknown, status = 200): DemoResponse => ({ status, body })
const fail = (status: number, message: string): DemoResponse => ({
  status,
  body: { errors: [message] },
})
const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined

const isActive = (assignment: PlanAssignment, now: number): boolean =>
  assignment.expirationDate === null || Date.parse(assignment.expirationDate) > now

/**
 * The signed-in user's bundle: every demo feature, the plans assigned to the demo tenant (or to
 * the user) that have not expired, and the user's permission keys.
 */
export function demoBundle(
  state: DemoState,
  user: { id: string; permissions: { key: string }[] },
  now: number,
): UserEntitlementsResponseV2 {
  const plans: UserEntitlementsResponseV2['plans'] = {}
  for (const assignment of state.assignments) {
    const forCaller = assignment.userId === null || assignment.userId === user.id
    if (assignment.tenantId === DEMO_TENANT.tenantId && forCaller && isActive(assignment, now)) {
      plans[assignment.planId] = { defaultTreatment: 'true' }
    }
  }
  const permissions: UserEntitlementsResponseV2['permissions'] = {}
  for (const permission of user.permissions) permissions[permission.key] = true
  return { features: DEMO_FEATURES, plans, permissions }
}

/** `POST /auth/vendor`: any non-empty client id and secret get a vendor token in demo mode. */
export function demoVendorToken(state: DemoState, { body, now }: DemoRequest): DemoResponse {
  const clientId = field(body, 'clientId')
  const secret = field(body, 'secret')
  if (typeof clientId !== 'string' || !clientId || typeof secret !== 'string' || !secret) {
    return fail(400, 'clientId and secret are required')
  }
  const token = createDemoToken({ sub: clientId, type: 'vendorToken', iat: Math.floor(now / 1000) })
  state.vendorTokens.add(token)
  return ok({ token, expiresIn: 86_400 })
}

const create = (state: DemoState, { body, now }: DemoRequest): DemoResponse => {
  const planId = field(body, 'planId')
  const tenantId = field(body, 'tenantId')
  const userId = field(body, 'userId') ?? null
  const expirationDate = field(body, 'expirationDate') ?? null
  if (typeof planId !== 'string' || !DEMO_PLANS.some((plan) => plan.id === planId)) {
    return fail(400, `planId must be one of ${DEMO_PLANS.map((plan) => plan.id).join(', ')}`)
  }
  if (tenantId !== DEMO_TENANT.tenantId) return fail(400, 'tenantId must be an existing tenant')
  if (userId !== null && typeof userId !== 'string') return fail(400, 'userId must be a string')
  if (
    expirationDate !== null &&
    (typeof expirationDate !== 'string' || Number.isNaN(Date.parse(expirationDate)))
  ) {
    return fail(400, 'expirationDate must be an ISO date')
  }
  const assignment: PlanAssignment = {
    id: `entitlement-${state.assignments.length + 1}-${now.toString(36)}`,
    planId,
    tenantId,
    userId,
    expirationDate,
    createdAt: new Date(now).toISOString(),
  }
  state.assignments.push(assignment)
  return ok(assignment, 201)
}

/** A management list in the server's shape: everything on one page. */
const page = <T>(items: T[]) => ({ items, _metadata: { totalItems: items.length, totalPages: 1 } })

/**
 * The management endpoints demo mode answers (management-api.tsv, service `entitlements`): list,
 * assign and remove plan assignments, and list plans. They take a vendor token only; a user's
 * token is refused. `null` when the path is not one of them.
 */
export function routeEntitlementsManagement(
  state: DemoState,
  request: DemoRequest,
): DemoResponse | null {
  const method = request.method.toUpperCase()
  const { path } = request
  const isAssignment = path === MANAGEMENT || path.startsWith(`${MANAGEMENT}/`)
  if (!isAssignment && path !== PLANS) return null
  // As the server: no or unknown token is 401; a signed-in user's token is 403.
  if (!request.token) return fail(401, 'Unauthorized')
  if (!state.vendorTokens.has(request.token)) return fail(403, 'Vendor token required')
  if (path === PLANS && method === 'GET') {
    return ok(page(DEMO_PLANS.map(({ id, name, description }) => ({ id, name, description }))))
  }
  if (path === MANAGEMENT && method === 'GET') return ok(page(state.assignments))
  if (path === MANAGEMENT && method === 'POST') return create(state, request)
  const id = decodeURIComponent(path.slice(MANAGEMENT.length + 1))
  if (method === 'DELETE' && id && !id.includes('/')) {
    const index = state.assignments.findIndex((assignment) => assignment.id === id)
    if (index < 0) return fail(404, 'Entitlement not found')
    state.assignments.splice(index, 1)
    return ok({})
  }
  return fail(405, `${method} is not allowed on ${path}`)
}
