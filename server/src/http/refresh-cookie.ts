import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { ServerConfig } from '../config'
import type { Context } from 'hono'

/** Name of the HttpOnly cookie carrying the refresh token. */
export const refreshCookieName = 'foyer_refresh'

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

/** Sets the refresh cookie; it lives as long as the session behind it. */
export const setRefreshCookie = (c: Context, config: ServerConfig, token: string) =>
  setCookie(c, refreshCookieName, token, {
    ...attributes(config),
    maxAge: config.refreshTokenTtlSeconds,
  })

/** Clears the refresh cookie. */
export const clearRefreshCookie = (c: Context, config: ServerConfig) =>
  deleteCookie(c, refreshCookieName, attributes(config))

/** The refresh token sent by the browser, if any. */
export const readRefreshCookie = (c: Context): string | undefined => {
  const value = getCookie(c, refreshCookieName)
  return value === undefined || value === '' ? undefined : value
}
