import { atom } from 'jotai/vanilla'
import { toApiError } from '../api'
import {
  createProvisioningConnection,
  deleteProvisioningConnection,
  getGroupMappings,
  getProvisioningConnections,
  rotateProvisioningToken,
  saveGroupMappings,
  setProvisioningSync,
} from '../api/provisioning'
import { apiClientAtom } from './config'
import { createMutation } from './mutation'
import { sessionKeyAtom } from './session-key'
import { withFreshToken } from './session-refresh'
import type { ApiError } from '../api'
import type {
  GroupMapping,
  NewProvisioningConnection,
  ProvisioningConnection,
  ProvisioningSecret,
} from '../api/provisioning'
import type { SessionKey } from './session-key'
import type { Getter, Setter } from 'jotai/vanilla'

/** The session tenant's provisioning connections. */
export interface ProvisioningState {
  status: 'idle' | 'loading' | 'ready' | 'error'
  connections: ProvisioningConnection[]
  error: ApiError | null
}

const IDLE: ProvisioningState = { status: 'idle', connections: [], error: null }
const cellAtom = atom<{ key: SessionKey; state: ProvisioningState }>({ key: null, state: IDLE })

/** The connections of the current session's tenant (idle under any other session). */
export const provisioningAtom = atom((get) => {
  const cell = get(cellAtom)
  return cell.key === get(sessionKeyAtom) ? cell.state : IDLE
})

const put = (get: Getter, set: Setter, change: Partial<ProvisioningState>) => {
  set(cellAtom, { key: get(sessionKeyAtom), state: { ...get(provisioningAtom), ...change } })
}

const edit = (
  get: Getter,
  set: Setter,
  id: string,
  change: (connection: ProvisioningConnection) => ProvisioningConnection | null,
) => {
  const connections = get(provisioningAtom).connections.flatMap((connection) => {
    if (connection.id !== id) return [connection]
    const changed = change(connection)
    return changed ? [changed] : []
  })
  put(get, set, { connections })
}

/** Loads the connections; an answer of another session is dropped. */
export const loadProvisioningAtom = atom(null, async (get, set): Promise<void> => {
  const key = get(sessionKeyAtom)
  if (key === null) return
  set(cellAtom, { key, state: { ...get(provisioningAtom), status: 'loading', error: null } })
  try {
    const connections = await withFreshToken(get, set, () =>
      getProvisioningConnections(get(apiClientAtom)),
    )
    if (get(sessionKeyAtom) !== key) return
    set(cellAtom, { key, state: { status: 'ready', connections, error: null } })
  } catch (error) {
    if (get(sessionKeyAtom) !== key) return
    put(get, set, { status: 'error', error: toApiError(error) })
  }
})

/** Creates a connection: its token is in the answer only; the list is read again. */
export const createConnectionMutation = createMutation<
  NewProvisioningConnection,
  ProvisioningSecret
>({
  run: (client, input) => createProvisioningConnection(client, input),
  onSuccess: (_get, set) => void set(loadProvisioningAtom),
})

/** Turns a connection's sync on or off, at once on screen (undone if the server refuses). */
export const syncMutation = createMutation<{ id: string; on: boolean }, boolean>({
  run: async (client, { id, on }) => {
    await setProvisioningSync(client, id, on)
    return on
  },
  optimistic: (get, set, { id, on }) => {
    edit(get, set, id, (c) => ({ ...c, syncToUserManagement: on }))
    return {
      done: () => undefined,
      undo: () => edit(get, set, id, (c) => ({ ...c, syncToUserManagement: !on })),
    }
  },
})

/** Replaces a connection's token: the new one is in the answer only. */
export const rotateTokenMutation = createMutation<string, ProvisioningSecret>({
  run: (client, id) => rotateProvisioningToken(client, id),
})

/** Deletes a connection, with (`deleteAll`) or without its users. */
export const deleteConnectionMutation = createMutation<{ id: string; deleteAll: boolean }, string>({
  run: async (client, { id, deleteAll }) => {
    await deleteProvisioningConnection(client, id, deleteAll)
    return id
  },
  onSuccess: (get, set, id) => edit(get, set, id, () => null),
})

/** Reads a connection's group → roles mappings. */
export const readMappingsAtom = atom(null, (get, set, id: string) =>
  withFreshToken(get, set, () => getGroupMappings(get(apiClientAtom), id)),
)

/** Replaces a connection's group → roles mappings (the server's escalation guard decides). */
export const saveMappingsMutation = createMutation<
  { id: string; mappings: GroupMapping[] },
  GroupMapping[]
>({
  run: (client, { id, mappings }) => saveGroupMappings(client, id, mappings),
})
