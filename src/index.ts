/**
 * Foyer for the browser: `defineElements()` registers `<login-box>`, `<admin-portal>` (its `configuration`
 * typed by `PortalConfiguration`), `<users-table>` and `<authorized-content>`; `getEntitlements()` answers feature and permission questions for pages without React; the types describe
 * their events (`FoyerEventMap`) and the data they carry. Importing this module touches no DOM.
 */
export * from './elements/index'
export type { FoyerUser, RouteKey, RouteSettings, Session } from './atoms/index'
export { ApiError } from './api/index'
export type { MessageId, MessageOverrides } from './i18n/index'
export {
  getEntitlements,
  switchDemoPlan,
  ENTITLEMENTS_CHANGED_EVENT,
  handleHostedLoginCallback,
  loginWithRedirect,
  logoutWithRedirect,
  HOSTED_LOGIN_VERIFIER_KEY,
  stepUp,
} from './host/index'
export type { StepUpOptions } from './host/index'
export type {
  EntitlementsOptions,
  HostEntitlements,
  HostOptions,
  HostedLoginOptions,
  EntitlementsChangedDetail,
} from './host/index'
export type { Role, Tenant, UserProfile, UserV3 } from './api/index'
export type {
  FieldAppearance,
  PortalConfiguration,
  PortalNavigationEntry,
  PortalPageKey,
  PortalVisibility,
  TabAppearance,
} from './wire/index'
