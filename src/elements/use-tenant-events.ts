import { useEffect, useRef } from 'react'
import { sessionAtom } from '../atoms/index'
import { emit } from './emit'
import type { FoyerStore, Session } from '../atoms/index'

const tenantOf = (session: Session): string | null =>
  session.status === 'signed-in'
    ? (session.activeTenant?.tenantId ?? session.user?.tenantId ?? null)
    : null

/**
 * Emits `tenant-changed` when the store's signed-in user moves to another tenant (a switch from any
 * element sharing the store, or a session restored into another tenant by the same sign-in). A sign-in
 * or sign-out is not a tenant change: those have their own events.
 */
export function useTenantEvents(host: Element, store: FoyerStore | null, enabled: boolean): void {
  const last = useRef<{ userId: string; tenantId: string } | null>(null)
  useEffect(() => {
    if (!store || !enabled) return
    const check = () => {
      const session = store.get(sessionAtom)
      const tenantId = tenantOf(session)
      const userId = session.user?.id
      if (!tenantId || !userId) {
        if (session.status === 'signed-out') last.current = null
        return
      }
      const previous = last.current
      last.current = { userId, tenantId }
      if (previous && previous.userId === userId && previous.tenantId !== tenantId) {
        emit(host, 'tenant-changed', { tenantId, previousTenantId: previous.tenantId })
      }
    }
    check()
    return store.sub(sessionAtom, check)
  }, [host, store, enabled])
}
