import { atom } from 'jotai/vanilla'
import { ApiError, impersonate } from '../api'
import { apiClientAtom, sessionRuntimeAtom } from './config'
import { loginStateAtom } from './login-state'
import { establishSession } from './session'
import { refreshExclusively } from './session-refresh'

/** How long the `success` step of the impersonation route shows before the post-sign-in navigation. */
export const IMPERSONATION_SUCCESS_MS = 2_000

/** What the impersonation route asks. */
export interface ImpersonationRequest {
  userId: string
  reason: string
  /** A vendor's token from the link; without it, the signed-in member's own access token. */
  actorToken?: string | undefined
}

/**
 * Starts an impersonation (`impersonatedUserId`, the actor's token, a reason): the server sets the
 * impersonation session's cookie, which this tab then takes up as its session (profile, tenants,
 * silent refresh), the way a sign-in does. Rejects with the server's `ApiError` (its sentence).
 */
export const impersonateAtom = atom(
  null,
  async (get, set, request: ImpersonationRequest): Promise<void> => {
    const actorToken = request.actorToken ?? get(sessionRuntimeAtom).accessToken
    if (!actorToken) {
      throw new ApiError('Sign in first, or open the link your vendor gave you', { status: 401 })
    }
    await impersonate(get(apiClientAtom), {
      impersonatedUserId: request.userId,
      actorToken,
      reason: request.reason,
    })
    await establishSession(get, set, await refreshExclusively(get))
  },
)

/** After the route's `success` step: the sign-in route runs the post-sign-in navigation. */
export const finishImpersonationAtom = atom(null, (_get, set): void => {
  set(loginStateAtom, (state) => ({ ...state, step: 'success', loading: false, error: null }))
})
