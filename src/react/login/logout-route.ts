import { matchRoute } from '../../wire/index'
import type { BoxRoutes } from '../../wire/index'

/** How the host page routes: by path, or by the `#` fragment (the query string is then ignored). */
export type UrlStrategy = 'path' | 'hash'

const routePath = (strategy: UrlStrategy): string =>
  strategy === 'hash'
    ? (window.location.hash.slice(1).split('?')[0] ?? '')
    : window.location.pathname

/** Replaces the logout route in the address bar with the login route, without a navigation. */
export function replaceWithLoginRoute(strategy: UrlStrategy, routes: BoxRoutes): void {
  const url = new URL(window.location.href)
  const login = matchRoute(routePath(strategy), routes).base + routes.loginUrl
  if (strategy === 'hash') url.hash = login
  else url.pathname = login
  window.history.replaceState(window.history.state, '', url)
}
