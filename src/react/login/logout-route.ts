/** How the host page routes: by path, or by the `#` fragment (the query string is then ignored). */
export type UrlStrategy = 'path' | 'hash'

const LOGOUT_PATH = '/account/logout'
const LOGIN_PATH = '/account/login'
const logoutSuffix = /\/account\/logout\/?$/

const routePath = (strategy: UrlStrategy): string =>
  strategy === 'hash'
    ? (window.location.hash.slice(1).split('?')[0] ?? '')
    : window.location.pathname

/** Whether the page is on the logout route (spec §2.1), under any base path. */
export function isLogoutRoute(strategy: UrlStrategy): boolean {
  return routePath(strategy).replace(/\/+$/, '').endsWith(LOGOUT_PATH)
}

/** Replaces the logout route in the address bar with the login route, without a navigation. */
export function replaceWithLoginRoute(strategy: UrlStrategy): void {
  const url = new URL(window.location.href)
  if (strategy === 'hash') url.hash = routePath(strategy).replace(logoutSuffix, LOGIN_PATH)
  else url.pathname = url.pathname.replace(logoutSuffix, LOGIN_PATH)
  window.history.replaceState(window.history.state, '', url)
}
