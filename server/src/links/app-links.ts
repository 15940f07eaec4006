import { AUTH_ROUTES } from '../../../src/wire'
import type { AuthRouteKey } from '../../../src/wire'
import type { ServerConfig } from '../config'

/**
 * A link into the host application (`FOYER_APP_URL`) at one of the spec's routes, where
 * `<login-box>` runs it: `appLink(config, 'activateUrl', { userId, token })` →
 * `https://app.example/account/activate?userId=…&token=…`. Only our own route keys and the
 * configured app URL make a link, so no request can point a mailed link elsewhere.
 */
export const appLink = (
  config: Pick<ServerConfig, 'appUrl'>,
  route: AuthRouteKey,
  query: Record<string, string> = {},
): string => {
  const url = new URL(config.appUrl)
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${AUTH_ROUTES[route]}`
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  return url.href
}
