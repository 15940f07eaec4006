/**
 * The SSO page's paths in demo mode (the same as `api/sso-configurations.ts`'s, written out so
 * the demo's first chunk shares no module with the page's).
 */
export const SSO_DEMO_PATHS = {
  configurations: '/team/resources/sso/v1/configurations',
  passwordSignIn: '/team/resources/sso/v1/configurations/password-sign-in',
  oidcDiscovery: '/team/resources/sso/v1/configurations/oidc/discovery',
  oidc: '/team/resources/sso/v1/oidc/configurations',
} as const
