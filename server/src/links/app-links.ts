import { AUTH_ROUTES } from '../../../src/wire'
import type { AuthRouteKey } from '../../../src/wire'
import type { ServerConfig } from '../config'

/** What a link needs: the app's address and, when it routes by the fragment, `hash`. */
export type AppLinkConfig = Pick<ServerConfig, 'appUrl'> &
  Partial<Pick<ServerConfig, 'urlStrategy'>>

/**
 * A link into the host application (`FOYER_APP_URL`) at one of the spec's routes, where
 * `<login-box>` runs it: `appLink(config, 'activateUrl', { userId, token })` →
 * `https://app.example/account/activate?userId=…&token=…`, or, for an app that routes by the
 * fragment (FOYER_URL_STRATEGY=hash), `https://app.example/#/account/activate?userId=…`. Only our
 * own route keys and the configured app URL make a link, so no request can point a mailed link
 * elsewhere.
 */
export const appLink = (
  config: AppLinkConfig,
  route: AuthRouteKey,
  query: Record<string, string> = {},
): string => {
  const url = new URL(config.appUrl)
  const search = new URLSearchParams(query).toString()
  if (config.urlStrategy === 'hash') {
    url.hash = `${AUTH_ROUTES[route]}${search ? `?${search}` : ''}`
    return url.href
  }
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${AUTH_ROUTES[route]}`
  url.search = search
  return url.href
}

/**
 * Where an identity provider sends the browser back to the box's `route`: that route of the app,
 * or, for an app that routes by the fragment, Foyer's own `bounce` endpoint, which redirects to
 * the route with the provider's query in the fragment (a redirect URI cannot carry a fragment,
 * RFC 6749 §3.1.2, and a provider's query would land outside it).
 */
export const appRedirectUri = (config: AppLinkConfig, route: AuthRouteKey, bounce: string) =>
  config.urlStrategy === 'hash' ? bounce : appLink(config, route)

/** The query of a link from optional values: those given. */
export const definedQuery = (values: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
