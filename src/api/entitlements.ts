import type { ApiClient } from './client'
import type { UserEntitlementsResponseV2 } from './types'

/** Paths of the entitlements calls (wire-api §5.16), shared with the demo handler. */
export const ENTITLEMENTS_PATHS = {
  userEntitlements: '/entitlements/api/v2/user-entitlements',
} as const

/** The signed-in user's entitlements bundle (features, plans and permission patterns). */
export function getUserEntitlements(client: ApiClient): Promise<UserEntitlementsResponseV2> {
  return client.get(ENTITLEMENTS_PATHS.userEntitlements)
}
