import { ENTITLEMENTS_PATHS } from '../api'
import { DEMO_FEATURES } from './fixtures/entitlements'
import { DEMO_TENANT } from './fixtures/tenant'
import { fail, ok } from './http'
import { planAssignments } from './plan-assignments'
import { demoProfile } from './state'
import type { PlanAssignment, UserEntitlementsResponseV2 } from '../api'
import type { DemoModule } from './app'

const isActive = (assignment: PlanAssignment, now: number): boolean =>
  assignment.expirationDate === null || Date.parse(assignment.expirationDate) > now

/**
 * Entitlements: the signed-in user's bundle (every demo feature, the unexpired plans of the tenant
 * or the user, the user's permission keys). The vendor token and the management endpoints that
 * assign plans are `entitlementsManagement`, among the portal's modules.
 */
export const entitlements: DemoModule = ({ state, startedAt, route, signedIn }) => {
  const assignments = planAssignments(state, startedAt)
  route(
    'GET',
    ENTITLEMENTS_PATHS.userEntitlements,
    signedIn(({ now }) => {
      const user = demoProfile(state)
      if (!user) return fail(401, 'Invalid or expired access token')
      const plans: UserEntitlementsResponseV2['plans'] = {}
      for (const assignment of assignments) {
        const forCaller = assignment.userId === null || assignment.userId === user.id
        if (
          assignment.tenantId === DEMO_TENANT.tenantId &&
          forCaller &&
          isActive(assignment, now)
        ) {
          plans[assignment.planId] = { defaultTreatment: 'true' }
        }
      }
      const permissions: UserEntitlementsResponseV2['permissions'] = {}
      for (const permission of user.permissions) permissions[permission.key] = true
      return ok({ features: DEMO_FEATURES, plans, permissions })
    }),
  )
}
