import { startAuthentication, startRegistration } from '@simplewebauthn/browser'
import { atom } from 'jotai/vanilla'
import {
  confirmKeyEnrolmentForLogin,
  startKeyCheck,
  startKeyEnrolmentForLogin,
  verifyKey,
} from '../api/mfa-webauthn'
import { apiClientAtom } from './config'
import { loginStateAtom } from './login-state'
import {
  beginMfaRequest,
  isCurrentMfaRequest,
  mfaRequestFailed,
  patchMfa,
  signInAfterMfa,
} from './mfa'
import { passkeyFailure } from './passkeys'
import type { PasskeyFailure } from './passkeys'

/**
 * The box's security-key step (MFA step `webauthn`), loaded with it: at sign-in the enrolled
 * key answers a challenge for this sign-in; at a forced enrolment (`forceTwoFactor`) the browser
 * creates a key, which signs in at once and shows the recovery code first. Resolves null when
 * done (or the server refused: the error is in the login state), else why the browser stopped.
 */
export const answerWithKeyAtom = atom(
  null,
  async (get, set, input: { rememberDevice: boolean }): Promise<PasskeyFailure | null> => {
    const { mfa, step } = get(loginStateAtom)
    if (!mfa) return null
    const seq = beginMfaRequest(get, set)
    const client = get(apiClientAtom)
    const { mfaToken, deviceId } = mfa
    try {
      if (step === 'forceTwoFactor') {
        const { webauthnToken, options } = await startKeyEnrolmentForLogin(client, mfaToken)
        const answer = await startRegistration({ optionsJSON: options })
        const response = await confirmKeyEnrolmentForLogin(client, {
          mfaToken,
          webauthnToken,
          answer,
          rememberDevice: input.rememberDevice,
        })
        if (!isCurrentMfaRequest(get, seq)) return null
        if (response.recoveryCode) {
          patchMfa(set, {
            step: 'recoveryCode',
            recoveryCode: response.recoveryCode,
            pending: response,
          })
          set(loginStateAtom, (s) => ({ ...s, loading: false }))
          return null
        }
        await signInAfterMfa(get, set, seq, response)
        return null
      }
      const { webauthnToken, options } = await startKeyCheck(client, {
        mfaToken,
        deviceId: deviceId ?? '',
      })
      const answer = await startAuthentication({ optionsJSON: options })
      const response = await verifyKey(client, {
        deviceId: deviceId ?? '',
        mfaToken,
        webauthnToken,
        answer,
        rememberDevice: input.rememberDevice,
      })
      if (!isCurrentMfaRequest(get, seq)) return null
      await signInAfterMfa(get, set, seq, response)
      return null
    } catch (error) {
      const failure = passkeyFailure(error)
      if (failure.problem === 'refused') {
        mfaRequestFailed(get, set, seq, error)
        return null
      }
      set(loginStateAtom, (s) => ({ ...s, loading: false }))
      return failure
    }
  },
)
