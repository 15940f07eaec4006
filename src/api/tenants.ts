import type { ApiClient } from './client'

/** Path of tenant switching (wire §5.7 row 1). */
export const TENANTS_PATHS = {
  switchTenant: '/identity/resources/users/v1/tenant',
} as const

/** What a switch asks for: the tenant, and whether the screens reload silently (spec §4.8). */
export interface SwitchTenantInput {
  tenantId: string
  silentReload?: boolean
}

/**
 * Moves the session to another of the user's tenants; the next token refresh issues tokens for it
 * (a tenant the user does not belong to is a 404).
 */
export async function switchTenant(client: ApiClient, input: SwitchTenantInput): Promise<void> {
  await client.put(TENANTS_PATHS.switchTenant, input)
}
