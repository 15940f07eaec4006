import { matchRoute } from '../wire/routes'
import type { BoxRoutes } from '../wire/routes'

/**
 * Where the box goes after a sign-in (spec doc 000 §4.3, §4.4, §5): pure rules, loaded with the
 * post-sign-in navigation only (`react/login/go-after-sign-in.ts` reads the page and acts).
 */

/** What the choice depends on. */
export interface AfterSignInInput {
  routes: BoxRoutes
  strategy: 'path' | 'hash'
  /** The page's address. */
  here: string
  /** The login route's `redirectUrl` query. */
  redirectUrl: string | null
  /** The stored after-auth redirect (a protected page kept it before sending the user to sign in). */
  stored: string | null
  /** The query a failed step-up kept (its flag set), to go back to the step-up route with. */
  stepUp: string | null
  /** The account was just created (sign-up, or a new social-login user). */
  newUser: boolean
  /** This was a tenant's custom sign-in page (`?alias=`). */
  customLogin: boolean
  /** That tenant's landing URL (`applicationUrl`, saved on its custom-login tab). */
  landing: string | undefined
  /** The host set `authenticatedUrl` (else the box goes there only from one of its routes). */
  authenticatedUrlSet: boolean
  /** Origins besides this one a redirect may go to (same-site enforcement, spec §5). */
  allowedOrigins: readonly string[]
}

/** Where to go (`null`: stay), and the console warnings for refused addresses. */
export interface AfterSignInChoice {
  url: string | null
  warnings: string[]
}

/** A route's address in the page's strategy, under the current base path. */
export const routeHref = (
  here: URL,
  strategy: 'path' | 'hash',
  base: string,
  path: string,
  query: string,
): string => {
  const target = `${base}${path}${query ? `?${query}` : ''}`
  return strategy === 'hash' ? new URL(`#${target}`, here).href : new URL(target, here).href
}

/** The routes a sign-in never goes back to: sign-in, sign-up, logout, callbacks, activation. */
const NOT_AFTER: ReadonlySet<string> = new Set([
  'loginUrl',
  'customLoginUrl',
  'signUpUrl',
  'logoutUrl',
  'socialLoginCallbackUrl',
  'oidcRedirectUrl',
  'samlCallbackUrl',
  'magicLinkCallbackUrl',
  'hostedLoginRedirectUrl',
  'activateUrl',
  'activateWithOTCUrl',
  'openAppUrl',
])

/**
 * The address of a page the host names (`authenticatedUrl`, a `redirectUrl`): in hash mode a path
 * is a route of this page (`/settings` is `#/settings`).
 */
export const pageHref = (target: string, strategy: 'path' | 'hash', here: string): string =>
  new URL(strategy === 'hash' && /^\/(?!\/)/.test(target) ? `#${target}` : target, here).href

/** The route path of an address in the page's strategy. */
const routePathOf = (url: URL, strategy: 'path' | 'hash') =>
  strategy === 'hash' ? (url.hash.slice(1).split('?')[0] ?? '') : url.pathname

/**
 * The first address that may be followed, in the spec's order: a failed step-up's route, the
 * login route's `redirectUrl`, the stored after-auth redirect, the sign-up-success page for a new
 * account, the tenant's landing URL and `customLoginAuthenticatedUrl` after a custom sign-in, then
 * the authenticated URL. An address on another origin than this one or an allowed one is refused
 * with a warning; one on the box's sign-in, sign-up, logout, callback or activation routes, or
 * this very page, is skipped, so a sign-in page never sends the user back to itself.
 */
export function chooseAfterSignIn(input: AfterSignInInput): AfterSignInChoice {
  const { routes, strategy } = input
  const here = new URL(input.here)
  const warnings: string[] = []
  const { route: current, base } = matchRoute(routePathOf(here, strategy), routes)
  const follow = (name: string, candidate: string | null | undefined): string | null => {
    if (!candidate) return null
    let url: URL
    try {
      url = new URL(pageHref(candidate, strategy, here.href))
    } catch {
      return null
    }
    const web = url.protocol === 'https:' || url.protocol === 'http:'
    if (!web || (url.origin !== here.origin && !input.allowedOrigins.includes(url.origin))) {
      warnings.push(
        `Foyer: ignoring ${name} "${candidate}": its origin is neither this page's nor an allowed one.`,
      )
      return null
    }
    if (url.href === here.href) return null
    const route = matchRoute(routePathOf(url, strategy), routes).route
    if (url.origin === here.origin && route && NOT_AFTER.has(route)) return null
    return url.href
  }
  const stepUp =
    input.stepUp !== null ? routeHref(here, strategy, base, routes.stepUpUrl, input.stepUp) : null
  const choice =
    stepUp ??
    follow('redirectUrl', input.redirectUrl) ??
    follow('the stored redirect', input.stored) ??
    (input.newUser ? follow('signUpSuccessUrl', routes.signUpSuccessUrl) : null) ??
    (input.customLogin
      ? (follow("the tenant's applicationUrl", input.landing) ??
        follow('customLoginAuthenticatedUrl', routes.customLoginAuthenticatedUrl))
      : null) ??
    (input.authenticatedUrlSet || current !== null
      ? follow('authenticatedUrl', routes.authenticatedUrl)
      : null)
  return { url: choice, warnings }
}
