import { writeAudit } from '../audit/repository'
import { ApiError, badRequest, errorCodes } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { findUserById, findUserByEmail } from '../users/repository'
import { assertEnrolmentAtSignIn } from './login-enrolment'
import { peekMfaToken, spendMfaToken, takeMfaAttempt } from './login-token'
import {
  acceptAnyCode,
  createPendingAuthenticator,
  hashRecoveryCode,
  listAuthenticators,
  markEnrolled,
  newRecoveryCode,
  readMfaState,
  recordFactorChange,
  deleteAuthenticators,
} from './repository'
import { enrolmentPicture, newTotpSecret } from './totp'
import type { AuditActionKey } from '../audit/actions'
import type { AppDeps } from '../deps'
import type { MfaLoginRecord, MfaTokenRefusal } from './login-token'
import type { AuthenticatorRecord } from './repository'
import type { Context } from 'hono'

/** The 400 of an mfaToken that cannot be used; the box sends the user back to sign in. */
export const mfaTokenRefused = (reason: MfaTokenRefusal): ApiError => {
  if (reason === 'malformed') return badRequest('Invalid token specified')
  if (reason === 'tooManyAttempts') {
    return new ApiError(400, errorCodes.tooManyAttempts, 'Too many wrong codes. Sign in again', {
      reason,
    })
  }
  return new ApiError(400, errorCodes.validation, 'This sign-in has expired. Sign in again', {
    reason,
  })
}

/** 401 of a wrong code; the mfaToken keeps its remaining tries. */
const wrongCode = () =>
  new ApiError(401, errorCodes.invalidCredentials, 'The code is incorrect or has expired')

const audit = async (
  deps: AppDeps,
  c: Context,
  record: { userId: string; tenantId: string | null },
  action: AuditActionKey,
  description: string,
  severity: 'Info' | 'High' = 'Info',
) => {
  const user = await findUserById(deps.db, record.userId)
  const client = clientInfo(c)
  await writeAudit(deps.db, {
    tenantId: record.tenantId,
    userId: record.userId,
    email: user?.email ?? null,
    action,
    description,
    severity,
    ip: client.ip,
    userAgent: client.userAgent,
  })
}

/**
 * Checks the code of a sign-in's second factor against the user's authenticator apps (or one
 * of them): a try is counted first, a right code is spent with the token. Answers the sign-in.
 */
export const verifyLoginCode = async (
  deps: AppDeps,
  c: Context,
  input: { mfaToken: string; code: string; deviceId?: string },
): Promise<MfaLoginRecord> => {
  const now = deps.now()
  const taken = await takeMfaAttempt(deps.db, input.mfaToken, now)
  if (!taken.ok) throw mfaTokenRefused(taken.reason)
  const { record } = taken
  const all = await listAuthenticators(deps.db, record.userId)
  const candidates = all.filter((a) => input.deviceId === undefined || a.id === input.deviceId)
  const accepted = await acceptAnyCode(deps.db, deps.config, candidates, input.code, now)
  if (!accepted || !(await spendMfaToken(deps.db, record.id, now))) {
    await audit(deps, c, record, 'user.mfa.failed', 'Sign-in refused: wrong authenticator code')
    throw wrongCode()
  }
  return record
}

/** The QR code of an enrolment at sign-in (the policy forces MFA and the user has none). */
export const startLoginEnrolment = async (
  deps: AppDeps,
  input: { mfaToken: string },
): Promise<{ qrCode: string; secret: string }> => {
  const { db, config } = deps
  const now = deps.now()
  const peeked = await peekMfaToken(db, input.mfaToken, now)
  if (!peeked.ok) throw mfaTokenRefused(peeked.reason)
  const { userId } = peeked.record
  await assertEnrolmentAtSignIn(deps, peeked.record)
  const user = await findUserById(db, userId)
  const secret = newTotpSecret()
  await db
    .transaction()
    .execute((trx) => createPendingAuthenticator(trx, config, { userId, secret, now }))
  const picture = await enrolmentPicture({
    secret,
    issuer: config.vendorId === 'foyer' ? 'Foyer' : config.vendorId,
    account: user?.email ?? userId,
  })
  return { qrCode: picture.qrCode, secret: picture.secret }
}

/**
 * Enrols the pending authenticator with its first code. On the user's first factor a recovery
 * code is made; answered once, only its hash kept. Returns the sign-in and that code.
 */
export const enrolAuthenticator = async (
  deps: AppDeps,
  input: { userId: string; code: string },
): Promise<{ enrolled: AuthenticatorRecord | undefined; recoveryCode: string | undefined }> => {
  const { db, config } = deps
  const now = deps.now()
  const pending = (await listAuthenticators(db, input.userId, { pending: true })).filter(
    (authenticator) => !authenticator.verified,
  )
  const accepted = await acceptAnyCode(db, config, pending, input.code, now)
  if (!accepted) return { enrolled: undefined, recoveryCode: undefined }
  const first = (await listAuthenticators(db, input.userId)).length === 0
  const { recoveryCodeHash } = await readMfaState(db, input.userId)
  const recoveryCode = first || recoveryCodeHash === null ? newRecoveryCode() : undefined
  const enrolled = await db.transaction().execute(async (trx) => {
    if (!(await markEnrolled(trx, accepted.id, now))) return false
    await recordFactorChange(trx, {
      userId: input.userId,
      now,
      ...(recoveryCode !== undefined ? { recoveryCodeHash: hashRecoveryCode(recoveryCode) } : {}),
    })
    return true
  })
  return enrolled
    ? { enrolled: accepted, recoveryCode }
    : { enrolled: undefined, recoveryCode: undefined }
}

/** The enrolment at sign-in: the first code of the new app completes the sign-in. */
export const finishLoginEnrolment = async (
  deps: AppDeps,
  c: Context,
  input: { mfaToken: string; code: string },
): Promise<{ record: MfaLoginRecord; recoveryCode: string | undefined }> => {
  const now = deps.now()
  const taken = await takeMfaAttempt(deps.db, input.mfaToken, now)
  if (!taken.ok) throw mfaTokenRefused(taken.reason)
  const { record } = taken
  const { enrolled, recoveryCode } = await enrolAuthenticator(deps, {
    userId: record.userId,
    code: input.code,
  })
  if (!enrolled || !(await spendMfaToken(deps.db, record.id, now))) {
    await audit(deps, c, record, 'user.mfa.failed', 'Enrolment refused: wrong authenticator code')
    throw wrongCode()
  }
  await audit(deps, c, record, 'user.mfa.enrolled', 'Authenticator app enrolled at sign-in', 'High')
  return { record, recoveryCode }
}

/**
 * `mfa/recover {email, recoveryCode}`: the right code removes every second factor of the
 * account (and the code itself, single use) so its owner signs in with the password again and
 * enrols anew. A wrong code or an unknown email answer the same 400.
 */
export const recoverWithCode = async (
  deps: AppDeps,
  c: Context,
  input: { email: string; recoveryCode: string },
): Promise<void> => {
  const { db } = deps
  const now = deps.now()
  const user = await findUserByEmail(db, input.email.trim())
  const hash = hashRecoveryCode(input.recoveryCode)
  const recovered =
    user !== undefined &&
    (await db.transaction().execute(async (trx) => {
      const spent = await trx
        .updateTable('user_mfa_state')
        .set({ recovery_code_hash: null })
        .where('user_id', '=', user.id)
        .where('recovery_code_hash', '=', hash)
        .returning('user_id')
        .executeTakeFirst()
      if (!spent) return false
      await deleteAuthenticators(trx, user.id)
      await trx.deleteFrom('mfa_phones').where('user_id', '=', user.id).execute()
      await trx.deleteFrom('mfa_webauthn_devices').where('user_id', '=', user.id).execute()
      await recordFactorChange(trx, { userId: user.id, now })
      return true
    }))
  if (!recovered) {
    if (user) {
      const scope = { userId: user.id, tenantId: user.tenantId }
      await audit(deps, c, scope, 'user.mfa.recover-failed', 'Wrong MFA recovery code', 'High')
    }
    throw badRequest('The recovery code is incorrect')
  }
  const scope = { userId: user.id, tenantId: user.tenantId }
  await audit(deps, c, scope, 'user.mfa.recovered', 'MFA removed with the recovery code', 'High')
}
