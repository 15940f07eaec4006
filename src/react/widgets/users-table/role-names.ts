import type { UserV3 } from '../../../api/index'

/** Names of the user's roles in `tenantId` (the active tenant), else in the user's own tenant. */
export function roleNames(user: UserV3, tenantId: string | undefined): string[] {
  const tenants = Array.isArray(user.tenants) ? user.tenants : []
  const entry =
    tenants.find((tenant) => tenant.tenantId === tenantId) ??
    tenants.find((tenant) => tenant.tenantId === user.tenantId)
  return (entry?.roles ?? []).map((role) => role.name || role.key).filter(Boolean)
}
