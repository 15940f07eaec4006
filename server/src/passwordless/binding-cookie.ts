import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { isUuid } from '../http/uuid'
import { CODE_TTL_SECONDS } from '../one-time/secrets'
import type { ServerConfig } from '../config'
import type { Context } from 'hono'

/**
 * The wire's post-login sends only `{token}`, and a 6-digit code alone must not name an account.
 * So pre-login binds the code it issues to the browser that asked: an HttpOnly cookie carries the
 * id of that code (never the code), scoped to the passwordless paths, living as long as the code.
 * A browser that asked for nobody's code gets a cookie of the same shape naming no code, so the
 * answer never tells whether the account exists.
 */
export const bindingCookieName = 'foyer_passwordless'

const attributes = (config: ServerConfig) => ({
  path: `${config.apiPrefix}/identity/resources/auth/v1/passwordless`,
  httpOnly: true,
  secure: !config.insecureLocalhost || config.cookieSameSite === 'none',
  sameSite: (config.cookieSameSite === 'none'
    ? 'None'
    : config.cookieSameSite === 'strict'
      ? 'Strict'
      : 'Lax') as 'None' | 'Strict' | 'Lax',
})

/** Binds the code with this id to the browser (see above). */
export const setBindingCookie = (c: Context, config: ServerConfig, codeId: string) =>
  setCookie(c, bindingCookieName, codeId, { ...attributes(config), maxAge: CODE_TTL_SECONDS })

/** Forgets the binding (after a sign-in). */
export const clearBindingCookie = (c: Context, config: ServerConfig) =>
  deleteCookie(c, bindingCookieName, attributes(config))

/** The id of the code this browser asked for, if it sent a well-formed one. */
export const readBindingCookie = (c: Context): string | undefined => {
  const value = getCookie(c, bindingCookieName)
  return value !== undefined && isUuid(value) ? value : undefined
}
