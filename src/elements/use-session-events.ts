import { useCallback, useEffect, useMemo, useRef } from 'react'
import { sessionAtom } from '../atoms/index'
import { emit } from './emit'
import type { FoyerStore } from '../atoms/index'

/** Controls a screen has over its element's session events. */
export interface SessionEventControls {
  /** An explicit sign-out began (the logout route): hold session events until `signedOut()`. */
  signingOut: () => void
  /** The explicit sign-out finished: emits `signed-out` unless it was already emitted. */
  signedOut: () => void
}

/**
 * Emits `signed-in` when the store's session becomes signed in (also after a restore on reload) and
 * `signed-out` when it ends. While the logout route runs, nothing is emitted but its final `signed-out`,
 * so a host never sees a restored session flash by on its way out.
 */
export function useSessionEvents(
  host: Element,
  store: FoyerStore | null,
  enabled: boolean,
): SessionEventControls {
  const emitted = useRef<'signed-in' | 'signed-out' | null>(null)
  const held = useRef(false)

  const check = useCallback(() => {
    if (!store || !enabled || held.current) return
    const session = store.get(sessionAtom)
    if (session.status === 'signed-in' && session.user && emitted.current !== 'signed-in') {
      emitted.current = 'signed-in'
      emit(host, 'signed-in', { user: session.user })
    } else if (session.status === 'signed-out' && emitted.current === 'signed-in') {
      emitted.current = 'signed-out'
      emit(host, 'signed-out', {})
    }
  }, [host, store, enabled])

  useEffect(() => {
    if (!store || !enabled) return
    check()
    return store.sub(sessionAtom, check)
  }, [store, enabled, check])

  return useMemo(
    () => ({
      signingOut: () => {
        held.current = true
      },
      signedOut: () => {
        held.current = false
        if (!enabled || emitted.current === 'signed-out') return
        emitted.current = 'signed-out'
        emit(host, 'signed-out', {})
      },
    }),
    [host, enabled],
  )
}
