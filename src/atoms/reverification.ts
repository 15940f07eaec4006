import { atom } from 'jotai/vanilla'
import { loginWithMfa } from '../api/mfa'
import { reverifyWithPassword } from '../api/reverification'
import { generateStepUp } from '../api/step-up'
import { apiClientAtom } from './config'
import { establishSession } from './session'
import { withFreshToken } from './session-refresh'

/** Confirms it is the user with their password; the session then counts as a recent sign-in. */
export const reverifyWithPasswordAtom = atom(null, async (get, set, password: string) => {
  const answer = await withFreshToken(get, set, () =>
    reverifyWithPassword(get(apiClientAtom), password),
  )
  await establishSession(get, set, answer)
})

/**
 * Starts a step-up for a reverification: answers the mfaToken and whether the user has an
 * authenticator app to type a code of; undefined when the session was recent enough already
 * (its fresh token is the session now).
 */
export const startReverifyStepUpAtom = atom(null, async (get, set, maxAge: number | undefined) => {
  const answer = await withFreshToken(get, set, () => generateStepUp(get(apiClientAtom), maxAge))
  if ('accessToken' in answer && typeof answer.accessToken === 'string') {
    await establishSession(get, set, answer)
    return undefined
  }
  const challenge = answer as { mfaToken: string; mfaDevices?: { authenticators?: unknown[] } }
  const hasApp = (challenge.mfaDevices?.authenticators?.length ?? 0) > 0
  return { mfaToken: challenge.mfaToken, hasApp }
})

/** Completes a reverification step-up with an authenticator app's code. */
export const verifyReverifyCodeAtom = atom(
  null,
  async (get, set, input: { mfaToken: string; value: string }) => {
    const answer = await loginWithMfa(get(apiClientAtom), input)
    await establishSession(get, set, answer)
  },
)
