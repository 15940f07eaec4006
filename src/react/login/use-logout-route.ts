import { useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { restoreSessionAtom, signOutAtom } from '../../atoms/index'
import { isLogoutRoute, replaceWithLoginRoute } from './logout-route'
import type { UrlStrategy } from './logout-route'

/** Callbacks around the logout route's sign-out (the element turns them into events). */
export interface LogoutRouteCallbacks {
  onSigningOut?: (() => void) | undefined
  onSignedOut?: (() => void) | undefined
}

/**
 * On `/account/logout`: signs out, then shows the login route in the address bar. The session restore
 * of the page's elements is awaited first, so the server sees the refresh before the logout and no
 * rotated refresh token survives. Returns true while this runs.
 */
export function useLogoutRoute(strategy: UrlStrategy, callbacks: LogoutRouteCallbacks): boolean {
  const [active, setActive] = useState(() => isLogoutRoute(strategy))
  const restore = useSetAtom(restoreSessionAtom)
  const signOut = useSetAtom(signOutAtom)
  const { onSigningOut, onSignedOut } = callbacks

  useEffect(() => {
    if (!active) return
    let mounted = true
    onSigningOut?.()
    void (async () => {
      await restore()
      await signOut()
      replaceWithLoginRoute(strategy)
      onSignedOut?.()
      if (mounted) setActive(false)
    })()
    return () => {
      mounted = false
    }
    // Runs once per arrival on the route; the callbacks are the element's stable controls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active])

  return active
}
