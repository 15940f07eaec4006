import type { SameSite } from './environment'

/** The cookies of a `Cookie` header, by name (the first of a repeated name wins). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=')
    if (index < 1) continue
    const name = part.slice(0, index).trim()
    if (cookies.has(name)) continue
    try {
      cookies.set(name, decodeURIComponent(part.slice(index + 1).trim()))
    } catch {
      // A value that is not valid percent-encoding is not one of ours.
    }
  }
  return cookies
}

/** How the helper's cookies are set: HttpOnly, Path=/, SameSite from the environment. */
export interface CookieOptions {
  sameSite: SameSite
  /** Secure: always with SameSite=None (browsers demand it), else on an https app. */
  secure: boolean
}

const sameSiteName = { strict: 'Strict', lax: 'Lax', none: 'None' } as const

/** A `Set-Cookie` value; `maxAgeSeconds` 0 deletes the cookie. */
export function serializeCookie(
  name: string,
  value: string,
  maxAgeSeconds: number,
  options: CookieOptions,
): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    'HttpOnly',
    `SameSite=${sameSiteName[options.sameSite]}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
  ]
  if (options.secure || options.sameSite === 'none') parts.push('Secure')
  return parts.join('; ')
}
