/**
 * The server's session hint (`foyer_signed_in`, set and cleared with the HttpOnly refresh cookie,
 * path `/`, no secret in it): see `server/src/http/refresh-cookie.ts`.
 */
export const SESSION_HINT_COOKIE = 'foyer_signed_in'

/**
 * True only when this page can tell for sure that the server at `baseUrl` holds no session for
 * it: the API is on this page's host (cookies ignore ports, and the hint is a host-only cookie of
 * the API's host, so the page reads it exactly then) and the hint is absent. The restore then
 * skips the refresh whose 401 every browser prints in red. On another host the page cannot see
 * the hint and the refresh is sent as before; the wire's refresh keeps its 401 either way.
 */
export function knownSignedOut(baseUrl: string): boolean {
  if (typeof document === 'undefined' || typeof location === 'undefined') return false
  let api: URL
  try {
    api = new URL(baseUrl, location.href)
  } catch {
    return false
  }
  if (api.hostname !== location.hostname) return false
  return !document.cookie
    .split(';')
    .some((pair) => pair.trim().startsWith(`${SESSION_HINT_COOKIE}=`))
}
