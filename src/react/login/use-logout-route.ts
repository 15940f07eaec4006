import { useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { restoreSessionAtom, signOutAtom } from '../../atoms/index'
import type { BoxRoutes } from '../../wire/index'
import type { UrlStrategy } from './logout-route'

/** Callbacks around the logout route's sign-out (the element turns them into events). */
export interface LogoutRouteCallbacks {
  onSigningOut?: (() => void) | undefined
  onSignedOut?: (() => void) | undefined
}

/**
 * On the logout route (`/account/logout`): signs out, then shows the login route in the address bar. The session restore
 * of the page's elements is awaited first, so the server sees the refresh before the logout and no
 * rotated refresh token survives. Returns true while this runs.
 */
export function useLogoutRoute(
  onRoute: boolean,
  strategy: UrlStrategy,
  routes: BoxRoutes,
  callbacks: LogoutRouteCallbacks,
): boolean {
  const [active, setActive] = useState(onRoute)
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
      // The address change: a chunk of its own, like the route.
      const { replaceWithLoginRoute } = await import('./logout-route')
      replaceWithLoginRoute(strategy, routes)
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
