import { atom } from 'jotai/vanilla'
import { getSubAccountToken } from '../api/hierarchy'
import { apiClientAtom, sessionRuntimeAtom } from './config'
import { decodeJwtClaims } from './jwt'
import { withFreshToken } from './session-refresh'
import { sessionStateAtom } from './session-state'
import type { Session } from './session-state'

const renewals = new WeakMap<object, ReturnType<typeof setTimeout>>()

/**
 * Opens a sub-account: asks for a user token for it with the session's token, then sends it with
 * every request of the store until `leaveSubAccountAtom` (the per-user data reloads for it: the
 * session key names it, `session.acting`). The token is renewed a minute before it expires. Throws
 * the 403 of an account its access rules keep the user out of (the page's `accessPermission`
 * false). A sign-out, sign-in or switch ends it: the token is tied to the session's epoch. The
 * token's permissions go in `session.acting`: the portal gates its pages on them while there.
 */
export const openSubAccountAtom = atom(
  null,
  async (get, set, account: { tenantId: string; name: string }): Promise<void> => {
    const runtime = get(sessionRuntimeAtom)
    const epoch = runtime.epoch
    let acting: NonNullable<Session['acting']> = account
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
        set(sessionStateAtom, { ...session, acting })
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
      set(sessionStateAtom, { ...session, acting })
    }
  },
)

/** Back to the user's own account. */
export const leaveSubAccountAtom = atom(null, (get, set) => {
  const runtime = get(sessionRuntimeAtom)
  clearTimeout(renewals.get(runtime))
  runtime.subAccount = undefined
  const { acting, ...session } = get(sessionStateAtom)
  if (acting) set(sessionStateAtom, session)
})
