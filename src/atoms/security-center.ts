import { atom } from 'jotai/vanilla'
import { toApiError } from '../api'
import {
  getSecurityInsights,
  getSecurityRecommendations,
  remindMfaEnrolment,
  resetBreachedMembers,
} from '../api/security-center'
import { apiClientAtom } from './config'
import { createMutation } from './mutation'
import { securityRevisionAtom } from './security-revision'
import { sessionKeyAtom } from './session-key'
import { withFreshToken } from './session-refresh'
import type { ApiError } from '../api'
import type { MfaReminderOutcome } from '../api/security-center'
import type { InsightsAnswer, RecommendationsAnswer } from '../wire'
import type { SessionKey } from './session-key'

/** The security center as loaded for the session's tenant. */
export interface SecurityCenterState {
  status: 'idle' | 'loading' | 'ready' | 'error'
  recommendations: RecommendationsAnswer | null
  insights: InsightsAnswer | null
  error: ApiError | null
  /** The security revision the shown answers were read at (spec §4.8). */
  revision: number
}

const IDLE: SecurityCenterState = {
  status: 'idle',
  recommendations: null,
  insights: null,
  error: null,
  revision: -1,
}

const cellAtom = atom<{ key: SessionKey; state: SecurityCenterState; seq: number }>({
  key: null,
  state: IDLE,
  seq: 0,
})

/** The security center of the current session's tenant (idle under any other session). */
export const securityCenterAtom = atom((get) => {
  const cell = get(cellAtom)
  return cell.key === get(sessionKeyAtom) ? cell.state : IDLE
})

/**
 * Loads the score, recommendations and insights at the current security revision. Only the latest
 * load writes, and an answer that arrives after a sign-out or tenant switch is dropped; a reload
 * keeps what is shown meanwhile.
 */
export const loadSecurityCenterAtom = atom(null, async (get, set): Promise<void> => {
  const key = get(sessionKeyAtom)
  if (key === null) return
  const revision = get(securityRevisionAtom)
  const before = get(securityCenterAtom)
  const seq = get(cellAtom).seq + 1
  set(cellAtom, { key, seq, state: { ...before, status: 'loading', error: null } })
  const current = () => get(sessionKeyAtom) === key && get(cellAtom).seq === seq
  try {
    const [recommendations, insights] = await withFreshToken(get, set, () => {
      const client = get(apiClientAtom)
      return Promise.all([getSecurityRecommendations(client), getSecurityInsights(client)])
    })
    if (!current()) return
    const state = { status: 'ready' as const, recommendations, insights, error: null, revision }
    set(cellAtom, { key, seq, state })
  } catch (error) {
    if (!current()) return
    set(cellAtom, { key, seq, state: { ...before, status: 'error', error: toApiError(error) } })
  }
})

/** Mails each member without a second factor a reminder to enrol one (at most once a day each). */
export const remindMfaMutation = createMutation<null, MfaReminderOutcome>({
  run: (client) => remindMfaEnrolment(client),
})

/** Mails each member whose password was found in a breach one reset link. */
export const resetBreachedMutation = createMutation<null, null>({
  run: async (client) => {
    await resetBreachedMembers(client)
    return null
  },
})
