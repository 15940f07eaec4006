import { SESSIONS_PATHS } from '../api/sessions'
import { fail, field, ok } from './http'
import type { SessionInfo } from '../api/sessions'
import type { DemoModule } from './app'
import type { DemoState } from './state'

const hour = 3_600_000
/** The server's default refresh-token lifetime: a session ends this long after its last refresh. */
const refreshLifetime = 30 * 24 * hour

/** Each demo's sessions of the signed-in admin: this tab's and two canned devices. */
const store = new WeakMap<DemoState, SessionInfo[]>()

const sessionsOf = (state: DemoState, startedAt: number): SessionInfo[] => {
  let sessions = store.get(state)
  if (!sessions) {
    const session = (id: string, userAgent: string, ipAddress: string, at: number) => ({
      id,
      userAgent,
      ipAddress,
      createdAt: new Date(at).toISOString(),
      expires: new Date(at + refreshLifetime).toISOString(),
      current: false,
    })
    sessions = [
      { ...session(crypto.randomUUID(), navigatorAgent(), '192.0.2.10', startedAt), current: true },
      session(
        crypto.randomUUID(),
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Safari/604.1',
        '198.51.100.23',
        startedAt - 5 * hour,
      ),
      session(
        crypto.randomUUID(),
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
        '203.0.113.77',
        startedAt - 50 * hour,
      ),
    ]
    store.set(state, sessions)
  }
  return sessions
}

/** This browser's user agent, as the server records it at sign-in. */
const navigatorAgent = () =>
  typeof navigator === 'undefined' ? 'Foyer demo' : navigator.userAgent.slice(0, 512)

/**
 * My sessions and an administrator's revocation, answering like the server: one session per
 * sign-in, the current one marked; ending one removes it; a member's sessions by user id.
 */
export const sessions: DemoModule = ({ state, startedAt, route, signedIn }) => {
  const list = () => sessionsOf(state, startedAt)
  route(
    'GET',
    SESSIONS_PATHS.mine,
    signedIn(() => ok(list())),
  )
  route(
    'GET',
    SESSIONS_PATHS.current,
    signedIn(() => {
      const current = list().find((session) => session.current)
      return current ? ok(current) : fail(404, 'No current session')
    }),
  )
  // Before the `:id` route: `all` is not an id.
  route(
    'DELETE',
    SESSIONS_PATHS.all,
    signedIn(() => {
      store.set(
        state,
        list().filter((session) => session.current),
      )
      return ok({})
    }),
  )
  route(
    'DELETE',
    SESSIONS_PATHS.one,
    signedIn(({ params }) => {
      const id = (params.id ?? '').toLowerCase()
      const remaining = list().filter((session) => session.id !== id)
      if (remaining.length === list().length) return fail(404, 'No such session')
      store.set(state, remaining)
      return ok({})
    }),
  )
  route(
    'POST',
    SESSIONS_PATHS.revoke,
    signedIn(({ body }) => {
      const userId = field(body, 'userId')
      if (userId === undefined) return fail(400, 'userId is required')
      if (typeof userId !== 'string') return fail(400, 'userId: Expected string')
      const id = userId.trim().toLowerCase()
      const member = state.users.some((user) => user.id.toLowerCase() === id)
      if (!member) return fail(404, 'No such user in this account')
      // The demo keeps no sessions of other members; the admin's own are this tab's.
      if (id === state.adminId.toLowerCase()) store.set(state, [])
      return ok({})
    }, 'fe.secure.delete.sessions'),
  )
}
