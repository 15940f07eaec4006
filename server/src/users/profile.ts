import { isLockedAt } from '../auth/lockout'
import { userAuthorization } from '../roles/repository'
import { listUserTenants } from '../tenants/repository'
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

/** Builds the profile of `user` in `tenantId`; the caller has checked the membership. */
export const loadUserProfile = async (
  db: Db,
  user: UserRecord,
  tenantId: string,
  vendorId: string,
  now: Date,
): Promise<LoadedProfile> => {
  const tenants = await listUserTenants(db, user.id, vendorId)
  const perTenant = await Promise.all(
    tenants.map(async (tenant) => ({
      tenantId: tenant.tenantId,
      authorization: await userAuthorization(db, user.id, tenant.tenantId, vendorId),
    })),
  )
  const active = perTenant.find((entry) => entry.tenantId === tenantId)?.authorization
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
    tenants: perTenant.map((entry) => ({
      tenantId: entry.tenantId,
      roles: entry.authorization.roles,
    })),
  }
  return { profile, tenants }
}
