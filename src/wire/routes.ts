/**
 * The default authentication routes of the spec (doc 000 §2.1), by their configurable route key.
 * The server builds the links it mails from them (`FOYER_APP_URL` + route + query) and
 * `<login-box>` recognises them in the address bar, under any base path.
 */
export const AUTH_ROUTES = {
  authenticatedUrl: '/',
  loginUrl: '/account/login',
  stepUpUrl: '/account/step-up',
  logoutUrl: '/account/logout',
  activateUrl: '/account/activate',
  activateWithOTCUrl: '/account/activate/code',
  impersonationUrl: '/account/impersonate',
  acceptInvitationUrl: '/account/invitation/accept',
  acceptInvitationWithOTCUrl: '/account/invitation/code',
  forgetPasswordUrl: '/account/forget-password',
  resetPhoneNumberUrl: '/account/reset-phone-number',
  resetPasswordUrl: '/account/reset-password',
  socialLoginCallbackUrl: '/account/social/success',
  signUpUrl: '/account/sign-up',
  oidcRedirectUrl: '/account/oidc/callback',
  samlCallbackUrl: '/account/saml/callback',
  magicLinkCallbackUrl: '/account/login/magic-link',
  hostedLoginRedirectUrl: '/oauth/callback',
  openAppUrl: '/account/redirect',
  unlockAccountUrl: '/account/unlock',
  mfaMobileAuthenticatorUrl: '/account/mfa-mobile-authenticator',
} as const

/** A route key of {@link AUTH_ROUTES}. */
export type AuthRouteKey = keyof typeof AUTH_ROUTES

/**
 * Where a protected page keeps its address before sending the user to sign in (the stored
 * after-auth redirect, spec doc 000 §4.3); the box goes there once after the sign-in.
 */
export const AFTER_AUTH_REDIRECT_KEY = 'foyer:after-auth-redirect'

/** The spec's configurable route keys (doc 000 §2.1), each a `<login-box>` attribute and `routes` key. */
export type RouteKey =
  | 'loginUrl'
  | 'logoutUrl'
  | 'authenticatedUrl'
  | 'socialLoginCallbackUrl'
  | 'activateUrl'
  | 'activateWithOTCUrl'
  | 'hostedLoginRedirectUrl'
  | 'oidcRedirectUrl'
  | 'samlCallbackUrl'
  | 'magicLinkCallbackUrl'
  | 'signUpUrl'
  | 'signUpSuccessUrl'
  | 'stepUpUrl'
  | 'customLoginUrl'
  | 'customLoginAuthenticatedUrl'

/** The host's routes (`<login-box>`'s `routes` property, or its attributes): any subset. */
export type RouteSettings = Partial<Record<RouteKey, string>>

/** The keys without a default: none means the box decides (see {@link BoxRoutes}). */
type OptionalRouteKey = Exclude<RouteKey, AuthRouteKey>

/**
 * The box's routes: the spec's defaults with the host's settings. `signUpSuccessUrl` (where a new
 * account goes), `customLoginUrl` (a tenant's custom sign-in page; default the login route with
 * `?alias=`) and `customLoginAuthenticatedUrl` (where a custom sign-in goes) have none.
 */
export type BoxRoutes = Record<AuthRouteKey, string> & Partial<Record<OptionalRouteKey, string>>

/** The pages the host owns (authenticated, sign-up success): never a screen of the box. */
const HOST_PAGE = /uthenticatedUrl|SuccessUrl/

/** The spec's defaults with each setting given (blank ones ignored; attributes come trimmed). */
export const resolveRoutes = (settings: RouteSettings = {}): BoxRoutes => {
  const routes: Record<string, string> = { ...AUTH_ROUTES }
  for (const [key, value] of Object.entries(settings)) if (value?.trim()) routes[key] = value
  return routes as BoxRoutes
}

/** Which route (key) of `routes` a path is on, and the base path before it. */
export interface RouteMatch {
  route: AuthRouteKey | OptionalRouteKey | null
  base: string
}

/**
 * The route of a path under any base path (`/app/account/activate` is the activate route of an
 * app under `/app`), the longest route winning (`/account/activate/code` over
 * `/account/activate`). The host's own pages (authenticated, sign-up success) are no route.
 */
export const matchRoute = (path: string, routes: BoxRoutes): RouteMatch => {
  const trimmed = path.replace(/\/+$/, '')
  let found: RouteMatch = { route: null, base: '' }
  let longest = 0
  for (const [route, value] of Object.entries(routes)) {
    const routePath = value?.replace(/\/+$/, '') ?? ''
    if (HOST_PAGE.test(route) || !routePath.startsWith('/') || routePath.length <= longest) continue
    if (trimmed.endsWith(routePath)) {
      found = { route: route as RouteMatch['route'], base: trimmed.slice(0, -routePath.length) }
      longest = routePath.length
    }
  }
  return found
}
