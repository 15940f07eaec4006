import type { RoleView } from '../roles/repository'

/** The fields every wire user shares (`IBaseGetUserResponse`), as this server fills them. */
export interface BaseUserView {
  id: string
  sub: string
  /** Null for an account signed up with a phone number only. */
  email: string | null
  /** E.164, when the account has a phone number. */
  phoneNumber?: string
  name: string
  profilePictureUrl: string | null
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
  tenants: { tenantId: string; roles: RoleView[] }[]
}

/** What a stored user and its tenants give; the rest is the same for every local user. */
export interface BaseUserSource {
  id: string
  email: string | null
  phoneNumber?: string | null | undefined
  name: string
  verified: boolean
  metadata: string
  createdAt: Date
  lastLogin: Date | null | undefined
  isLocked: boolean
  tenantId: string
  tenantIds: string[]
  tenants: BaseUserView['tenants']
}

/** A user in the wire's base shape (no MFA, SSO or SCIM yet: local, unenrolled, ours). */
export const toBaseUserView = ({
  lastLogin,
  phoneNumber,
  ...user
}: BaseUserSource): BaseUserView => ({
  ...user,
  ...(phoneNumber ? { phoneNumber } : {}),
  sub: user.id,
  profilePictureUrl: null,
  mfaEnrolled: false,
  provider: 'local',
  managedBy: 'frontegg',
  activatedForTenant: true,
  ...(lastLogin ? { lastLogin } : {}),
})
