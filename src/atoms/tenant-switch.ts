import { atom } from 'jotai/vanilla'
import { toApiError } from '../api'
import { switchTenant } from '../api/tenants'
import { apiClientAtom, configAtom } from './config'
import { establishSession } from './session'
import { clearSession, refreshExclusively, withFreshToken } from './session-refresh'
import { sessionStateAtom } from './session-state'
import { tabTenant } from './tab-tenant'
import type { ApiError } from '../api'

/**
 * Where a tenant switch is. `silent`: the screens stay and reload their data in place; otherwise
 * the portal shows a full loading state until the new tenant's session is in (spec §4.8).
 */
export interface TenantSwitchState {
  status: 'idle' | 'switching' | 'error'
  /** The tenant asked for (while switching, and after a failure). */
  tenantId: string | null
  silent: boolean
  error: ApiError | null
}

/** No switch under way. */
export const IDLE_TENANT_SWITCH: TenantSwitchState = {
  status: 'idle',
  tenantId: null,
  silent: true,
  error: null,
}

const switchStateAtom = atom<TenantSwitchState>(IDLE_TENANT_SWITCH)

/** The current tenant switch (read-only). */
export const tenantSwitchAtom = atom((get) => get(switchStateAtom))

/** Forgets a failed switch's error (its notice was dismissed). */
export const dismissTenantSwitchErrorAtom = atom(null, (get, set) => {
  if (get(switchStateAtom).status === 'error') set(switchStateAtom, IDLE_TENANT_SWITCH)
})

/**
 * Switches the signed-in user to another of their tenants: with a tenant per tab, the tab keeps it
 * first (as the vendor client does); the server moves the session; the token is refreshed for the
 * new tenant and the profile and tenants reloaded. The session's key changes, so every element of
 * the store reloads its data for the new tenant and emits `tenant-changed`. Resolves true when
 * the new tenant is active. A refusal leaves the session where it was; a refresh the server
 * refuses ends it (the session is gone).
 */
export const switchTenantAtom = atom(
  null,
  async (get, set, input: { tenantId: string; silent?: boolean }): Promise<boolean> => {
    const session = get(sessionStateAtom)
    if (session.status !== 'signed-in' || get(switchStateAtom).status === 'switching') return false
    const current = session.activeTenant?.tenantId ?? session.user?.tenantId
    if (input.tenantId === current) return true
    const silent = input.silent ?? true
    set(switchStateAtom, { status: 'switching', tenantId: input.tenantId, silent, error: null })
    const perTab = get(configAtom).sessionPerTenant === true
    const previousTabTenant = tabTenant()
    if (perTab) tabTenant(input.tenantId)
    try {
      await withFreshToken(get, set, () =>
        switchTenant(get(apiClientAtom), { tenantId: input.tenantId, silentReload: silent }),
      )
    } catch (error) {
      if (perTab) tabTenant(previousTabTenant)
      const failure = toApiError(error)
      set(switchStateAtom, { status: 'error', tenantId: input.tenantId, silent, error: failure })
      return false
    }
    try {
      const response = await refreshExclusively(get)
      await establishSession(get, set, response)
      set(switchStateAtom, IDLE_TENANT_SWITCH)
      return true
    } catch (error) {
      const failure = toApiError(error)
      if (failure.status === 401) clearSession(get, set)
      set(switchStateAtom, { status: 'error', tenantId: input.tenantId, silent, error: failure })
      return false
    }
  },
)
