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
 * so a host never sees a restored session flash by on its way out. With `tenantEvents`, also
 * `tenant-changed` when the signed-in user moves to another tenant (a switch from any element sharing
 * the store; a sign-in or sign-out is no tenant change).
 */
export function useSessionEvents(
  host: Element,
  store: FoyerStore | null,
  enabled: boolean,
  tenantEvents = false,
): SessionEventControls {
  const emitted = useRef<'signed-in' | 'signed-out' | null>(null)
  const held = useRef(false)
  const tenant = useRef<string[]>([])

  const check = useCallback(() => {
    if (!store) return
    const session = store.get(sessionAtom)
    if (tenantEvents) {
      const { user, activeTenant } = session
      const next = user ? [user.id, activeTenant?.tenantId ?? user.tenantId] : []
      const [userId, previousTenantId] = tenant.current
      if (next[1] && userId === next[0] && previousTenantId && previousTenantId !== next[1]) {
        emit(host, 'tenant-changed', { tenantId: next[1], previousTenantId })
      }
      tenant.current = next
    }
    if (!enabled || held.current) return
    if (session.status === 'signed-in' && session.user && emitted.current !== 'signed-in') {
      emitted.current = 'signed-in'
      emit(host, 'signed-in', { user: session.user })
    } else if (session.status === 'signed-out' && emitted.current === 'signed-in') {
      emitted.current = 'signed-out'
      emit(host, 'signed-out', {})
    }
  }, [host, store, enabled, tenantEvents])

  useEffect(() => {
    if (!store || !(enabled || tenantEvents)) return
    check()
    return store.sub(sessionAtom, check)
  }, [store, enabled, tenantEvents, check])

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
