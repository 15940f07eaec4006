/** The browser API layer: one client, typed calls per area, one error type. */
export { createApiClient, DEFAULT_API_PREFIX, DEFAULT_RETRY } from './client'
export type {
  ApiClient,
  ApiClientOptions,
  ApiLocation,
  ApiTransport,
  RequestOptions,
} from './client'
export { buildUrl, pathWith } from './build-url'
export type { Query, QueryValue } from './build-url'
export {
  GENERIC_ERROR_CODE,
  GENERIC_ERROR_MESSAGE,
  TOO_LARGE_MESSAGE,
  TRACE_ID_HEADER,
} from './constants'
export { ApiError, toApiError } from './errors'
export { errorFromResponse } from './error-from-response'
export type { ApiErrorInit } from './errors'
export type { FailedResponse } from './error-from-response'
export { isLegalHeaderValue } from './headers'
export {
  AUTH_PATHS,
  getAuthStrategies,
  getMe,
  getMyAuthorization,
  getMyTenants,
  getVendorConfig,
  login,
  logout,
  preLogin,
  refreshToken,
} from './auth'
export {
  createPasskeyOptions,
  deletePasskey,
  getPasskeys,
  PASSKEYS_PATHS,
  passkeyPostLogin,
  passkeyPreLogin,
  verifyNewPasskey,
} from './passkeys'
export type { PasskeyDevice, PasskeyDeviceType } from './passkeys'
export { PASSWORDLESS_PATHS, passwordlessPostLogin, passwordlessPreLogin } from './passwordless'
export type { PasswordlessRecipient, PasswordlessStrategy } from './passwordless'
export {
  assignPlan,
  ENTITLEMENTS_PATHS,
  getPlanAssignments,
  getUserEntitlements,
  getVendorToken,
  removePlanAssignment,
} from './entitlements'
export {
  CONFIGURATION_PATHS,
  getPasswordConfig,
  getPasswordRecoveryStrategies,
  getSignUpStrategies,
} from './configuration'
export type { PasswordRecoveryStrategy, SignUpStrategy } from './configuration'
export { FLAGS_PATHS, getFeatureFlags } from './flags'
export { getRoles, ROLES_PATHS } from './roles'
export { addUser, deleteUser, getUsersRoles, getUsersV3, USERS_PATHS } from './users'
export {
  deleteMyOtherSessions,
  deleteMySession,
  getCurrentSession,
  getMySessions,
  revokeUserSessions,
  SESSIONS_PATHS,
} from './sessions'
export type { SessionInfo } from './sessions'
export {
  API_TOKENS_PATHS,
  createAccessToken,
  createApiToken,
  deleteAccessToken,
  deleteApiToken,
  getAccessTokens,
  getApiTokens,
  MINUTES_PER_DAY,
  signInWithApiToken,
} from './api-tokens'
export type { AccessToken, ApiToken } from './api-tokens'
export type * from './types'
export { IMPERSONATION_PATHS, impersonate } from './impersonation'
export type { ImpersonateInput, ImpersonationSession } from './impersonation'
