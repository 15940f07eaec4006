import { isLockedAt } from '../auth/lockout'
import { loadTenantsAndAuthorizations } from './profile-query'
import type { Db } from '../db/database'
import type { PermissionView, RoleView } from '../roles/repository'
import type { TenantView } from '../tenants/repository'
import type { UserRecord } from './repository'

/** The signed-in user's profile (`IUserProfile`) inside the active tenant. */
export interface UserProfile {
  id: string
  sub: string
  email: string
  name: string
  profilePictureUrl: null
  verified: boolean
  mfaEnrolled: boolean
  provider: 'local'
  managedBy: 'frontegg'
  tenantId: string
  tenantIds: string[]
  activatedForTenant: boolean
  isLocked: boolean
  metadata: string
  createdAt: Date
  lastLogin?: Date
  roles: RoleView[]
  permissions: PermissionView[]
  tenants: { tenantId: string; roles: RoleView[] }[]
}

/** A profile with the tenants it was built from. */
export interface LoadedProfile {
  profile: UserProfile
  tenants: TenantView[]
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
  const { tenants, authorizations } = await loadTenantsAndAuthorizations(db, user.id, vendorId)
  const tenantId =
    tenants.find((tenant) => tenant.tenantId === preferredTenantId)?.tenantId ??
    tenants[0]?.tenantId
  if (tenantId === undefined) return undefined
  const active = authorizations.get(tenantId)
  const profile: UserProfile = {
    id: user.id,
    sub: user.id,
    email: user.email,
    name: user.name,
    profilePictureUrl: null,
    verified: user.verified,
    mfaEnrolled: false,
    provider: 'local',
    managedBy: 'frontegg',
    tenantId,
    tenantIds: tenants.map((tenant) => tenant.tenantId),
    activatedForTenant: true,
    isLocked: isLockedAt(user.lockedUntil, now),
    metadata: user.metadata,
    createdAt: user.createdAt,
    ...(user.lastLogin ? { lastLogin: user.lastLogin } : {}),
    roles: active?.roles ?? [],
    permissions: active?.permissions ?? [],
    tenants: tenants.map((tenant) => ({
      tenantId: tenant.tenantId,
      roles: authorizations.get(tenant.tenantId)?.roles ?? [],
    })),
  }
  return { profile, tenants }
}
