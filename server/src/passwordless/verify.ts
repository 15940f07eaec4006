import { ApiError, badRequest, errorCodes, forbidden } from '../http/api-error'
import { isWellFormedCode, isWellFormedToken, spendCode, spendLinkToken } from '../one-time/secrets'
import { findUserById } from '../users/repository'
import { findRecipient } from './recipient'
import { PURPOSES } from './strategies'
import type { Db } from '../db/database'
import type { SecretResult } from '../one-time/secrets'
import type { UserRecord } from '../users/repository'
import type { PasswordlessKind } from './strategies'

/** What a post-login proves its sign-in with. */
export interface PostLoginProof {
  kind: PasswordlessKind
  /** The magic link's token, or the code. */
  token: string
  /** The code this browser asked for (its binding cookie), if any. */
  boundCodeId: string | undefined
  /** The email or phone number the code went to, when the client sends it (Foyer's box does). */
  email?: string | undefined
  phoneNumber?: string | undefined
}

/** 'Invalid token specified': the wire's answer to a token that is not even of the right shape. */
export const malformedToken = () => badRequest('Invalid token specified')

const refusal = (kind: PasswordlessKind, result: Exclude<SecretResult, { ok: true }>) => {
  if (result.reason === 'malformed') return malformedToken()
  if (kind === 'magicLink') {
    return new ApiError(400, errorCodes.validation, 'This sign-in link is invalid or has expired')
  }
  if (result.reason === 'tooManyAttempts') {
    return new ApiError(400, errorCodes.tooManyAttempts, 'Too many wrong codes. Ask for a new code')
  }
  return new ApiError(401, errorCodes.invalidCredentials, 'The code is incorrect or has expired')
}

/**
 * Which code a post-login tries. A code is only ever tried against one recipient: the email or
 * number the client names (the newest unused code of that account), or else the code its binding
 * cookie names. Neither → no code, the same answer as a wrong one.
 */
const spendLoginCode = async (db: Db, proof: PostLoginProof, now: Date): Promise<SecretResult> => {
  const purpose = PURPOSES[proof.kind]
  const phoneNumber = proof.kind === 'smsCode' ? proof.phoneNumber?.trim() : undefined
  const email = proof.email?.trim()
  // An SMS code may have been asked for by the account's email (texted to its number).
  // Foyer's box names a username sign-in's account by its username here (one with an `@` is
  // read as the email it is).
  const identity = phoneNumber ? { phoneNumber } : email ? { username: email } : undefined
  if (identity) {
    const { user } = await findRecipient(db, proof.kind, identity).catch(() => ({
      user: undefined,
    }))
    if (!user) return { ok: false, reason: 'invalid' }
    return spendCode(db, { userId: user.id, purpose, code: proof.token, now })
  }
  if (proof.boundCodeId === undefined) return { ok: false, reason: 'invalid' }
  return spendCode(db, { id: proof.boundCodeId, purpose, code: proof.token, now })
}

/**
 * Checks a post-login's token: a magic link's token or a code, single use, of its purpose, unexpired.
 * Answers the user it signs in, or throws the wire error to send. The account may since have been
 * locked (403) or removed (same as an invalid token).
 */
export const verifyPasswordless = async (
  db: Db,
  proof: PostLoginProof,
  now: Date,
): Promise<UserRecord> => {
  const wellFormed =
    proof.kind === 'magicLink' ? isWellFormedToken(proof.token) : isWellFormedCode(proof.token)
  if (!wellFormed) throw malformedToken()
  const result =
    proof.kind === 'magicLink'
      ? await spendLinkToken(db, { token: proof.token, purpose: PURPOSES.magicLink, now })
      : await spendLoginCode(db, proof, now)
  if (!result.ok) throw refusal(proof.kind, result)
  const user = result.secret.userId ? await findUserById(db, result.secret.userId) : undefined
  if (!user) throw refusal(proof.kind, { ok: false, reason: 'invalid' })
  if (user.lockedUntil && user.lockedUntil.getTime() > now.getTime()) {
    throw forbidden(
      'User is locked. Try again later or contact your administrator',
      errorCodes.userLocked,
    )
  }
  return user
}
