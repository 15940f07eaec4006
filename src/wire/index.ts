/**
 * The wire protocol's shapes, keys, limits and defaults, shared by the browser API layer, the demo
 * transport and the server so none of them keeps a copy. Browser-safe: no DOM, no Node, and it
 * imports nothing of ours.
 */
export { WIRE_ERROR_CODES } from './error-codes'
export type { WireErrorCode } from './error-codes'
export { isWireError, wireError } from './errors'
export type { WireErrorBody } from './errors'
export { clampPageSize, DEFAULT_SORT_ORDER, PAGE_SIZE, pageOf, SORT_ORDERS } from './paging'
export type { Page, PageMetadata, SortOrder } from './paging'
export { DEFAULT_USER_SORT, EMAIL_MAX_LENGTH, USER_FILTER_PRESETS, USER_SORT_KEYS } from './users'
export type { UsersFilterPreset, UsersSortBy } from './users'
export { AFTER_AUTH_REDIRECT_KEY, AUTH_ROUTES, matchRoute, resolveRoutes } from './routes'
export type { BoxRoutes, RouteKey, RouteMatch, RouteSettings } from './routes'
export type { AuthRouteKey } from './routes'
export { DEMO_MESSAGE_EVENT } from './demo-messages'
export type { DemoMessage } from './demo-messages'
export { OPTIONAL_PASSWORD_TESTS, passwordRuleResults } from './password-rules'
export type {
  OptionalPasswordTest,
  PasswordComplexity,
  PasswordRuleResults,
} from './password-rules'
export {
  DEFAULT_PORTAL_NAVIGATION,
  PORTAL_FIELDS,
  PORTAL_PAGE_KEYS,
  PORTAL_TABS,
} from './portal-navigation'
export type {
  FieldAppearance,
  PortalConfiguration,
  PortalFieldKey,
  PortalFieldsPage,
  PortalNavigationEntry,
  PortalPageKey,
  PortalTabbedPage,
  PortalTabKey,
  PortalVisibility,
  TabAppearance,
} from './portal-navigation'
export {
  isReadPermission,
  missingPermissionMessage,
  permissionCatalogue,
  permissionName,
  vendorRoles,
} from './permissions'
export type { PermissionDefinition, RoleDefinition } from './permissions'
export {
  INSIGHTS,
  RECOMMENDATION_SEVERITIES,
  RECOMMENDATIONS,
  SECURITY_CATEGORIES,
  SECURITY_THRESHOLDS,
} from './security-center'
export type {
  Insight,
  InsightCode,
  InsightsAnswer,
  Recommendation,
  RecommendationCode,
  RecommendationFix,
  RecommendationRule,
  RecommendationSeverity,
  RecommendationsAnswer,
  SecurityCategory,
  SecurityMetadata,
} from './security-center'
export {
  assessInsights,
  assessRecommendations,
  failedChecks,
  pointsLost,
  securityMetadata,
} from './security-assessment'
export type { SecurityFacts } from './security-assessment'
export {
  domainMatches,
  EMAIL_DOMAIN_RESTRICTIONS_MAX,
  emailDomainOf,
  EMPTY_ALLOW_LIST_MESSAGE,
  normaliseEmailDomain,
} from './email-domains'
export type {
  EmailDomainListType,
  EmailDomainRestriction,
  EmailDomainRestrictionConfig,
} from './email-domains'
export {
  EMAIL_DOMAIN_REFUSAL_REASON,
  emailDomainRefusalMessage,
  isEmailDomainRefusal,
} from './email-domain-refusal'
export type { EmailDomainRefusal } from './email-domain-refusal'
