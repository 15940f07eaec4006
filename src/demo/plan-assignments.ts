import { DEMO_DEFAULT_PLAN_ID } from './fixtures/entitlements'
import { DEMO_TENANT } from './fixtures/tenant'
import type { PlanAssignment } from '../api'
import type { DemoState } from './state'

const byState = new WeakMap<DemoState, PlanAssignment[]>()

/**
 * The plan assignments of one demo transport, shared by the user's bundle (`entitlements`) and the
 * management endpoints that change them (`entitlementsManagement`): the tenant starts on the default
 * plan from the moment the demo started.
 */
export function planAssignments(state: DemoState, startedAt: number): PlanAssignment[] {
  let assignments = byState.get(state)
  if (!assignments) {
    assignments = [
      {
        id: 'entitlement-1',
        planId: DEMO_DEFAULT_PLAN_ID,
        tenantId: DEMO_TENANT.tenantId,
        userId: null,
        expirationDate: null,
        createdAt: new Date(startedAt).toISOString(),
      },
    ]
    byState.set(state, assignments)
  }
  return assignments
}
