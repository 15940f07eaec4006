import { randomUUID } from 'node:crypto'
import { enqueueSms } from '../delivery/outbox'
import { badRequest } from '../http/api-error'
import { issueCode, issueLinkToken, spendCode } from '../one-time/secrets'
import { auditRecovery } from './context'
import { recoverySmsText } from './messages'
import { CODE_TTL, isUuid, PURPOSES } from './purposes'
import { codeRefusal, INVALID_TOKEN } from './refusals'
import type { RecoveryRequest } from './context'
import type { Recipient } from './recipient'

/**
 * Texts a password-reset code to the phone number of `recipient` and answers the session id that
 * names the code (the code's own id). Without an account, or without a number on it, nothing is
 * sent and the session id is a fresh random one that no code matches, so the answer is the same.
 */
export const textPasswordReset = async (
  request: RecoveryRequest,
  identifier: string,
  recipient: Recipient | undefined,
): Promise<{ sessionId: string }> => {
  const { db } = request.deps
  const { now, locale } = request
  return db.transaction().execute(async (trx) => {
    const phone = recipient?.phoneNumber
    if (!recipient || !phone) {
      recoverySmsText(locale, 'passwordReset', { brand: 'Foyer', code: '000000' })
      await auditRecovery(trx, request, {
        action: 'user.password.reset.sms.unknown',
        description: 'Password reset by SMS asked for an identifier without an account or number',
        userId: recipient?.id ?? null,
        tenantId: recipient?.tenantId ?? null,
        email: recipient?.email ?? identifier,
      })
      return { sessionId: randomUUID() }
    }
    const { code, id } = await issueCode(trx, {
      purpose: PURPOSES.passwordResetSms,
      userId: recipient.id,
      tenantId: recipient.tenantId,
      ttlSeconds: CODE_TTL,
      now,
    })
    await auditRecovery(trx, request, {
      action: 'user.password.reset.sms.requested',
      description: 'Password reset code texted',
      userId: recipient.id,
      tenantId: recipient.tenantId,
      email: recipient.email,
    })
    await enqueueSms(trx, {
      purpose: PURPOSES.passwordResetSms,
      to: phone,
      tenantId: recipient.tenantId,
      userId: recipient.id,
      locale,
      text: recoverySmsText(locale, 'passwordReset', { brand: recipient.brand, code }),
      now,
    })
    return { sessionId: id }
  })
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
