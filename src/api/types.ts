/**
 * Wire types of the HTTP API (wire-api.md §5), named after the `@frontegg/rest-api` 7.x types they
 * mirror. Dates travel as ISO strings over JSON, so they are typed `string` here.
 */

import type { SortOrder, UsersFilterPreset, UsersSortBy } from '../wire'
import type { MfaDevices } from './mfa'

/** HTTP methods the client sends. */
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Value of the `frontegg-source` request header (`RequestSource`). */
export type RequestSource = 'login-box' | 'admin-portal'

/** Main authentication strategies (`AuthStrategyEnum`). */
export type AuthStrategy =
  | 'EmailAndPassword'
  | 'MagicLink'
  | 'Code'
  | 'NoLocalAuthentication'
  | 'SmsCode'
  | 'WebAuthN'
  | 'UsernameAndPassword'
  | 'UsernameAndMagicLink'
  | 'UsernameAndCode'
  | 'UsernameAndSms'

/** Secondary authentication strategies (`SecondaryAuthStrategy`). */
export type SecondaryAuthStrategy =
  | 'WebAuthnPlatform'
  | 'WebAuthnCrossPlatform'
  | 'SmsCode'
  | 'SmsCodeV2'
  | 'Passkeys'
  | 'UsernameAndPassword'
  | 'UsernameAndMagicLink'
  | 'UsernameAndCode'
  | 'UsernameAndSms'

/** Machine-to-machine token kind (`MachineToMachineAuthStrategy`). */
export type MachineToMachineAuthStrategy = 'ClientCredentials' | 'AccessToken'

/** Users v3 sort keys, sort orders, presets, pages and the error body: the wire module's. */
export type { Page, SortOrder, UsersFilterPreset, UsersSortBy, WireErrorBody } from '../wire'

/** Who manages a user (`UserManagedByEnum`). */
export type UserManagedBy = 'frontegg' | 'scim2'

/** Public vendor configuration (`IVendorConfig`). */
export interface VendorConfig {
  allowSignups: boolean
  allowNotVerifiedUsersLogin: boolean
  apiTokensEnabled: boolean
  forcePermissions: boolean
  authStrategy: AuthStrategy
  machineToMachineAuthStrategy: MachineToMachineAuthStrategy
  /** Whether users may change their own email address (Foyer's; absent means yes). */
  allowEmailChange?: boolean
}

/** Public authentication strategies (`IAuthStrategiesConfig`). */
export interface AuthStrategiesConfig {
  secondaryAuthStrategies: { strategy: SecondaryAuthStrategy; isActive: boolean }[]
  mainAuthStrategies: { strategy: AuthStrategy }[]
}

/** SSO pre-login answer (`IPreLoginWithIdpTypeResponse`). */
export interface PreLoginResult {
  address: string
  idpType: 'saml' | 'oidc'
  addressType?: 'sso' | 'external'
}

/** A role (`IRole`). */
export interface Role {
  id: string
  key: string
  isDefault: boolean
  name: string
  description?: string | null
  permissions: string[]
  tenantId?: string
  vendorId: string
  level?: number
  createdAt: string
  updatedAt: string
}

/** A permission as seen by team members (`ITeamUserPermission`). */
export interface UserPermission {
  description: string
  fePermission: boolean
  id: string
  key: string
  name: string
  roleIds: string[]
  createdAt: string
  updatedAt: string
  categoryId: string
}

/** A user's roles in one tenant (`IUserTenantData`). */
export interface UserTenantData {
  tenantId: string
  roles: Role[]
}

/** User fields shared by the user lists and the profile (`IBaseGetUserResponse`). */
export interface BaseUser {
  id: string
  /** Null for an account signed up with a phone number only (it has `phoneNumber`). */
  email: string | null
  name: string
  profileImage?: string
  profilePictureUrl?: string | null
  sub: string
  verified: boolean
  mfaEnrolled: boolean
  mfaBypass?: boolean
  phoneNumber?: string
  provider?: string
  tenantId: string
  tenantIds: string[]
  activatedForTenant?: boolean
  isLocked?: boolean
  tenants: UserTenantData[]
  managedBy?: UserManagedBy
  /** The provisioning connection (SCIM) that manages the member, when `managedBy` is `scim2`. */
  scimConnectionName?: string
  invisible?: true
  superUser?: true
  metadata: string
  createdAt?: string
  lastLogin?: string
  subAccountAccessAllowed?: boolean
  temporaryExpirationDate?: string
  isDisabled?: boolean
}

/** A user in the users v3 list (`IUsersV3Data`). */
export type UserV3 = BaseUser

/** The signed-in user's profile (`IUserProfile`). */
export interface UserProfile extends BaseUser {
  roles: Role[]
  rolesIds?: string[]
  permissions: UserPermission[]
  groups?: { id: string; roles?: Role[] }[]
}

/** Answer of login and token refresh (`ILoginResponse`). Our server never sends `refreshToken`. */
export interface LoginResponse extends Partial<UserProfile> {
  mfaRequired: boolean
  accessToken: string
  refreshToken?: string
  expires: string
  exp?: number
  expiresIn: number
  mfaToken?: string
  /** With `mfaRequired`: false when the MFA policy makes the user enrol a factor first. */
  mfaEnrolled?: boolean
  /** With `mfaRequired`: the user's factors (`UserMFADevicesResponse`). */
  mfaDevices?: MfaDevices
  /** With `mfaRequired`: the second factors the user may use or enrol (MFAStrategyEnum). */
  mfaStrategies?: string[]
  /** After the first enrolment: shown once, it removes the factors when the device is lost. */
  recoveryCode?: string
  emailVerified?: boolean
  redirectLocation?: string
  userEmail?: string
  isBreachedPassword?: boolean
  amr?: string[]
  acr?: string
  auth_time?: number
  passwordExpiresIn?: number
  notificationPeriod?: number
  /** A sign-in stopped for a new password (breached or expired): the token that sets it. */
  resetPasswordToken?: string
  /** With an expired password: the rotation's period in days. */
  rotationPeriod?: number
  userId?: string
}

/** A tenant the user belongs to (`ITenantsResponse`). */
export interface Tenant {
  id: string
  name: string
  deletedAt: null
  metadata: unknown
  tenantId: string
  vendorId: string
  isReseller: boolean
  createdAt: string
  updatedAt: string
  address?: string
  timezone?: string
  dateFormat?: string
  timeFormat?: string
  currency?: string
  logo?: string
  logoUrl?: string
}

/** Answer of the current user's tenants (v1 / v3). */
export interface MyTenants {
  tenants: Tenant[]
  activeTenant: Tenant
}

/** The current user's authorization (`/users/v1/me/authorization`). */
export interface UserAuthorization {
  permissions: UserPermission[]
  roles: Role[]
}

/** Query of the users v3 list (`ISearchUserQueryParamsV3`). `_offset` is a page index. */
export interface UsersV3Query {
  _limit?: number
  _offset?: number
  ids?: string
  _sortBy?: UsersSortBy
  _order?: SortOrder
  _email?: string
  _tenantId?: string
  _includeSubTenants?: boolean
  _preset?: UsersFilterPreset
  _maxInactiveSeconds?: number
}

/** Body of adding a user (`IAddUser`); the client adds `provider: 'local'`. */
export interface AddUserInput {
  email: string
  name?: string
  phone?: string
  roleIds: string[]
  /** A temporary member: it leaves the account this many seconds after it is added. */
  expirationInSeconds?: number
}

/** A user as the team calls answer it (`ITeamUser`): the list's fields plus role ids and roles. */
export interface TeamUser extends UserV3 {
  vendorId: string
  roleIds: string[]
  roles: Role[]
}

/** One user's role ids (`/users/v3/roles`). */
export interface UserRoles {
  vendorId: string
  tenantId: string
  userId: string
  roleIds: string[]
}

/** The user's entitlements bundle (`UserEntitlementsResponseV2`): the engine's bundle shape. */
export type { EntitlementsBundle as UserEntitlementsResponseV2 } from '../entitlements'

/** A feature flag's state on the wire (`GET /flags`); only `'on'` counts as enabled. */
export type FeatureFlagValue = 'on' | 'off'

/** The admin feature flags (`GET /flags`). */
export type FeatureFlags = Record<string, FeatureFlagValue>

/** Answer of `POST /auth/vendor`: a token for the management API. */
export interface VendorToken {
  token: string
  /** Seconds the token lives. */
  expiresIn: number
}

/** A plan assigned to a tenant or one of its users (management entitlements v2). */
export interface PlanAssignment {
  id: string
  planId: string
  tenantId: string
  userId: string | null
  /** ISO date after which the assignment no longer counts; `null` for never. */
  expirationDate: string | null
  createdAt: string
}
