import type { ApiClient } from './client'
import type { PlanAssignment, UserEntitlementsResponseV2, VendorToken } from './types'

/** Paths of the entitlements calls (wire-api §5.16, management-api.tsv), shared with the demo. */
export const ENTITLEMENTS_PATHS = {
  userEntitlements: '/entitlements/api/v2/user-entitlements',
  vendorToken: '/auth/vendor',
  assignments: '/entitlements/resources/entitlements/v2',
  plans: '/entitlements/resources/plans/v1',
} as const

/** The signed-in user's entitlements bundle (features, plans and permission patterns). */
export function getUserEntitlements(client: ApiClient): Promise<UserEntitlementsResponseV2> {
  return client.get(ENTITLEMENTS_PATHS.userEntitlements)
}

/**
 * A vendor token for the management API, from the vendor's client id and secret. Management
 * calls are for the vendor's own tools and servers: never put the secret in a public page.
 */
export function getVendorToken(
  client: ApiClient,
  input: { clientId: string; secret: string },
): Promise<VendorToken> {
  return client.post(ENTITLEMENTS_PATHS.vendorToken, input)
}

/** Plan assignments (entitlements v2); needs a client holding a vendor token. */
export function getPlanAssignments(client: ApiClient): Promise<{ items: PlanAssignment[] }> {
  return client.get(ENTITLEMENTS_PATHS.assignments)
}

/** Assigns a plan to a tenant (or to one user of it), optionally until `expirationDate`. */
export function assignPlan(
  client: ApiClient,
  input: { planId: string; tenantId: string; userId?: string; expirationDate?: string },
): Promise<PlanAssignment> {
  return client.post(ENTITLEMENTS_PATHS.assignments, input)
}

/** Removes a plan assignment. */
export async function removePlanAssignment(client: ApiClient, id: string): Promise<void> {
  await client.delete(`${ENTITLEMENTS_PATHS.assignments}/${encodeURIComponent(id)}`)
}
