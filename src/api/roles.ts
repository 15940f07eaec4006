import type { ApiClient } from './client'
import type { Role } from './types'

/** Paths of the role calls (wire-api §5.5), shared with the demo handler. */
export const ROLES_PATHS = {
  roles: '/identity/resources/roles/v1',
} as const

/** The roles of the caller's tenant. */
export function getRoles(client: ApiClient): Promise<Role[]> {
  return client.get(ROLES_PATHS.roles)
}
