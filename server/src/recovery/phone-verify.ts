import { enqueueSms } from '../delivery/outbox'
import { badRequest } from '../http/api-error'
import { issueCode, spendCode } from '../one-time/secrets'
import { rethrowPhoneOnlyClash } from '../users/phone-only'
import { auditRecovery } from './context'
import { recoverySmsText } from './messages'
import { CODE_TTL, isUuid, PURPOSES } from './purposes'
import { recipientById } from './recipient'
import { codeRefusal, INVALID_TOKEN } from './refusals'
import type { RecoveryRequest } from './context'

/** The signed-in user changing their own number. */
export interface PhoneOwner {
  userId: string
  tenantId: string
}

/**
 * A signed-in user asks to use a new phone number: a code goes to that number (10 minutes, 5
 * tries) and the answer names it (`changePhoneId`); the number changes only once the code comes
 * back from the same user.
 */
export const startPhoneChange = async (
  request: RecoveryRequest,
  owner: PhoneOwner,
  phone: string,
): Promise<{ changePhoneId: string }> => {
  const { db } = request.deps
  const { now, locale } = request
  const user = await recipientById(db, owner.userId)
  if (!user) throw badRequest('The signed-in user no longer exists')
  return db.transaction().execute(async (trx) => {
    const { code, id } = await issueCode(trx, {
      purpose: PURPOSES.phoneVerify,
      userId: user.id,
      tenantId: owner.tenantId,
      ttlSeconds: CODE_TTL,
      now,
      data: { phoneNumber: phone },
    })
    await auditRecovery(trx, request, {
      action: 'user.phone.change.requested',
      description: 'Code texted to confirm a new phone number',
      userId: user.id,
      tenantId: owner.tenantId,
      email: user.email,
    })
    await enqueueSms(trx, {
      purpose: PURPOSES.phoneVerify,
      to: phone,
      tenantId: owner.tenantId,
      userId: user.id,
      locale,
      text: recoverySmsText(locale, 'phoneChange', { brand: user.brand, code }),
      now,
    })
    return { changePhoneId: id }
  })
}

/** Confirms a new number with its texted code; only the user who asked can confirm it. */
export const verifyPhoneChange = async (
  request: RecoveryRequest,
  owner: PhoneOwner,
  input: { changePhoneId: string; code: string },
): Promise<void> => {
  const { db } = request.deps
  const { now } = request
  if (!isUuid(input.changePhoneId)) throw badRequest(INVALID_TOKEN)
  // Another user's code id is refused before any try is counted against its owner.
  const mine = await db
    .selectFrom('one_time_secrets')
    .select('id')
    .where('id', '=', input.changePhoneId)
    .where('purpose', '=', PURPOSES.phoneVerify)
    .where('user_id', '=', owner.userId)
    .executeTakeFirst()
  if (!mine) throw codeRefusal('invalid')
  const spent = await spendCode(db, {
    id: input.changePhoneId,
    purpose: PURPOSES.phoneVerify,
    code: input.code,
    now,
  })
  if (!spent.ok) throw codeRefusal(spent.reason)
  const phone = spent.secret.data.phoneNumber
  if (typeof phone !== 'string') throw badRequest(INVALID_TOKEN)
  await db
    .transaction()
    .execute(async (trx) => {
      const user = await trx
        .updateTable('users')
        .set({ phone_number: phone, updated_at: now })
        .where('id', '=', owner.userId)
        .returning(['email'])
        .executeTakeFirst()
      if (!user) throw badRequest('The signed-in user no longer exists')
      await auditRecovery(trx, request, {
        action: 'user.phone.changed',
        description: 'Phone number changed after a texted code',
        userId: owner.userId,
        tenantId: owner.tenantId,
        email: user.email,
        severity: 'High',
      })
    })
    .catch(rethrowPhoneOnlyClash)
}
