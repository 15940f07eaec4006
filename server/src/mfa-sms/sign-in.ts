import { ApiError, badRequest, notFound } from '../http/api-error'
import { errorCodes } from '../http/api-error'
import { isUuid } from '../http/uuid'
import { mfaTokenRefused } from '../mfa/login-steps'
import { peekMfaToken, spendMfaToken, takeMfaAttempt } from '../mfa/login-token'
import { activeStrategies } from '../mfa/strategies'
import { spendCode } from '../one-time/secrets'
import { findUserById } from '../users/repository'
import { listPhones } from './repository'
import { SMS_PURPOSES, textMfaCode } from './text-code'
import type { AppDeps } from '../deps'
import type { MfaLoginRecord } from '../mfa/login-token'
import type { Context } from 'hono'

const wrongCode = () =>
  new ApiError(401, errorCodes.invalidCredentials, 'The code is incorrect or has expired')

/**
 * `auth/v1/user/mfa/sms/{deviceId} {mfaToken}`: texts a code to that enrolled number of the
 * sign-in's user, bound to this sign-in (10 minutes, 5 tries). Answers `{otcToken, phoneNumber}`.
 */
export const sendLoginSms = async (
  deps: AppDeps,
  c: Context,
  input: { mfaToken: string; deviceId: string },
): Promise<{ otcToken: string; phoneNumber: string }> => {
  const now = deps.now()
  const peeked = await peekMfaToken(deps.db, input.mfaToken, now)
  if (!peeked.ok) throw mfaTokenRefused(peeked.reason)
  if (!(await activeStrategies(deps)).includes('SMS')) {
    throw badRequest('The SMS code is not an allowed second factor')
  }
  const { record } = peeked
  const phone = (await listPhones(deps.db, record.userId)).find((p) => p.id === input.deviceId)
  const user = await findUserById(deps.db, record.userId)
  if (!phone || !user) throw notFound('No such SMS second factor')
  const otcToken = await textMfaCode(deps, c, {
    user,
    tenantId: record.tenantId,
    phoneNumber: phone.phoneNumber,
    purpose: SMS_PURPOSES.signIn,
    data: { mfaLoginId: record.id, phoneId: phone.id },
  })
  return { otcToken, phoneNumber: phone.phoneNumber }
}

/**
 * `auth/v1/user/mfa/sms/{deviceId}/verify`: a try of the mfaToken first, then the texted code is
 * spent; it must be one sent for this very sign-in and number. Answers the sign-in to complete.
 */
export const verifyLoginSms = async (
  deps: AppDeps,
  input: { mfaToken: string; deviceId: string; otcToken: string; code: string },
): Promise<MfaLoginRecord> => {
  const now = deps.now()
  const taken = await takeMfaAttempt(deps.db, input.mfaToken, now)
  if (!taken.ok) throw mfaTokenRefused(taken.reason)
  const { record } = taken
  if (!isUuid(input.otcToken)) throw badRequest('Invalid token specified')
  const spent = await spendCode(deps.db, {
    id: input.otcToken,
    purpose: SMS_PURPOSES.signIn,
    code: input.code.replace(/\s/g, ''),
    now,
  })
  const bound =
    spent.ok &&
    spent.secret.userId === record.userId &&
    spent.secret.data.mfaLoginId === record.id &&
    spent.secret.data.phoneId === input.deviceId
  if (!bound || !(await spendMfaToken(deps.db, record.id, now))) throw wrongCode()
  return record
}
