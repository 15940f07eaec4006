import { atom } from 'jotai/vanilla'
import { toApiError } from '../api'
import { generateStepUp } from '../api/step-up'
import { WIRE_ERROR_CODES } from '../wire/index'
import { apiClientAtom } from './config'
import { INITIAL_LOGIN, loginStateAtom } from './login-state'
import { establishSession } from './session'
import type { LoginResponse } from '../api'

/**
 * Where a step-up stands (spec §4.4): asking the server, waiting for the second factor (the MFA
 * steps), done, refused because the user has no factor (noMFAEnrolledStepUp), or failed.
 */
export type StepUpPhase = 'starting' | 'mfa' | 'done' | 'noMFAEnrolledStepUp' | 'failed'

/**
 * Starts a step-up of the signed-in session: an answer with an access token (already stepped up
 * within `maxAge`) becomes the session and the step-up is done; an mfaToken opens the MFA steps
 * exactly as a sign-in's would (one device: its step; several: verify).
 */
export const startStepUpAtom = atom(
  null,
  async (get, set, maxAge: number | undefined): Promise<StepUpPhase> => {
    try {
      const answer = await generateStepUp(get(apiClientAtom), maxAge)
      if ('accessToken' in answer && typeof answer.accessToken === 'string') {
        await establishSession(get, set, answer)
        return 'done'
      }
      // Loaded as the sign-in loads it (on demand), so no chunk shares it with the first load.
      const { enterMfa } = await import('./mfa-state')
      set(
        loginStateAtom,
        enterMfa({ ...INITIAL_LOGIN, step: 'loginWithTwoFactor' }, {
          ...answer,
          mfaRequired: true,
        } as unknown as LoginResponse),
      )
      return 'mfa'
    } catch (error) {
      const failure = toApiError(error)
      return failure.errorCode === WIRE_ERROR_CODES.mfaNotEnrolled
        ? 'noMFAEnrolledStepUp'
        : 'failed'
    }
  },
)
