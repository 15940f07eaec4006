import { timingSafeEqual } from 'node:crypto'
import { getCookie, setCookie } from 'hono/cookie'
import { signWith } from './encryption'
import type { ServerConfig } from '../config'
import type { Context } from 'hono'

const purpose = 'remember mfa device'

/** One cookie per user, so two people sharing a browser each keep their own. */
export const rememberCookieName = (userId: string) => `foyer_mfa_${userId.replaceAll('-', '')}`

const payloadOf = (userId: string, version: number, expiresAtSeconds: number) =>
  `${userId}.${version}.${expiresAtSeconds}`

/**
 * Remembers this browser for the user's second factor: `<version>.<expiry>.<HMAC>`, the HMAC
 * (under a key derived from FOYER_ENCRYPTION_KEY) covering the user, the version of their
 * factors and the expiry. Any change of their factors raises the version and so revokes it.
 */
export const setRememberCookie = (
  c: Context,
  config: ServerConfig,
  input: { userId: string; factorsVersion: number; seconds: number; now: Date },
) => {
  const expiresAt = Math.floor(input.now.getTime() / 1000) + input.seconds
  const payload = payloadOf(input.userId, input.factorsVersion, expiresAt)
  const value = `${input.factorsVersion}.${expiresAt}.${signWith(config, purpose, payload)}`
  setCookie(c, rememberCookieName(input.userId), value, {
    path: config.apiPrefix === '' ? '/' : config.apiPrefix,
    httpOnly: true,
    secure: !config.insecureLocalhost || config.cookieSameSite === 'none',
    sameSite: config.cookieSameSite === 'none' ? 'None' : 'Lax',
    maxAge: input.seconds,
  })
}

/**
 * True when the request carries this user's remember cookie, signed for their current factors,
 * not expired, and the tenant's policy (`maxSeconds`) still allows that long a memory.
 */
export const isRememberedDevice = (
  c: Context,
  config: ServerConfig,
  input: { userId: string; factorsVersion: number; now: Date },
): boolean => {
  const value = getCookie(c, rememberCookieName(input.userId))
  const [version, expiry, signature] = value?.split('.') ?? []
  if (!version || !expiry || !signature) return false
  if (Number(version) !== input.factorsVersion) return false
  if (!/^\d+$/.test(expiry) || Number(expiry) * 1000 <= input.now.getTime()) return false
  const expected = signWith(
    config,
    purpose,
    payloadOf(input.userId, input.factorsVersion, Number(expiry)),
  )
  const given = Buffer.from(signature)
  const wanted = Buffer.from(expected)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}
