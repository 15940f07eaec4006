import { base64url } from '../passkeys/base64url'
import { signedChallenge, userHandleOf } from '../passkeys/ceremony'
import { CHALLENGE_TTL_MS } from '../passkeys/challenges'
import { relyingParty } from '../passkeys/relying-party'
import { auditKey, issueCeremony, spendCeremony } from './ceremony'
import { recordMfaKeyUse } from './repository'
import type { AppDeps } from '../deps'
import type { ApiError } from '../http/api-error'
import type { SignInAnswer } from '../passkeys/sign-in'
import type { ClientInfo } from '../sessions/repository'
import type { UserRecord } from '../users/repository'
import type { MfaKeyRecord } from './repository'
import type { AuthenticatorTransportFuture } from '@simplewebauthn/server'

/** The WebAuthn library, loaded on first use (it added about 20 MB and 0.9 s to every start). */
const webauthn = () => import('@simplewebauthn/server')

/**
 * Request options for one key (`IWebAuthnPreLoginResponse`, only that key allowed) and the
 * `webauthnToken` naming the challenge, bound to the user, the key and (at sign-in) the sign-in.
 */
export const assertionOptions = async (
  deps: AppDeps,
  input: {
    key: MfaKeyRecord
    purpose: string
    tenantId: string | null
    mfaLoginId?: string
  },
) => {
  const rp = relyingParty(deps.config)
  const { key } = input
  const options = await (
    await webauthn()
  ).generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'preferred',
    allowCredentials: [
      { id: key.credentialId, transports: key.transports as AuthenticatorTransportFuture[] },
    ],
  })
  const webauthnToken = await issueCeremony(deps.db, {
    purpose: input.purpose,
    userId: key.userId,
    tenantId: input.tenantId,
    now: deps.now(),
    data: {
      challenge: options.challenge,
      deviceId: key.id,
      ...(input.mfaLoginId ? { mfaLoginId: input.mfaLoginId } : {}),
    },
  })
  return { webauthnToken, options }
}

/**
 * Checks an assertion of `key` for a `webauthnToken` (spent here whatever the outcome). Refused,
 * each with a High audit row and `refused()`: a token unknown, used, expired, of another user, key
 * or sign-in (a replayed challenge); an answer from another credential; a user handle naming
 * someone else; a wrong origin, RP id or signature; a signature counter that did not move
 * forward (a cloned authenticator), also when two answers race with one counter value.
 */
export const verifyAssertion = async (
  deps: AppDeps,
  input: {
    user: UserRecord
    key: MfaKeyRecord
    purpose: string
    tenantId: string | null
    webauthnToken: string
    answer: SignInAnswer
    client: ClientInfo
    mfaLoginId?: string
    refused: () => ApiError
  },
): Promise<void> => {
  const { user, key, answer } = input
  const now = deps.now()
  const rp = relyingParty(deps.config)
  const refuse = async (reason: string) => {
    await auditKey(deps.db, {
      user,
      tenantId: input.tenantId,
      client: input.client,
      action: 'user.mfa.failed',
      description: `Security key refused: ${reason}`,
    })
    return input.refused()
  }
  const ceremony = await spendCeremony(deps.db, {
    token: input.webauthnToken,
    purpose: input.purpose,
    userId: user.id,
    now,
  })
  if (!ceremony || ceremony.deviceId !== key.id || ceremony.mfaLoginId !== input.mfaLoginId) {
    throw await refuse('unknown, used or foreign webauthnToken')
  }
  if (answer.id !== key.credentialId) throw await refuse('an answer of another credential')
  if (signedChallenge(answer.response.clientDataJSON) !== ceremony.challenge) {
    throw await refuse('the answer signed another challenge')
  }
  const handle = answer.response.userHandle
  if (handle && handle !== base64url.fromBuffer(userHandleOf(user.id))) {
    throw await refuse('the user handle names another account')
  }
  let verified
  try {
    verified = await (
      await webauthn()
    ).verifyAuthenticationResponse({
      response: {
        id: answer.id,
        rawId: answer.id,
        type: 'public-key',
        response: answer.response,
        clientExtensionResults: {},
      },
      expectedChallenge: ceremony.challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      credential: {
        id: key.credentialId,
        publicKey: base64url.toBuffer(key.publicKey),
        counter: key.counter,
        transports: key.transports as AuthenticatorTransportFuture[],
      },
      requireUserVerification: false,
    })
  } catch (error) {
    throw await refuse(error instanceof Error ? error.message.slice(0, 200) : 'unreadable answer')
  }
  const recorded =
    verified.verified &&
    (await recordMfaKeyUse(deps.db, {
      id: key.id,
      expectedCounter: key.counter,
      newCounter: verified.authenticationInfo.newCounter,
      now,
    }))
  if (!recorded) throw await refuse('the signature counter was used already')
}
