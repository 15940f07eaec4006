import { ENTITLEMENTS_PATHS } from '../api'
import { pageOf, WIRE_ERROR_CODES } from '../wire'
import { DEMO_PLANS } from './fixtures/entitlements'
import { DEMO_TENANT } from './fixtures/tenant'
import { fail, field, ok } from './http'
import { planAssignments } from './plan-assignments'
import { createDemoToken } from './token'
import type { PlanAssignment } from '../api'
import type { DemoModule } from './app'
import type { DemoHandler, DemoRequest, DemoResponse } from './router'

/** Everything on one page, as the server's management lists answer. */
const onePage = <T>(items: T[]) => pageOf(items, items.length, Math.max(1, items.length))

/** A plan assignment from a management `POST` body, or the 400 that refuses it. */
function parseAssignment({ body, now }: DemoRequest, id: string): PlanAssignment | DemoResponse {
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
  return { id, planId, tenantId, userId, expirationDate, createdAt: new Date(now).toISOString() }
}

/**
 * The vendor's side of entitlements: a vendor token for any non-empty client id and secret, and the
 * management endpoints (plans; list, assign and remove plan assignments) for vendor tokens. Among the
 * portal's modules: no sign-in step needs them, so the box's demo chunk does not carry them.
 */
export const entitlementsManagement: DemoModule = ({ state, startedAt, route }) => {
  const assignments = planAssignments(state, startedAt)
  const vendorTokens = new Set<string>()
  // As the server: no or an unknown token is 401; a signed-in user's token is 403.
  const vendorOnly =
    (handler: DemoHandler): DemoHandler =>
    (request) => {
      if (!request.token) return fail(401, 'Missing vendor token')
      if (vendorTokens.has(request.token)) return handler(request)
      if (state.tokens.has(request.token)) {
        return fail(403, 'Vendor token required', WIRE_ERROR_CODES.vendorTokenRequired)
      }
      return fail(401, 'Invalid or expired vendor token')
    }

  route('POST', ENTITLEMENTS_PATHS.vendorToken, ({ body, now }) => {
    const clientId = field(body, 'clientId')
    const secret = field(body, 'secret')
    if (typeof clientId !== 'string' || !clientId || typeof secret !== 'string' || !secret) {
      return fail(400, 'clientId and secret are required')
    }
    const token = createDemoToken({
      sub: clientId,
      type: 'vendorToken',
      iat: Math.floor(now / 1000),
    })
    vendorTokens.add(token)
    return ok({ token, expiresIn: 86_400 })
  })

  route(
    'GET',
    ENTITLEMENTS_PATHS.plans,
    vendorOnly(() =>
      ok(onePage(DEMO_PLANS.map(({ id, name, description }) => ({ id, name, description })))),
    ),
  )
  route(
    'GET',
    ENTITLEMENTS_PATHS.assignments,
    vendorOnly(() => ok(onePage(assignments))),
  )
  route(
    'POST',
    ENTITLEMENTS_PATHS.assignments,
    vendorOnly((request) => {
      const id = `entitlement-${assignments.length + 1}-${request.now.toString(36)}`
      const parsed = parseAssignment(request, id)
      if ('status' in parsed) return parsed
      assignments.push(parsed)
      return ok(parsed, 201)
    }),
  )
  route(
    'DELETE',
    `${ENTITLEMENTS_PATHS.assignments}/:id`,
    vendorOnly(({ params }) => {
      const index = assignments.findIndex((assignment) => assignment.id === params.id)
      if (index < 0) return fail(404, 'Entitlement not found')
      assignments.splice(index, 1)
      return ok({})
    }),
  )
}
