import { useEffect } from 'react'

/** Delay before the post-sign-in navigation (spec doc 000 §4.3). */
const AUTH_NAVIGATION_DELAY_MS = 200

/**
 * After an interactive sign-in, goes to `url` (already checked to be on this origin). Never navigates to
 * the page it is on, so a box on its own authenticated page cannot loop.
 */
export function useAuthenticatedRedirect(signedIn: boolean, url: string | undefined): void {
  useEffect(() => {
    if (!signedIn || !url) return
    const timer = setTimeout(() => {
      if (new URL(url, window.location.href).href !== window.location.href)
        window.location.assign(url)
    }, AUTH_NAVIGATION_DELAY_MS)
    return () => clearTimeout(timer)
  }, [signedIn, url])
}
