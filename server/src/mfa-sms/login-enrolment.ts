import { writeAudit } from '../audit/repository'
import { normalisePhone } from '../delivery/phone'
import { ApiError, badRequest, errorCodes, notFound } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { isUuid } from '../http/uuid'
import { assertEnrolmentAtSignIn } from '../mfa/login-enrolment'
import { mfaTokenRefused } from '../mfa/login-steps'
import { peekMfaToken, spendMfaToken, takeMfaAttempt } from '../mfa/login-token'
import { hashRecoveryCode, newRecoveryCode, recordFactorChange } from '../mfa/repository'
import { activeStrategies } from '../mfa/strategies'
import { spendCode } from '../one-time/secrets'
import { findUserById } from '../users/repository'
import { markPhoneEnrolled, pendingPhone } from './repository'
import { SMS_PURPOSES, textMfaCode } from './text-code'
import type { AuditActionKey } from '../audit/actions'
import type { AppDeps } from '../deps'
import type { MfaLoginRecord } from '../mfa/login-token'
import type { Context } from 'hono'

const wrongCode = () =>
  new ApiError(401, errorCodes.invalidCredentials, 'The code is incorrect or has expired')

const audit = async (
  deps: AppDeps,
  c: Context,
  record: MfaLoginRecord,
  entry: { action: AuditActionKey; description: string; severity: 'Info' | 'High' },
) => {
  const user = await findUserById(deps.db, record.userId)
  const client = clientInfo(c)
  await writeAudit(deps.db, {
    tenantId: record.tenantId,
    userId: record.userId,
    email: user?.email ?? null,
    ...entry,
    ip: client.ip,
    userAgent: client.userAgent,
  })
}

/**
 * `auth/v1/user/mfa/sms/enroll {mfaToken, phoneNumber}` (wire row 52): at a sign-in whose policy
 * forces MFA on a user without any factor, texts a code to the number they chose, bound to this
 * sign-in and number (10 minutes, 5 tries). Answers `{otcToken, phoneNumber}` (E.164).
 */
export const startSmsEnrolmentAtSignIn = async (
  deps: AppDeps,
  c: Context,
  input: { mfaToken: string; phoneNumber: string },
): Promise<{ otcToken: string; phoneNumber: string }> => {
  const now = deps.now()
  const peeked = await peekMfaToken(deps.db, input.mfaToken, now)
  if (!peeked.ok) throw mfaTokenRefused(peeked.reason)
  const { record } = peeked
  if (!(await activeStrategies(deps)).includes('SMS')) {
    throw badRequest('The SMS code is not an allowed second factor')
  }
  await assertEnrolmentAtSignIn(deps, record)
  const phoneNumber = normalisePhone(input.phoneNumber)
  if (!phoneNumber) throw badRequest('phoneNumber must be a valid phone number')
  const user = await findUserById(deps.db, record.userId)
  if (!user) throw notFound('No such user')
  const phoneId = await deps.db
    .transaction()
    .execute((trx) => pendingPhone(trx, { userId: user.id, phoneNumber, now }))
  // Not pending: enrolled meanwhile, which the check above already refuses.
  if (phoneId === undefined) throw badRequest('A second factor is already enrolled')
  const otcToken = await textMfaCode(deps, c, {
    user,
    tenantId: record.tenantId,
    phoneNumber,
    purpose: SMS_PURPOSES.enrolAtSignIn,
    data: { mfaLoginId: record.id, phoneId },
  })
  return { otcToken, phoneNumber }
}

/**
 * `auth/v1/user/mfa/sms/enroll/verify {mfaToken, otcToken, code}` (row 53): a try of the
 * mfaToken, then the texted code (sent for this very sign-in) is spent, the token too, and the
 * number enrolled with the recovery code of a first factor (answered once). The caller then
 * completes the sign-in (`amr` sms).
 */
export const finishSmsEnrolmentAtSignIn = async (
  deps: AppDeps,
  c: Context,
  input: { mfaToken: string; otcToken: string; code: string },
): Promise<{ record: MfaLoginRecord; recoveryCode: string }> => {
  const now = deps.now()
  const taken = await takeMfaAttempt(deps.db, input.mfaToken, now)
  if (!taken.ok) throw mfaTokenRefused(taken.reason)
  const { record } = taken
  if (!isUuid(input.otcToken)) throw badRequest('Invalid token specified')
  const spent = await spendCode(deps.db, {
    id: input.otcToken,
    purpose: SMS_PURPOSES.enrolAtSignIn,
    code: input.code.replace(/\s/g, ''),
    now,
  })
  const phoneId = spent.ok ? spent.secret.data.phoneId : undefined
  const bound =
    spent.ok &&
    spent.secret.userId === record.userId &&
    spent.secret.data.mfaLoginId === record.id &&
    typeof phoneId === 'string'
  if (!bound || !(await spendMfaToken(deps.db, record.id, now))) {
    const description = 'SMS enrolment at sign-in refused: wrong code'
    await audit(deps, c, record, { action: 'user.mfa.failed', description, severity: 'Info' })
    throw wrongCode()
  }
  // Enrolment at sign-in is always the user's first factor: the recovery code comes with it.
  const recoveryCode = newRecoveryCode()
  const enrolled = await deps.db.transaction().execute(async (trx) => {
    if (!(await markPhoneEnrolled(trx, phoneId, now))) return false
    await recordFactorChange(trx, {
      userId: record.userId,
      now,
      recoveryCodeHash: hashRecoveryCode(recoveryCode),
    })
    return true
  })
  if (!enrolled) throw wrongCode()
  const description = 'SMS second factor enrolled at sign-in'
  await audit(deps, c, record, { action: 'user.mfa.enrolled', description, severity: 'High' })
  return { record, recoveryCode }
}
