/**
 * Redirect URIs of native applications (RFC 8252), for PUBLIC clients only: PKCE (mandatory
 * here) is what protects their codes, since another app could claim the same scheme or port.
 */

/** Loopback IP literals whose port a native app picks at run time (RFC 8252 §7.3). */
const loopbackLiterals = new Set(['127.0.0.1', '[::1]'])

/** Schemes that are never an app's own, whatever their shape. */
const reservedSchemes = new Set(['http:', 'https:', 'javascript:', 'data:', 'file:', 'blob:'])

/**
 * Whether `value` is a private-use URI scheme redirect (RFC 8252 §7.1): a reverse domain name
 * scheme (it holds a dot, like `com.example.app:/callback`), no authority-less trickery such as
 * `javascript:`, no fragment and no user info.
 */
export const isPrivateUseRedirect = (value: string): boolean => {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  const scheme = url.protocol
  return (
    !reservedSchemes.has(scheme) &&
    /^[a-z][a-z0-9+-]*(\.[a-z0-9+-]+)+:$/.test(scheme) &&
    url.hash === '' &&
    url.username === '' &&
    url.password === '' &&
    !value.includes('#')
  )
}

/** The refusal for a confidential client registering native URIs, or undefined. */
export const nativeRedirectRefusal = (
  clientType: 'public' | 'confidential',
  uris: readonly string[],
): string | undefined => {
  if (clientType === 'public') return undefined
  const native = uris.find(isPrivateUseRedirect)
  return native === undefined
    ? undefined
    : `${native} is a native app's redirect URI, allowed for public clients only`
}

/** The parts of a loopback URI that must match exactly (all but the port). */
const loopbackShape = (value: string) => {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' || !loopbackLiterals.has(url.hostname)) return undefined
  if (url.username !== '' || url.password !== '' || value.includes('#')) return undefined
  return `${url.hostname}${url.pathname}${url.search}`
}

/**
 * Whether `given` is one of `registered`: exactly, or, for a public client, a registered
 * loopback IP redirect (`http://127.0.0.1/path`, `http://[::1]/path`) with any port (RFC 8252
 * §7.3; path and query still exact). A confidential client's URIs match exactly only.
 */
export const redirectUriRegistered = (
  client: { clientType: 'public' | 'confidential'; redirectUris: readonly string[] },
  given: string,
): boolean => {
  if (client.redirectUris.includes(given)) return true
  if (client.clientType !== 'public') return false
  const shape = loopbackShape(given)
  return shape !== undefined && client.redirectUris.some((uri) => loopbackShape(uri) === shape)
}
