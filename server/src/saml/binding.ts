import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { getCookie, setCookie } from 'hono/cookie'
import { requestLifetimeMs } from './replay'
import type { ServerConfig } from '../config'
import type { Context } from 'hono'

/**
 * The cookie binding a SAML sign-in to the browser that started it (no login CSRF: a response
 * the attacker obtained for their own account, posted from the victim's browser, is refused).
 * The authorize route sets it in a top-level navigation (first party, so no third-party cookie
 * rule drops it); each AuthnRequest stores its hash; the ACS compares.
 */
export const SAML_BINDING_COOKIE = 'foyer_saml'

const VALUE = /^[A-Za-z0-9_-]{43}$/

/** SHA-256 (base64url) of a binding value: what `saml_requests.binding` holds. */
export const bindingDigest = (value: string): string =>
  createHash('sha256').update(value).digest('base64url')

/** Whether a stored binding digest is this browser's (constant time). */
export const sameBinding = (stored: string | null, browser: string | undefined): boolean =>
  stored !== null &&
  browser !== undefined &&
  stored.length === browser.length &&
  timingSafeEqual(Buffer.from(stored), Buffer.from(browser))

/**
 * The IdP's answer comes back as a cross-site top-level POST, which carries only `SameSite=None`
 * cookies, and those need `Secure`. Chromium accepts `Secure` from https and from loopback over
 * plain http (checked by test/e2e/sso-saml.test.ts), so that is the rule; on any other plain-http
 * origin the cookie is `Lax` and the ACS's same-origin bounce (`bouncePage`) brings it along.
 */
const attributes = (config: ServerConfig, path: string) => {
  const secure = new URL(config.issuer).protocol === 'https:' || config.insecureLocalhost
  return {
    path,
    httpOnly: true,
    secure,
    sameSite: (secure ? 'None' : 'Lax') as 'None' | 'Lax',
    maxAge: Math.ceil(requestLifetimeMs / 1000),
  }
}

/**
 * Binds this browser: keeps its binding value when it has one (sign-ins started in two tabs
 * both finish) or makes one, (re)sets the cookie for the request lifetime on `path` (the SAML
 * routes) and answers the digest to store with the AuthnRequest.
 */
export const bindBrowser = (c: Context, config: ServerConfig, path: string): string => {
  const current = getCookie(c, SAML_BINDING_COOKIE)
  const value =
    current !== undefined && VALUE.test(current) ? current : randomBytes(32).toString('base64url')
  setCookie(c, SAML_BINDING_COOKIE, value, attributes(config, path))
  return bindingDigest(value)
}

/** The digest of the binding cookie this request carries, if any. */
export const browserBinding = (c: Context): string | undefined => {
  const value = getCookie(c, SAML_BINDING_COOKIE)
  return value !== undefined && VALUE.test(value) ? bindingDigest(value) : undefined
}
