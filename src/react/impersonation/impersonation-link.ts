import type { UrlStrategy } from '../login/logout-route'

/**
 * Reads the vendor's token of an impersonation link (`/account/impersonate?userId=…&reason=…
 * #actorToken=…`) and takes it out of the address bar at once, so it stays out of the history. In
 * path mode the token travels in the fragment, which no server sees; in hash mode (the fragment
 * holds the route) in the route's query. Without one, the signed-in member acts with their own
 * session.
 */
export function readImpersonationToken(strategy: UrlStrategy): { actorToken: string | undefined } {
  const url = new URL(window.location.href)
  const fragment = url.hash.slice(1)
  const source = new URLSearchParams(
    strategy === 'path' ? fragment : (fragment.split('?')[1] ?? ''),
  )
  const actorToken = source.get('actorToken') ?? undefined
  if (actorToken !== undefined) {
    if (strategy === 'path') url.hash = ''
    else {
      source.delete('actorToken')
      const rest = source.toString()
      url.hash = `${fragment.split('?')[0] ?? ''}${rest ? `?${rest}` : ''}`
    }
    window.history.replaceState(window.history.state, '', url)
  }
  return { actorToken }
}
