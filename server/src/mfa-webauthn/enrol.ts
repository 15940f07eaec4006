import { badRequest } from '../http/api-error'
import { base64url } from '../passkeys/base64url'
import { signedChallenge, userHandleOf } from '../passkeys/ceremony'
import { CHALLENGE_TTL_MS } from '../passkeys/challenges'
import { passkeyName } from '../passkeys/device-name'
import { relyingParty } from '../passkeys/relying-party'
import { auditKey, issueCeremony, spendCeremony, WEBAUTHN_PURPOSES } from './ceremony'
import { listMfaKeys } from './repository'
import type { AppDeps } from '../deps'
import type { ApiError } from '../http/api-error'
import type { RegistrationAnswer } from '../passkeys/register'
import type { PasskeyDeviceType } from '../passkeys/table'
import type { ClientInfo } from '../sessions/repository'
import type { UserRecord } from '../users/repository'
import type { NewMfaKey } from './repository'
import type { AuthenticatorTransportFuture } from '@simplewebauthn/server'

/** The WebAuthn library, loaded on first use (it added about 20 MB and 0.9 s to every start). */
const webauthn = () => import('@simplewebauthn/server')

/** Most keys one user may enrol as second factors. */
export const MAX_MFA_KEYS = 10

/**
 * Creation options for a new key (`ICreateNewDeviceSessionResponse`) and the `webauthnToken`
 * naming its challenge: bound to the user (and to the sign-in, for an enrolment at sign-in). Their
 * keys are excluded, so an authenticator enrolled already says so instead of enrolling twice. A
 * discoverable credential is not asked for: this key proves a second factor, it names no account.
 */
export const enrolmentOptions = async (
  deps: AppDeps,
  input: { user: UserRecord; tenantId: string; mfaLoginId?: string },
) => {
  const { user } = input
  const rp = relyingParty(deps.config)
  const existing = await listMfaKeys(deps.db, user.id)
  if (existing.length >= MAX_MFA_KEYS) {
    throw badRequest(`You have ${MAX_MFA_KEYS} security keys. Remove one to add another`)
  }
  const options = await (
    await webauthn()
  ).generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email ?? user.phoneNumber ?? user.id,
    userDisplayName: user.name || (user.email ?? user.phoneNumber ?? ''),
    userID: userHandleOf(user.id),
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({
      id: key.credentialId,
      transports: key.transports as AuthenticatorTransportFuture[],
    })),
    authenticatorSelection: { residentKey: 'discouraged', userVerification: 'preferred' },
  })
  const webauthnToken = await issueCeremony(deps.db, {
    purpose: WEBAUTHN_PURPOSES.enrol,
    userId: user.id,
    tenantId: input.tenantId,
    now: deps.now(),
    data: {
      challenge: options.challenge,
      ...(input.mfaLoginId ? { mfaLoginId: input.mfaLoginId } : {}),
    },
  })
  return { webauthnToken, options }
}

/**
 * Verifies the browser's attestation for a `webauthnToken` of this user (spent here whatever the
 * outcome): the challenge it signed must be that ceremony's, the origin one of ours, the RP id
 * ours; an enrolment at sign-in must belong to that very sign-in (`mfaLoginId`). Every refusal
 * writes a High audit row and throws `refused()`. Answers the key to store.
 */
export const verifyEnrolment = async (
  deps: AppDeps,
  input: {
    user: UserRecord
    tenantId: string
    webauthnToken: string
    deviceType: PasskeyDeviceType
    answer: RegistrationAnswer
    client: ClientInfo
    mfaLoginId?: string
    refused: () => ApiError
  },
): Promise<NewMfaKey> => {
  const { user, answer, client } = input
  const rp = relyingParty(deps.config)
  const refuse = async (reason: string) => {
    await auditKey(deps.db, {
      user,
      tenantId: input.tenantId,
      client,
      action: 'user.mfa.failed',
      description: `Security key enrolment refused: ${reason}`,
    })
    return input.refused()
  }
  const ceremony = await spendCeremony(deps.db, {
    token: input.webauthnToken,
    purpose: WEBAUTHN_PURPOSES.enrol,
    userId: user.id,
    now: deps.now(),
  })
  if (!ceremony || ceremony.mfaLoginId !== input.mfaLoginId) {
    throw await refuse('unknown, used or foreign webauthnToken')
  }
  if (signedChallenge(answer.response.clientDataJSON) !== ceremony.challenge) {
    throw await refuse('the answer signed another challenge')
  }
  let verified
  try {
    verified = await (
      await webauthn()
    ).verifyRegistrationResponse({
      response: {
        id: answer.id,
        rawId: answer.id,
        type: 'public-key',
        response: {
          clientDataJSON: answer.response.clientDataJSON,
          attestationObject: answer.response.attestationObject,
          transports: (answer.response.transports ?? []) as AuthenticatorTransportFuture[],
        },
        clientExtensionResults: {},
      },
      expectedChallenge: ceremony.challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: false,
    })
  } catch (error) {
    throw await refuse(error instanceof Error ? error.message.slice(0, 200) : 'unreadable answer')
  }
  if (!verified.verified || !verified.registrationInfo) throw await refuse('not verified')
  const { credential } = verified.registrationInfo
  return {
    userId: user.id,
    credentialId: credential.id,
    publicKey: base64url.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: (answer.response.transports ?? []).filter((item) => item.length <= 20).slice(0, 8),
    deviceType: input.deviceType,
    name: passkeyName(client.userAgent),
  }
}
