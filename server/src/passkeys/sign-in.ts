import { writeAudit } from '../audit/repository'
import { ApiError, errorCodes, forbidden } from '../http/api-error'
import { findUserByEmail, findUserById } from '../users/repository'
import { base64url } from './base64url'
import { signedChallenge, userHandleOf } from './ceremony'
import { CHALLENGE_TTL_MS, saveChallenge, spendChallenge } from './challenges'
import { relyingParty } from './relying-party'
import { findPasskeyByCredentialId, listPasskeys, recordPasskeyUse } from './repository'
import type { AppDeps } from '../deps'
import type { ClientInfo } from '../sessions/repository'
import type { UserRecord } from '../users/repository'
import type { AuthenticatorTransportFuture } from '@simplewebauthn/server'

/** The WebAuthn library, loaded on first use (it added about 20 MB and 0.9 s to every start). */
const webauthn = () => import('@simplewebauthn/server')

/**
 * Options for signing in with a passkey (`IWebAuthnPreLoginResponse`). With an email, the
 * challenge is bound to that account and lists its passkeys; without one (the button, or the
 * browser's autofill), the browser offers any passkey it holds for this site. An unknown email
 * gets the same answer as an account without passkeys: an empty list, nothing to tell them apart.
 */
export const signInOptions = async (deps: AppDeps, input: { email?: string | undefined }) => {
  const rp = relyingParty(deps.config)
  const email = input.email?.trim()
  const user = email ? await findUserByEmail(deps.db, email) : undefined
  const passkeys = user ? await listPasskeys(deps.db, user.id) : []
  const options = await (
    await webauthn()
  ).generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'preferred',
    allowCredentials: passkeys.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports as AuthenticatorTransportFuture[],
    })),
  })
  await saveChallenge(deps.db, {
    challenge: options.challenge,
    purpose: 'login',
    userId: user?.id ?? null,
    now: deps.now(),
  })
  return options
}

/** The browser's assertion (`WebAuthnLoginResponse` with the credential id). */
export interface SignInAnswer {
  id: string
  response: {
    clientDataJSON: string
    authenticatorData: string
    signature: string
    userHandle?: string | undefined
  }
}

const refused = () =>
  new ApiError(401, errorCodes.invalidCredentials, 'This passkey could not sign you in')

/**
 * Checks an assertion and answers the user it signs in. Refused (401, one message for all, an
 * audit row each): an unknown credential; a challenge unknown, spent, expired, for registration,
 * or bound to another account; a wrong origin, RP id or signature; a user handle naming someone
 * else; a signature counter that did not move forward (a cloned authenticator, High severity).
 * A locked account is 403 like a password sign-in's. `userVerified`: the authenticator verified
 * its user (PIN or biometrics), which makes the passkey a multi-factor proof on its own.
 */
export const verifyPasskeySignIn = async (
  deps: AppDeps,
  input: { answer: SignInAnswer; client: ClientInfo },
): Promise<{ user: UserRecord; userVerified: boolean }> => {
  const { db } = deps
  const { answer, client } = input
  const now = deps.now()
  const rp = relyingParty(deps.config)
  const audit = async (user: UserRecord | undefined, description: string, high = false) =>
    writeAudit(db, {
      tenantId: user?.tenantId ?? null,
      userId: user?.id ?? null,
      email: user?.email ?? null,
      action: 'user.login.failed',
      description,
      severity: high ? 'High' : 'Info',
      ip: client.ip,
      userAgent: client.userAgent,
    })
  const challenge = signedChallenge(answer.response.clientDataJSON)
  const spent = await spendChallenge(db, { challenge, purpose: 'login', now })
  const passkey = await findPasskeyByCredentialId(db, answer.id)
  const user = passkey && (await findUserById(db, passkey.userId))
  if (!passkey || !user) {
    await audit(undefined, 'Passkey sign-in failed: unknown passkey')
    throw refused()
  }
  if (!spent || (spent.userId !== null && spent.userId !== user.id)) {
    await audit(user, 'Passkey sign-in refused: unknown, used or foreign challenge', true)
    throw refused()
  }
  const handle = answer.response.userHandle
  if (handle && handle !== base64url.fromBuffer(userHandleOf(user.id))) {
    await audit(user, 'Passkey sign-in refused: the user handle names another account', true)
    throw refused()
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
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: base64url.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransportFuture[],
      },
      requireUserVerification: false,
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 200) : 'unreadable answer'
    // The library names a counter that went back: the mark of a cloned authenticator.
    await audit(user, `Passkey sign-in refused: ${reason}`, /counter/i.test(reason))
    throw refused()
  }
  const { newCounter, userVerified } = verified.authenticationInfo
  const recorded =
    verified.verified &&
    (await recordPasskeyUse(db, {
      id: passkey.id,
      expectedCounter: passkey.counter,
      newCounter,
      now,
    }))
  if (!recorded) {
    await audit(user, 'Passkey sign-in refused: the signature counter was used already', true)
    throw refused()
  }
  if (user.lockedUntil && user.lockedUntil.getTime() > now.getTime()) {
    throw forbidden(
      'User is locked. Try again later or contact your administrator',
      errorCodes.userLocked,
    )
  }
  return { user, userVerified }
}
