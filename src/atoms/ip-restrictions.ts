import { atom } from 'jotai/vanilla'
import { toApiError } from '../api'
import {
  bulkCreateIpRestrictions,
  createIpRestriction,
  deleteIpRestriction,
  getIpRestrictionConfig,
  getIpRestrictions,
  getMyIp,
  saveIpRestrictionConfig,
  verifyIpInAllowList,
} from '../api/ip-restrictions'
import { apiClientAtom, configAtom } from './config'
import { createMutation } from './mutation'
import { bumpSecurityRevisionAtom } from './security-revision'
import { createServerList } from './server-list'
import { sessionKeyAtom } from './session-key'
import { withFreshToken } from './session-refresh'
import type { ApiError } from '../api'
import type { IpRestriction, IpRestrictionConfig, NewIpRestriction } from '../api/ip-restrictions'
import type { ServerList } from './server-list'
import type { SessionKey } from './session-key'
import type { Getter, Setter } from 'jotai/vanilla'

/** The IP restriction list's atoms: filtered by address or description. */
export type IpRestrictionList = ServerList<IpRestriction, 'createdAt', { text: string }>

/** Page sizes of the spec (§9): 10 by fallback, 50 in demo mode. */
export const IP_PAGE_SIZE = { live: 10, demo: 50 } as const

const listOf = (pageSize: number): IpRestrictionList =>
  createServerList({
    defaultQuery: { page: 0, pageSize, sortBy: 'createdAt', order: 'ASC', filter: { text: '' } },
    maxPageSize: IP_PAGE_SIZE.demo,
    fetchPage: (client, query) =>
      getIpRestrictions(client, {
        page: query.page,
        pageSize: query.pageSize,
        filter: query.filter.text.trim(),
      }),
  })

const lists = { live: listOf(IP_PAGE_SIZE.live), demo: listOf(IP_PAGE_SIZE.demo) }

/** The list of this store: 50 to a page in demo mode, 10 otherwise. */
export const ipRestrictionListAtom = atom((get) => (get(configAtom).demo ? lists.demo : lists.live))

/** The switch and the caller's address as the server sees it, for the session's tenant. */
export interface IpSettingsState {
  status: 'idle' | 'loading' | 'ready' | 'error'
  config: IpRestrictionConfig | null
  /** Null while unknown (the server could not tell, or the call failed). */
  myIp: string | null
  error: ApiError | null
}

const IDLE: IpSettingsState = { status: 'idle', config: null, myIp: null, error: null }
const cellAtom = atom<{ key: SessionKey; state: IpSettingsState }>({ key: null, state: IDLE })

/** The settings of the current session's tenant (idle under any other session). */
export const ipSettingsAtom = atom((get) => {
  const cell = get(cellAtom)
  return cell.key === get(sessionKeyAtom) ? cell.state : IDLE
})

const putSettings = (get: Getter, set: Setter, change: Partial<IpSettingsState>) => {
  set(cellAtom, { key: get(sessionKeyAtom), state: { ...get(ipSettingsAtom), ...change } })
}

/** Loads the switch and the caller's address; an answer of another session is dropped. */
export const loadIpSettingsAtom = atom(null, async (get, set): Promise<void> => {
  const key = get(sessionKeyAtom)
  if (key === null) return
  const before = get(ipSettingsAtom)
  set(cellAtom, { key, state: { ...before, status: 'loading', error: null } })
  try {
    const client = () => get(apiClientAtom)
    const [config, me] = await Promise.all([
      withFreshToken(get, set, () => getIpRestrictionConfig(client())),
      getMyIp(client()).catch(() => null),
    ])
    if (get(sessionKeyAtom) !== key) return
    set(cellAtom, { key, state: { status: 'ready', config, myIp: me?.ip ?? null, error: null } })
  } catch (error) {
    if (get(sessionKeyAtom) !== key) return
    set(cellAtom, { key, state: { ...before, status: 'error', error: toApiError(error) } })
  }
})

/** After any accepted change: the list shows it and the security center reloads (spec §4.8). */
const changed = (get: Getter, set: Setter) => {
  void set(get(ipRestrictionListAtom).reloadAtom)
  set(bumpSecurityRevisionAtom)
}

/** Adds one entry. */
export const addIpMutation = createMutation<NewIpRestriction, IpRestriction>({
  run: (client, entry) => createIpRestriction(client, entry),
  onSuccess: changed,
})

/** Adds several entries (all or none). */
export const bulkAddIpMutation = createMutation<NewIpRestriction[], number>({
  run: async (client, entries) => {
    await bulkCreateIpRestrictions(client, entries)
    return entries.length
  },
  onSuccess: changed,
})

/** Removes an entry by id. */
export const deleteIpMutation = createMutation<string, string>({
  run: async (client, id) => {
    await deleteIpRestriction(client, id)
    return id
  },
  onSuccess: changed,
})

/** Turns the restriction on or off, or changes its list. */
export const saveIpConfigMutation = createMutation<IpRestrictionConfig, IpRestrictionConfig>({
  run: (client, config) => saveIpRestrictionConfig(client, config),
  onSuccess: (get, set, config) => {
    putSettings(get, set, { config })
    set(bumpSecurityRevisionAtom)
  },
})

/**
 * "Add my IP" (spec §5): an allow entry described 'My IP' for the caller's address (unless an
 * active allow entry holds it already), then the allow list turned on.
 */
export const addMyIpMutation = createMutation<string, IpRestrictionConfig>({
  run: async (client, ip) => {
    if (!(await verifyIpInAllowList(client))) {
      await createIpRestriction(client, { ip, strategy: 'ALLOW', description: 'My IP' })
    }
    return saveIpRestrictionConfig(client, { isActive: true, strategy: 'ALLOW' })
  },
  onSuccess: (get, set, config) => {
    putSettings(get, set, { config })
    changed(get, set)
  },
})
