import { atom } from 'jotai/vanilla'
import {
  loginWithMfa,
  sendMfaEmailCode,
  sendMfaSmsCode,
  verifyMfaEmailCode,
  verifyMfaSmsCode,
} from '../api/mfa'
import { reverifyWithPassword } from '../api/reverification'
import { generateStepUp } from '../api/step-up'
import { apiClientAtom } from './config'
import { establishSession } from './session'
import { withFreshToken } from './session-refresh'
import type { MfaDevices } from '../api/mfa'

/** Confirms it is the user with their password; the session then counts as a recent sign-in. */
export const reverifyWithPasswordAtom = atom(null, async (get, set, password: string) => {
  const answer = await withFreshToken(get, set, () =>
    reverifyWithPassword(get(apiClientAtom), password),
  )
  await establishSession(get, set, answer)
})

/**
 * The second factor a reverification asks for, in the order a user most easily gives it: an
 * authenticator app's code, a code texted to their first number, their security key, a mailed code.
 * `other` when the user has none of those (the box's step-up page handles the rest).
 */
export type ReverifyFactor =
  | { kind: 'app' }
  | { kind: 'sms'; deviceId: string; phoneNumber: string }
  | { kind: 'key'; deviceId: string; name: string }
  | { kind: 'email'; email: string }
  | { kind: 'other' }

/** The factor to ask for, from the step-up's devices. */
export function reverifyFactorOf(devices: Partial<MfaDevices> | undefined): ReverifyFactor {
  const [phone] = devices?.phones ?? []
  const [key] = devices?.webauthn ?? []
  const [email] = devices?.emails ?? []
  if ((devices?.authenticators?.length ?? 0) > 0) return { kind: 'app' }
  if (phone) return { kind: 'sms', deviceId: phone.id, phoneNumber: phone.phoneNumber }
  if (key) return { kind: 'key', deviceId: key.id, name: key.name }
  if (email) return { kind: 'email', email: email.email }
  return { kind: 'other' }
}

/**
 * Starts a step-up for a reverification: answers the mfaToken and the factor to ask for;
 * undefined when the session was recent enough already (its fresh token is the session now).
 */
export const startReverifyStepUpAtom = atom(null, async (get, set, maxAge: number | undefined) => {
  const answer = await withFreshToken(get, set, () => generateStepUp(get(apiClientAtom), maxAge))
  if ('accessToken' in answer && typeof answer.accessToken === 'string') {
    await establishSession(get, set, answer)
    return undefined
  }
  const challenge = answer as { mfaToken: string; mfaDevices?: Partial<MfaDevices> }
  return { mfaToken: challenge.mfaToken, factor: reverifyFactorOf(challenge.mfaDevices) }
})

/** Texts (SMS factor) or mails (email factor) a code for a reverification; answers its `otcToken`. */
export const sendReverifyCodeAtom = atom(
  null,
  async (get, _set, input: { mfaToken: string; deviceId?: string }): Promise<string> => {
    const client = get(apiClientAtom)
    const { mfaToken, deviceId } = input
    const sent = deviceId
      ? await sendMfaSmsCode(client, { mfaToken, deviceId })
      : await sendMfaEmailCode(client, mfaToken)
    return sent.otcToken
  },
)

/**
 * Completes a reverification step-up with a code: an authenticator app's, or the texted (with its
 * `deviceId`) or mailed one (with the `otcToken` its sending answered).
 */
export const verifyReverifyCodeAtom = atom(
  null,
  async (
    get,
    set,
    input: { mfaToken: string; value: string; otcToken?: string; deviceId?: string },
  ) => {
    const client = get(apiClientAtom)
    const { mfaToken, value, otcToken, deviceId } = input
    const answer =
      otcToken === undefined
        ? await loginWithMfa(client, { mfaToken, value })
        : deviceId
          ? await verifyMfaSmsCode(client, { mfaToken, otcToken, deviceId, code: value })
          : await verifyMfaEmailCode(client, { mfaToken, otcToken, code: value })
    await establishSession(get, set, answer)
  },
)

/**
 * Completes a reverification step-up with the user's security key (the browser's ceremony: its
 * library loads only for users with a key).
 */
export const reverifyWithKeyAtom = atom(
  null,
  async (get, set, input: { mfaToken: string; deviceId: string }) => {
    const { answerWithKey } = await import('./reverify-key')
    await establishSession(get, set, await answerWithKey(get(apiClientAtom), input))
  },
)
