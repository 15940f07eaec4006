import { atom } from 'jotai/vanilla'
import { assignApps, getApplications, getTenantAppIds, unassignApps } from '../api/app-access'
import { appAccessVersionAtom } from './app-access-version'
import { apiClientAtom } from './config'
import { createMutation } from './mutation'
import { sessionKeyAtom } from './session-key'
import type { Application } from '../api/app-access'

/**
 * The applications offered to the current tenant, the only ones its members can be given: empty
 * when the vendor has none but the default (the per-user action is then hidden), `null` when
 * they cannot be read. Fetched again when the session or tenant changes.
 */
export const tenantAppsAtom = atom(async (get): Promise<Application[] | null> => {
  get(sessionKeyAtom)
  const client = get(apiClientAtom)
  try {
    const ids = await getTenantAppIds(client)
    if (ids.length === 0) return []
    const apps = await getApplications(client, ids)
    return apps.filter((app) => ids.includes(app.id))
  } catch {
    return null
  }
})

/** One member's change of applications: those to give and those to take. */
export interface UserAppsChange {
  userId: string
  tenantId: string
  add: string[]
  remove: string[]
}

/** Saves a member's applications (give, then take); the column reads again afterwards. */
export const userAppsMutation = createMutation<UserAppsChange, null>({
  run: async (client, { userId, tenantId, add, remove }) => {
    if (add.length > 0) await assignApps(client, { userId, tenantId, appIds: add })
    if (remove.length > 0) await unassignApps(client, { userId, tenantId, appIds: remove })
    return null
  },
  onSuccess: (get, set) => set(appAccessVersionAtom, get(appAccessVersionAtom) + 1),
})
