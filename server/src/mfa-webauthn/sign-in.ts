import { writeAudit } from '../audit/repository'
import { ApiError, badRequest, errorCodes, notFound } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { assertEnrolmentAtSignIn } from '../mfa/login-enrolment'
import { mfaTokenRefused } from '../mfa/login-steps'
import { peekMfaToken, spendMfaToken, takeMfaAttempt } from '../mfa/login-token'
import { hashRecoveryCode, newRecoveryCode, recordFactorChange } from '../mfa/repository'
import { findUserById } from '../users/repository'
import { assertionOptions, verifyAssertion } from './assert'
import { webauthnAllowed, WEBAUTHN_PURPOSES } from './ceremony'
import { enrolmentOptions, verifyEnrolment } from './enrol'
import { insertMfaKey, listMfaKeys } from './repository'
import type { AppDeps } from '../deps'
import type { MfaLoginRecord } from '../mfa/login-token'
import type { RegistrationAnswer } from '../passkeys/register'
import type { SignInAnswer } from '../passkeys/sign-in'
import type { PasskeyDeviceType } from '../passkeys/table'
import type { Context } from 'hono'

const refused = () =>
  new ApiError(401, errorCodes.invalidCredentials, 'The security key could not sign you in')

const notAllowed = () => badRequest('Security keys are not an allowed second factor')

const userOf = async (deps: AppDeps, record: MfaLoginRecord) => {
  const user = await findUserById(deps.db, record.userId)
  if (!user) throw mfaTokenRefused('invalid')
  return user
}

/** `auth/v1/user/mfa/webauthn/enroll {mfaToken}`: creation options for the forced enrolment. */
export const startLoginKeyEnrolment = async (deps: AppDeps, input: { mfaToken: string }) => {
  const peeked = await peekMfaToken(deps.db, input.mfaToken, deps.now())
  if (!peeked.ok) throw mfaTokenRefused(peeked.reason)
  if (!(await webauthnAllowed(deps))) throw notAllowed()
  const { record } = peeked
  const user = await userOf(deps, record)
  await assertEnrolmentAtSignIn(deps, record)
  return enrolmentOptions(deps, { user, tenantId: record.tenantId, mfaLoginId: record.id })
}

/**
 * `auth/v1/user/mfa/webauthn/enroll/verify`: a try of the mfaToken, then the new key (made for
 * this very sign-in) is enrolled and the mfaToken spent in one transaction with its audit row.
 * Answers the sign-in to complete and the recovery code of this first factor.
 */
export const finishLoginKeyEnrolment = async (
  deps: AppDeps,
  c: Context,
  input: {
    mfaToken: string
    deviceType: PasskeyDeviceType
    webauthnToken: string
    options: RegistrationAnswer
  },
): Promise<{ record: MfaLoginRecord; recoveryCode: string }> => {
  const now = deps.now()
  const taken = await takeMfaAttempt(deps.db, input.mfaToken, now)
  if (!taken.ok) throw mfaTokenRefused(taken.reason)
  const { record } = taken
  if (!(await webauthnAllowed(deps, input.deviceType))) throw notAllowed()
  const user = await userOf(deps, record)
  await assertEnrolmentAtSignIn(deps, record)
  const client = clientInfo(c)
  const key = await verifyEnrolment(deps, {
    user,
    tenantId: record.tenantId,
    webauthnToken: input.webauthnToken,
    deviceType: input.deviceType,
    answer: input.options,
    client,
    mfaLoginId: record.id,
    refused,
  })
  const recoveryCode = newRecoveryCode()
  await deps.db.transaction().execute(async (trx) => {
    if (!(await spendMfaToken(trx, record.id, now))) throw refused()
    const id = await insertMfaKey(trx, key, now)
    if (!id) throw badRequest('This security key is enrolled already')
    await recordFactorChange(trx, {
      userId: user.id,
      now,
      recoveryCodeHash: hashRecoveryCode(recoveryCode),
    })
    await writeAudit(trx, {
      tenantId: record.tenantId,
      userId: user.id,
      email: user.email,
      action: 'user.mfa.enrolled',
      description: 'Security key enrolled at sign-in',
      severity: 'High',
      ip: client.ip,
      userAgent: client.userAgent,
    })
  })
  return { record, recoveryCode }
}

/** `auth/v1/user/mfa/webauthn/{deviceId} {mfaToken}`: request options for that key of the user. */
export const startLoginKeyCheck = async (
  deps: AppDeps,
  input: { mfaToken: string; deviceId: string },
) => {
  const peeked = await peekMfaToken(deps.db, input.mfaToken, deps.now())
  if (!peeked.ok) throw mfaTokenRefused(peeked.reason)
  const { record } = peeked
  const key = (await listMfaKeys(deps.db, record.userId)).find((k) => k.id === input.deviceId)
  if (!key) throw notFound('No such security key')
  return assertionOptions(deps, {
    key,
    purpose: WEBAUTHN_PURPOSES.signIn,
    tenantId: record.tenantId,
    mfaLoginId: record.id,
  })
}

/**
 * `auth/v1/user/mfa/webauthn/{deviceId}/verify`: a try of the mfaToken first, then the key's
 * answer to a challenge handed out for this sign-in; the mfaToken is spent. Answers the sign-in.
 */
export const verifyLoginKey = async (
  deps: AppDeps,
  c: Context,
  input: { mfaToken: string; deviceId: string; webauthnToken: string; options: SignInAnswer },
): Promise<MfaLoginRecord> => {
  const now = deps.now()
  const taken = await takeMfaAttempt(deps.db, input.mfaToken, now)
  if (!taken.ok) throw mfaTokenRefused(taken.reason)
  const { record } = taken
  const user = await userOf(deps, record)
  const key = (await listMfaKeys(deps.db, record.userId)).find((k) => k.id === input.deviceId)
  if (!key) throw notFound('No such security key')
  await verifyAssertion(deps, {
    user,
    key,
    purpose: WEBAUTHN_PURPOSES.signIn,
    tenantId: record.tenantId,
    webauthnToken: input.webauthnToken,
    answer: input.options,
    client: clientInfo(c),
    mfaLoginId: record.id,
    refused,
  })
  if (!(await spendMfaToken(deps.db, record.id, now))) throw refused()
  return record
}
