import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { ServerConfig } from '../config'
import type { Context } from 'hono'

/** Name of the HttpOnly cookie carrying the refresh token. */
export const refreshCookieName = 'foyer_refresh'

/**
 * Name of the session hint: a cookie scripts may read, holding no secret ("1"), set and cleared
 * with the refresh cookie but on path `/`, so a page on the API's host knows without a request
 * that it has no session (`SESSION_HINT_COOKIE` in `src/atoms/session-hint.ts`): a signed-out
 * visitor's page then sends no refresh that answers 401 (a red line in every browser console).
 */
export const sessionHintCookieName = 'foyer_signed_in'

const attributes = (config: ServerConfig) => ({
  path: config.apiPrefix === '' ? '/' : config.apiPrefix,
  httpOnly: true,
  secure: !config.insecureLocalhost || config.cookieSameSite === 'none',
  sameSite: (config.cookieSameSite === 'none'
    ? 'None'
    : config.cookieSameSite === 'strict'
      ? 'Strict'
      : 'Lax') as 'None' | 'Strict' | 'Lax',
})

const hintAttributes = (config: ServerConfig) => ({
  ...attributes(config),
  path: '/',
  httpOnly: false,
})

/** Sets the refresh cookie (and the session hint); it lives as long as the session behind it. */
export const setRefreshCookie = (c: Context, config: ServerConfig, token: string) => {
  const maxAge = config.refreshTokenTtlSeconds
  setCookie(c, refreshCookieName, token, { ...attributes(config), maxAge })
  setCookie(c, sessionHintCookieName, '1', { ...hintAttributes(config), maxAge })
}

/** Clears the refresh cookie and the session hint. */
export const clearRefreshCookie = (c: Context, config: ServerConfig) => {
  deleteCookie(c, refreshCookieName, attributes(config))
  deleteCookie(c, sessionHintCookieName, hintAttributes(config))
}

/** The refresh token sent by the browser, if any. */
export const readRefreshCookie = (c: Context): string | undefined => {
  const value = getCookie(c, refreshCookieName)
  return value === undefined || value === '' ? undefined : value
}
