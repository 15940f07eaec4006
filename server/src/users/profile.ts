import { isLockedAt } from '../auth/lockout'
import { loadTenantsAndAuthorizations } from '../profile/repository'
import { toBaseUserView } from './base-user'
import type { Db } from '../db/database'
import type { PermissionView, RoleView } from '../roles/repository'
import type { TenantView } from '../tenants/repository'
import type { BaseUserView } from './base-user'
import type { UserRecord } from './repository'

/** The signed-in user's profile (`IUserProfile`) inside the active tenant. */
export interface UserProfile extends BaseUserView {
  roles: RoleView[]
  permissions: PermissionView[]
}

/** A profile with the tenants it was built from. */
export interface LoadedProfile {
  profile: UserProfile
  tenants: TenantView[]
  /** The membership's access version in the profile's tenant, for the access token's `av`. */
  accessVersion: string | undefined
}

/**
 * Builds the profile of `user` in `preferredTenantId` when the user is an enabled member of it,
 * else in their first tenant; undefined when they belong to no enabled tenant.
 */
export const loadUserProfile = async (
  db: Db,
  user: UserRecord,
  preferredTenantId: string | null,
  vendorId: string,
  now: Date,
): Promise<LoadedProfile | undefined> => {
  const loaded = await loadTenantsAndAuthorizations(db, user.id, vendorId)
  const { tenants, authorizations } = loaded
  const tenantId =
    tenants.find((tenant) => tenant.tenantId === preferredTenantId)?.tenantId ??
    tenants[0]?.tenantId
  if (tenantId === undefined) return undefined
  const active = authorizations.get(tenantId)
  const profile: UserProfile = {
    ...toBaseUserView({
      id: user.id,
      email: user.email,
      phoneNumber: user.phoneNumber,
      name: user.name,
      verified: user.verified,
      metadata: user.metadata,
      createdAt: user.createdAt,
      lastLogin: user.lastLogin,
      isLocked: isLockedAt(user.lockedUntil, now),
      tenantId,
      tenantIds: tenants.map((tenant) => tenant.tenantId),
      tenants: tenants.map((tenant) => ({
        tenantId: tenant.tenantId,
        roles: authorizations.get(tenant.tenantId)?.roles ?? [],
      })),
    }),
    roles: active?.roles ?? [],
    permissions: active?.permissions ?? [],
    ...(user.superUser === true ? { superUser: true as const } : {}),
  }
  return { profile, tenants, accessVersion: loaded.accessVersions.get(tenantId) }
}
