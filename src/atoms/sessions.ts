import { deleteMyOtherSessions, deleteMySession, getMySessions } from '../api/sessions'
import { createMutation } from './mutation'
import { createServerList } from './server-list'
import type { SessionInfo } from '../api/sessions'
import type { ListState } from './server-list-state'

/** The sessions list is one short, unpaged answer: its only "page". */
const wholeList = (sessions: SessionInfo[]) => ({
  items: sessions,
  _metadata: { totalItems: sessions.length, totalPages: 1 },
})

const keep = (state: ListState<SessionInfo>, wanted: (session: SessionInfo) => boolean) => {
  const items = state.items.filter(wanted)
  return { ...state, items, totalItems: items.length }
}

/**
 * The signed-in user's live sessions (one per sign-in, this browser's marked `current`), newest sign-in
 * first: loads when mounted and someone is signed in, again when the tab comes back into view (another
 * device may have signed in), and empties at sign-out.
 */
export const mySessionsList = createServerList<SessionInfo, 'createdAt', Record<string, never>>({
  defaultQuery: { page: 0, pageSize: 100, sortBy: 'createdAt', order: 'DESC', filter: {} },
  maxPageSize: 100,
  fetchPage: async (client) => wholeList(await getMySessions(client)),
})

/**
 * Ends one session (its browser is signed out at its next refresh); it leaves the list at once. Resolves
 * with the ended session's id.
 */
export const endSessionMutation = createMutation<string, string>({
  run: async (client, id) => {
    await deleteMySession(client, id)
    return id
  },
  optimistic: (get, set, id) =>
    mySessionsList.optimisticEdit(get, set, (state) => keep(state, (session) => session.id !== id)),
})

/** Ends every session but this browser's; only the current one stays in the list. Resolves `true`. */
export const endOtherSessionsMutation = createMutation<undefined, true>({
  run: async (client) => {
    await deleteMyOtherSessions(client)
    return true
  },
  optimistic: (get, set) =>
    mySessionsList.optimisticEdit(get, set, (state) => keep(state, (session) => session.current)),
})
