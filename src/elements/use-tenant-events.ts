import { useEffect } from 'react'
import { sessionAtom } from '../atoms/index'
import { emit } from './emit'
import type { FoyerStore } from '../atoms/index'

/**
 * Emits `tenant-changed` when the store's signed-in user moves to another tenant (a switch from any
 * element sharing the store). A sign-in or sign-out is not a tenant change: those have their own
 * events, and the remembered user and tenant are forgotten with the session.
 */
export function useTenantEvents(host: Element, store: FoyerStore | null, enabled: boolean): void {
  useEffect(() => {
    if (!store || !enabled) return
    let last: string[] = []
    const check = () => {
      const { user, activeTenant } = store.get(sessionAtom)
      const next = user ? [user.id, activeTenant?.tenantId ?? user.tenantId] : []
      const [userId, previousTenantId] = last
      if (next[1] && userId === next[0] && previousTenantId && previousTenantId !== next[1]) {
        emit(host, 'tenant-changed', { tenantId: next[1], previousTenantId })
      }
      last = next
    }
    check()
    return store.sub(sessionAtom, check)
  }, [host, store, enabled])
}
