/** The browser state layer: jotai atoms per feature, one store per base URL + app id. */
export { apiClientAtom, configAtom } from './config'
export type { FoyerConfig } from './config'
export { getFoyerStore } from './store'
export type { FoyerStore } from './store'
export type { FoyerUser } from './foyer-user'
export { decodeJwtClaims } from './jwt'
export type { AccessTokenClaims } from './jwt'
export { sessionAtom } from './session-state'
export type { Session } from './session-state'
export { restoreSessionAtom, signOutAtom } from './session'
export type { LoginError, LoginState, LoginStep } from './login-state'
export {
  authStrategiesAtom,
  loginAtom,
  preLoginAtom,
  preloadPreLogin,
  resetLoginAtom,
  SSO_REDIRECT_DELAY_MS,
} from './login'
export type { AuthConfig } from './login'
export { loginWithPasswordAtom } from './login-password'
export { allowSignupsAtom, passwordPolicyAtom } from './configuration'
export type { PasswordPolicyLoad } from './configuration'
export {
  finishMagicLinkAtom,
  loginWithCodeAtom,
  loginWithMagicLinkAtom,
  MAGIC_LINK_SUCCESS_MS,
  sendPasswordlessAtom,
  strategyOfStep,
} from './passwordless'
export { answerQuickLoginOfferAtom, quickSmsLoginAtom } from './quick-login'
export { QUICK_LOGIN_MARKER, quickLoginOfferAtom, readQuickLoginPhone } from './quick-login-state'
export { sessionKeyAtom } from './session-key'
export type { SessionKey } from './session-key'
export { demoSignInAtom } from './demo-sign-in'
export type { DemoSignIn } from './demo-sign-in'
export { recheckServerAtom, SERVER_CHECK_TIMEOUT_MS, serverCheckAtom } from './server-check'
export type { ServerCheck } from './server-check'
export { createServerList } from './server-list'
export type { ListQueryChange, ServerList, ServerListOptions } from './server-list'
export { IDLE_LIST } from './server-list-state'
export type { ListQuery, ListState, SortOrder } from './server-list-state'
export { createMutation, IDLE_MUTATION } from './mutation'
export type { Mutation, MutationOptions, MutationState } from './mutation'
export { DEFAULT_USERS_QUERY, MAX_USERS_PAGE_SIZE } from './users-state'
export type { UsersFilter, UsersQuery, UsersState } from './users-state'
export { usersList } from './users'
export { decideAccess, holdsPermission, permissionMatches } from './entitlements-access'
export type { AccessDecision, AccessRequirement } from './entitlements-access'
export {
  entitlementsAtom,
  entitlementsSettledAtom,
  reloadEntitlementsAtom,
  syncEntitlementsAtom,
} from './entitlements'
export { entitlementsCheckAtom } from './entitlements-check'
export type { EntitlementsCheck } from './entitlements-check'
export type { EntitlementsState, EntitlementsStatus } from './entitlements-state'
export { ENTITLEMENTS_CHANGED_EVENT } from './entitlements-watch'
export type { EntitlementsChangedDetail } from './entitlements-watch'
export { featureFlagsAtom, isFeatureFlagOn, loadFeatureFlagsAtom } from './flags'
export type { FeatureFlagsState } from './flags'
export { completeHostedLoginAtom, startHostedLoginAtom } from './hosted-login'
export type { HostedLoginRequest } from './hosted-login'
export { HOSTED_LOGIN_VERIFIER_KEY } from './hosted-login-storage'
export type { RouteKey, RouteSettings } from '../wire/routes'
