import { useEffect, useRef, useState } from 'react'
import type { ApiClient } from '../../api/index'
import type { BoxRouter } from './box-router'

/** Delay before the post-sign-in navigation (spec doc 000 §4.3). */
const AUTH_NAVIGATION_DELAY_MS = 200

/** What the post-sign-in navigation needs besides the router. */
export interface AfterSignInSettings {
  /** The host set an authenticated URL (else the box leaves only from one of its routes). */
  authenticatedUrlSet: boolean
  /** The box's API client (a custom sign-in page asks for its tenant's landing URL). */
  client: ApiClient
}

/**
 * After a sign-in (`active`), goes where the spec's rules say (`go-after-sign-in.ts`, loaded then):
 * the `redirectUrl`, the stored redirect, the authenticated URL… Answers `true` while it may
 * leave, `false` once it stays (nowhere to go), so the box hides its signed-in view meanwhile.
 */
export function useAuthenticatedRedirect(
  active: boolean,
  router: BoxRouter,
  settings: AfterSignInSettings,
): boolean {
  const [stayed, setStayed] = useState(false)
  // Read when the navigation runs: it runs once per sign-in, not again on each later move.
  const latest = useRef({ router, settings })
  useEffect(() => {
    latest.current = { router, settings }
  })
  useEffect(() => {
    if (!active) return
    let live = true
    const timer = setTimeout(() => {
      void import('./go-after-sign-in')
        // A box gone meanwhile (its page replaced it) leaves nothing.
        .then(
          ({ goAfterSignIn }) =>
            live && goAfterSignIn(latest.current.router, latest.current.settings),
        )
        .then((left) => live && !left && setStayed(true))
    }, AUTH_NAVIGATION_DELAY_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [active])
  return active && !stayed
}
