import { enqueueMail } from '../delivery/outbox'
import { normalisePhone } from '../delivery/phone'
import { badRequest } from '../http/api-error'
import {
  isWellFormedToken,
  issueCode,
  issueLinkToken,
  spendCode,
  spendLinkToken,
} from '../one-time/secrets'
import { rethrowPhoneOnlyClash } from '../users/phone-only'
import { auditRecovery, runOrRehearse } from './context'
import { phoneResetMail } from './messages'
import { CODE_TTL, isUuid, PURPOSES } from './purposes'
import { mailable, stranger } from './recipient'
import { codeRefusal, INVALID_TOKEN, linkRefusal } from './refusals'
import type { RecoveryRequest } from './context'
import type { Recipient } from './recipient'

/**
 * Someone who lost their phone asks to change its number: a code goes to their email, and the
 * answer names it (`resetPhoneNumberToken`, the code's id). For an address without an account the
 * same statements run and are rolled back (`runOrRehearse`): the same answer, nothing sent.
 */
export const mailPhoneReset = async (
  request: RecoveryRequest,
  email: string,
  given: Recipient | undefined,
): Promise<{ resetPhoneNumberToken: string }> => {
  const { db } = request.deps
  const { now, locale } = request
  // An account without an email is treated as none: there is nowhere to mail it.
  const real = mailable(given)
  const target = real ?? stranger(email)
  const answer = await runOrRehearse(db, real !== undefined, async (trx) => {
    const { code, id } = await issueCode(trx, {
      purpose: PURPOSES.phoneReset,
      userId: real?.id ?? null,
      tenantId: target.tenantId,
      ttlSeconds: CODE_TTL,
      now,
    })
    await auditRecovery(trx, request, {
      action: 'user.phone.reset.requested',
      description: 'Phone number reset code mailed',
      userId: real?.id ?? null,
      tenantId: target.tenantId,
      email: target.email,
    })
    await enqueueMail(trx, {
      purpose: PURPOSES.phoneReset,
      to: target.email,
      tenantId: target.tenantId,
      userId: real?.id ?? null,
      locale,
      brand: target.brand,
      content: phoneResetMail(locale, { brand: target.brand, email: target.email, code }),
      now,
    })
    return { resetPhoneNumberToken: id }
  })
  if (!real) {
    await auditRecovery(db, request, {
      action: 'user.phone.reset.unknown',
      description: 'Phone number reset asked for an address without an account',
      userId: null,
      tenantId: null,
      email,
    })
  }
  return answer
}

/** Exchanges the mailed code (5 tries, 10 minutes) for a token that changes the number once. */
export const verifyPhoneReset = async (
  request: RecoveryRequest,
  input: { resetPhoneNumberToken: string; code: string },
): Promise<{ changePhoneNumberToken: string }> => {
  const { db } = request.deps
  const { now } = request
  if (!isUuid(input.resetPhoneNumberToken)) throw badRequest(INVALID_TOKEN)
  const spent = await spendCode(db, {
    id: input.resetPhoneNumberToken,
    purpose: PURPOSES.phoneReset,
    code: input.code,
    now,
  })
  if (!spent.ok) throw codeRefusal(spent.reason)
  const userId = spent.secret.userId
  if (userId === null) throw badRequest(INVALID_TOKEN)
  const changePhoneNumberToken = await issueLinkToken(db, {
    purpose: PURPOSES.phoneChange,
    userId,
    tenantId: spent.secret.tenantId,
    ttlSeconds: CODE_TTL,
    now,
  })
  return { changePhoneNumberToken }
}

/** The phone number of a request, in E.164, or a 400 naming the field. */
export const requirePhone = (value: string): string => {
  const phone = normalisePhone(value)
  if (!phone) throw badRequest('phoneNumber is not a valid phone number')
  return phone
}

/** Sets the new number with the change token, once; answers the user's email and the number. */
export const changePhoneNumber = async (
  request: RecoveryRequest,
  input: { changePhoneNumberToken: string; phoneNumber: string },
): Promise<{ email: string | null; phoneNumber: string }> => {
  const { db } = request.deps
  const { now } = request
  const phone = requirePhone(input.phoneNumber)
  if (!isWellFormedToken(input.changePhoneNumberToken)) throw badRequest(INVALID_TOKEN)
  return db
    .transaction()
    .execute(async (trx) => {
      const spent = await spendLinkToken(trx, {
        token: input.changePhoneNumberToken,
        purpose: PURPOSES.phoneChange,
        now,
      })
      if (!spent.ok) throw linkRefusal(spent.reason)
      const userId = spent.secret.userId
      if (userId === null) throw badRequest(INVALID_TOKEN)
      const user = await trx
        .updateTable('users')
        .set({ phone_number: phone, updated_at: now })
        .where('id', '=', userId)
        .returning(['id', 'email', 'tenant_id'])
        .executeTakeFirst()
      if (!user) throw badRequest(INVALID_TOKEN)
      await auditRecovery(trx, request, {
        action: 'user.phone.changed',
        description: 'Phone number changed after an emailed code',
        userId: user.id,
        tenantId: user.tenant_id,
        email: user.email,
        severity: 'High',
      })
      return { email: user.email, phoneNumber: phone }
    })
    .catch(rethrowPhoneOnlyClash)
}
