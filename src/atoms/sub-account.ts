import { atom } from 'jotai/vanilla'
import { getSubAccountToken } from '../api/hierarchy'
import { apiClientAtom, sessionRuntimeAtom } from './config'
import { decodeJwtClaims } from './jwt'
import { withFreshToken } from './session-refresh'
import { sessionStateAtom } from './session-state'
import type { UserPermission } from '../api'
import type { Session } from './session-state'

type Acting = NonNullable<Session['acting']>

/** The user's own permissions: kept aside while the session's user carries a sub-account's. */
const homePermissions = ({ user, acting }: Session): UserPermission[] =>
  acting?.home && user?.permissions === acting.applied ? acting.home : (user?.permissions ?? [])

/**
 * The session acting in `next`: its user carries the permissions the sub-account token carries
 * (what the server decides on there), so every control (`usePermission`) follows them; their own
 * are kept aside for the way back. A token without permissions leaves the user's own.
 */
const withActing = (session: Session, next: Acting): Session => {
  const { user } = session
  if (!user) return { ...session, acting: next }
  const home = homePermissions(session)
  if (!next.permissions) {
    return { ...session, user: { ...user, permissions: home }, acting: next }
  }
  const applied = next.permissions.map((key) => ({ key }) as UserPermission)
  return { ...session, user: { ...user, permissions: applied }, acting: { ...next, home, applied } }
}

/**
 * After a refresh of the session (which gives the user their own permissions again) while acting
 * in a sub-account: the sub-account's permissions go back on the user, the fresh own ones aside.
 */
export const reapplyActingAtom = atom(null, (get, set) => {
  const session = get(sessionStateAtom)
  const { acting, user } = session
  if (acting?.applied && user && user.permissions !== acting.applied) {
    set(sessionStateAtom, withActing(session, acting))
  }
})

const renewals = new WeakMap<object, ReturnType<typeof setTimeout>>()

/**
 * Opens a sub-account: asks for a user token for it with the session's token, then sends it with
 * every request of the store until `leaveSubAccountAtom` (the per-user data reloads for it: the
 * session key names it, `session.acting`). The token is renewed a minute before it expires. Throws
 * the 403 of an account its access rules keep the user out of (the page's `accessPermission`
 * false). A sign-out, sign-in or switch ends it: the token is tied to the session's epoch. The
 * token's permissions go in `session.acting` and on the session's user (`withActing`): the portal
 * gates its pages, and each page its controls, on them while there.
 */
export const openSubAccountAtom = atom(
  null,
  async (get, set, account: { tenantId: string; name: string }): Promise<void> => {
    const runtime = get(sessionRuntimeAtom)
    const epoch = runtime.epoch
    let acting: Acting = account
    const renew = async (): Promise<void> => {
      const sessionToken = runtime.accessToken
      const client = get(apiClientAtom)
      const answer = await withFreshToken(get, set, () =>
        getSubAccountToken(client, account.tenantId, sessionToken),
      )
      if (runtime.epoch !== epoch) return
      runtime.subAccount = { token: answer.accessToken, epoch }
      // What the server decides on there: the roles given in it, else the user's own (the claim).
      const permissions = decodeJwtClaims(answer.accessToken)?.permissions
      acting = permissions ? { ...account, permissions } : account
      const session = get(sessionStateAtom)
      if (session.acting?.tenantId === account.tenantId)
        set(sessionStateAtom, withActing(session, acting))
      clearTimeout(renewals.get(runtime))
      const delay = Math.max(10, answer.expiresIn - 60) * 1000
      renewals.set(
        runtime,
        setTimeout(() => void renew().catch(() => set(leaveSubAccountAtom)), delay),
      )
    }
    await renew()
    const session = get(sessionStateAtom)
    if (runtime.epoch === epoch && session.status === 'signed-in') {
      set(sessionStateAtom, withActing(session, acting))
    }
  },
)

/** Back to the user's own account. */
export const leaveSubAccountAtom = atom(null, (get, set) => {
  const runtime = get(sessionRuntimeAtom)
  clearTimeout(renewals.get(runtime))
  runtime.subAccount = undefined
  const current = get(sessionStateAtom)
  const { acting, ...session } = current
  if (!acting) return
  const { user } = session
  set(
    sessionStateAtom,
    user ? { ...session, user: { ...user, permissions: homePermissions(current) } } : session,
  )
})
