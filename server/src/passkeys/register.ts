import { writeAudit } from '../audit/repository'
import { ApiError, badRequest, conflict, errorCodes } from '../http/api-error'
import { base64url } from './base64url'
import { signedChallenge, userHandleOf } from './ceremony'
import { CHALLENGE_TTL_MS, saveChallenge, spendChallenge } from './challenges'
import { passkeyName } from './device-name'
import { relyingParty } from './relying-party'
import { insertPasskey, listPasskeys } from './repository'
import type { AuditActionKey } from '../audit/actions'
import type { AppDeps } from '../deps'
import type { ClientInfo } from '../sessions/repository'
import type { UserRecord } from '../users/repository'
import type { PasskeyDeviceType } from './table'
import type { AuthenticatorTransportFuture } from '@simplewebauthn/server'

/** The WebAuthn library, loaded on first use (it added about 20 MB and 0.9 s to every start). */
const webauthn = () => import('@simplewebauthn/server')

/** Most passkeys one user may keep: plenty for every device, not a table to fill. */
export const MAX_PASSKEYS = 20

/**
 * Options for creating a passkey (`ICreateNewDeviceSessionResponse`): a fresh challenge bound to
 * the caller, their existing passkeys excluded (the browser then says "already registered"
 * instead of making a second one on the same authenticator), a discoverable credential preferred
 * so the passkey also signs in without typing the email.
 */
export const registrationOptions = async (deps: AppDeps, user: UserRecord) => {
  const rp = relyingParty(deps.config)
  const existing = await listPasskeys(deps.db, user.id)
  if (existing.length >= MAX_PASSKEYS) {
    throw badRequest(`You have ${MAX_PASSKEYS} passkeys. Delete one to add another`)
  }
  const options = await (
    await webauthn()
  ).generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    // A phone-only account has no email: its number names the passkey instead.
    userName: user.email ?? user.phoneNumber ?? user.id,
    userDisplayName: user.name || (user.email ?? user.phoneNumber ?? ''),
    userID: userHandleOf(user.id),
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports as AuthenticatorTransportFuture[],
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  })
  await saveChallenge(deps.db, {
    challenge: options.challenge,
    purpose: 'register',
    userId: user.id,
    now: deps.now(),
  })
  return options
}

/** The browser's answer to the options (`IVerifyNewWebAuthnDevice`). */
export interface RegistrationAnswer {
  id: string
  response: { clientDataJSON: string; attestationObject: string; transports?: string[] | undefined }
  deviceType?: PasskeyDeviceType | undefined
  authenticatorAttachment?: string | undefined
}

const refused = () =>
  new ApiError(400, errorCodes.validation, 'The passkey could not be verified. Please try again')

/**
 * Verifies and stores a new passkey. The challenge it signed must be one handed out to this user
 * for registration, unspent and unexpired (spent here whatever the outcome); the origin and RP id
 * it signed must be ours. Every refusal writes an audit row.
 */
export const registerPasskey = async (
  deps: AppDeps,
  input: { user: UserRecord; tenantId: string; answer: RegistrationAnswer; client: ClientInfo },
): Promise<string> => {
  const { db, now } = deps
  const { user, answer, client } = input
  const rp = relyingParty(deps.config)
  const audit = (action: AuditActionKey, description: string, severity: 'Info' | 'High') =>
    writeAudit(db, {
      tenantId: input.tenantId,
      userId: user.id,
      email: user.email,
      action,
      description,
      severity,
      ip: client.ip,
      userAgent: client.userAgent,
    })
  const challenge = signedChallenge(answer.response.clientDataJSON)
  const spent = await spendChallenge(db, {
    challenge,
    purpose: 'register',
    userId: user.id,
    now: now(),
  })
  if (!spent) {
    await audit(
      'user.passkey.failed',
      'Passkey registration refused: unknown or used challenge',
      'High',
    )
    throw refused()
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
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: false,
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 200) : 'unreadable answer'
    await audit('user.passkey.failed', `Passkey registration refused: ${reason}`, 'High')
    throw refused()
  }
  if (!verified.verified || !verified.registrationInfo) throw refused()
  const { credential, credentialBackedUp } = verified.registrationInfo
  const transports = (answer.response.transports ?? []).filter((item) => item.length <= 20)
  const platform =
    answer.deviceType === 'Platform' ||
    (answer.deviceType === undefined && answer.authenticatorAttachment === 'platform')
  const id = await insertPasskey(db, {
    userId: user.id,
    credentialId: credential.id,
    publicKey: base64url.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: transports.slice(0, 8),
    deviceType: platform ? 'Platform' : 'CrossPlatform',
    name: passkeyName(client.userAgent),
    backedUp: credentialBackedUp,
  })
  if (!id) throw conflict('This passkey is registered already')
  await audit('user.passkey.added', 'Passkey added', 'Info')
  return id
}
