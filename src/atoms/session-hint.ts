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
  try {
    return (
      new URL(baseUrl, location.href).hostname === location.hostname &&
      !new RegExp(`(^|;\\s*)${SESSION_HINT_COOKIE}=`).test(document.cookie)
    )
  } catch {
    // No page (Node) or no URL to read: nothing is known, so the refresh is sent.
    return false
  }
}
