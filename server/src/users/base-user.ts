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
  /** `scim2`: a provisioning connection (SCIM) manages the member in the active tenant. */
  managedBy: 'frontegg' | 'scim2'
  /** The name of the provisioning connection that manages the member, when `managedBy` is `scim2`. */
  scimConnectionName?: string
  tenantId: string
  tenantIds: string[]
  activatedForTenant: boolean
  isLocked: boolean
  metadata: string
  createdAt: Date
  lastLogin?: Date
  tenants: { tenantId: string; roles: RoleView[] }[]
  /** Set by the vendor: hidden from the lists of the tenants' members (only the vendor sees it). */
  invisible?: true
  /** Set by the vendor: holds the vendor's Admin role in each of their accounts. */
  superUser?: true
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
  /** The provisioning connection that manages the member in `tenantId`, if any (its name). */
  scimConnectionName?: string | null | undefined
}

/**
 * A user in the wire's base shape (local, unenrolled): managed by the account's administrators
 * (`frontegg`), or by the provisioning connection named by `scimConnectionName` (`scim2`).
 */
export const toBaseUserView = ({
  lastLogin,
  phoneNumber,
  scimConnectionName,
  ...user
}: BaseUserSource): BaseUserView => ({
  ...user,
  ...(phoneNumber ? { phoneNumber } : {}),
  sub: user.id,
  profilePictureUrl: null,
  mfaEnrolled: false,
  provider: 'local',
  ...(scimConnectionName
    ? { managedBy: 'scim2' as const, scimConnectionName }
    : { managedBy: 'frontegg' as const }),
  activatedForTenant: true,
  ...(lastLogin ? { lastLogin } : {}),
})
