import { enqueueSms } from '../delivery/outbox'
import { badRequest } from '../http/api-error'
import { issueCode, issueLinkToken, spendCode } from '../one-time/secrets'
import { auditRecovery, runOrRehearse } from './context'
import { recoverySmsText } from './messages'
import { CODE_TTL, isUuid, PURPOSES } from './purposes'
import { stranger } from './recipient'
import { codeRefusal, INVALID_TOKEN } from './refusals'
import type { RecoveryRequest } from './context'
import type { Recipient } from './recipient'

/**
 * Texts a password-reset code to the phone number of `recipient` and answers the session id that
 * names the code (the code's own id). Without an account, or without a number on it, the same
 * statements run and are rolled back (`runOrRehearse`): nothing is sent, and the session id is
 * one that no code has, so the answer is the same.
 */
export const textPasswordReset = async (
  request: RecoveryRequest,
  identifier: string,
  recipient: Recipient | undefined,
): Promise<{ sessionId: string }> => {
  const { db } = request.deps
  const { now, locale } = request
  const real = recipient?.phoneNumber ? recipient : undefined
  const target = real ?? stranger(identifier)
  const answer = await runOrRehearse(db, real !== undefined, async (trx) => {
    const { code, id } = await issueCode(trx, {
      purpose: PURPOSES.passwordResetSms,
      userId: real?.id ?? null,
      tenantId: target.tenantId,
      ttlSeconds: CODE_TTL,
      now,
    })
    await auditRecovery(trx, request, {
      action: 'user.password.reset.sms.requested',
      description: 'Password reset code texted',
      userId: real?.id ?? null,
      tenantId: target.tenantId,
      email: target.email,
    })
    await enqueueSms(trx, {
      purpose: PURPOSES.passwordResetSms,
      to: target.phoneNumber ?? '',
      tenantId: target.tenantId,
      userId: real?.id ?? null,
      locale,
      text: recoverySmsText(locale, 'passwordReset', { brand: target.brand, code }),
      now,
    })
    return { sessionId: id }
  })
  if (!real) {
    await auditRecovery(db, request, {
      action: 'user.password.reset.sms.unknown',
      description: 'Password reset by SMS asked for an identifier without an account or number',
      userId: recipient?.id ?? null,
      tenantId: recipient?.tenantId ?? null,
      email: recipient?.email ?? identifier,
    })
  }
  return answer
}

/**
 * Exchanges a texted code (at most 5 tries, 10 minutes) for a reset token of its user, which the
 * reset page then spends like a mailed link's (it works once, for 10 minutes).
 */
export const verifyPasswordResetSms = async (
  request: RecoveryRequest,
  input: { sessionId: string; otcToken: string },
): Promise<{ userId: string; token: string }> => {
  const { db } = request.deps
  const { now } = request
  if (!isUuid(input.sessionId)) throw badRequest(INVALID_TOKEN)
  const spent = await spendCode(db, {
    id: input.sessionId,
    purpose: PURPOSES.passwordResetSms,
    code: input.otcToken,
    now,
  })
  if (!spent.ok) throw codeRefusal(spent.reason)
  const userId = spent.secret.userId
  if (userId === null) throw badRequest(INVALID_TOKEN)
  return db.transaction().execute(async (trx) => {
    const token = await issueLinkToken(trx, {
      purpose: PURPOSES.passwordReset,
      userId,
      tenantId: spent.secret.tenantId,
      ttlSeconds: CODE_TTL,
      now,
    })
    await auditRecovery(trx, request, {
      action: 'user.password.reset.sms.verified',
      description: 'Password reset code accepted',
      userId,
      tenantId: spent.secret.tenantId,
      email: null,
    })
    return { userId, token }
  })
}
