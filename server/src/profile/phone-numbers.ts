import { randomUUID } from 'node:crypto'
import { enqueueSms } from '../delivery/outbox'
import { badRequest, conflict, notFound } from '../http/api-error'
import { issueCode, spendCode } from '../one-time/secrets'
import { auditRecovery } from '../recovery/context'
import { recoverySmsText } from '../recovery/messages'
import { CODE_TTL, isUuid } from '../recovery/purposes'
import { recipientById } from '../recovery/recipient'
import { codeRefusal, INVALID_TOKEN } from '../recovery/refusals'
import { isPhoneOnlySignInNumber, signInNumberNeeded } from '../users/phone-only'
import type { AuditActionKey } from '../audit/actions'
import type { Db } from '../db/database'
import type { RecoveryRequest } from '../recovery/context'

/** The most phone numbers a user keeps on their profile (the page lists `_limit 10`). */
export const MAX_PHONE_NUMBERS = 10

/** Purposes of the texted codes: one confirms a new number, the other its deletion. */
export const PHONE_PURPOSES = { add: 'phone-number-add', remove: 'phone-number-delete' } as const

/** A phone number as the wire lists it (`IPhoneNumber`). */
export interface PhoneNumberView {
  id: string
  phoneNumber: string
  verified: boolean
  createdAt: Date
  updatedAt: Date
}

/** Who asks: the signed-in user in the token's tenant. */
export interface PhoneOwner {
  userId: string
  tenantId: string
}

/** The user's numbers, oldest first, a page of them, and how many there are. */
export const listPhoneNumbers = async (
  db: Db,
  userId: string,
  page: { limit: number; offset: number } = { limit: MAX_PHONE_NUMBERS, offset: 0 },
): Promise<{ items: PhoneNumberView[]; total: number }> => {
  const rows = await db
    .selectFrom('user_phone_numbers')
    .select(['id', 'phone_number', 'verified', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  const items = rows.slice(page.offset, page.offset + page.limit).map((row) => ({
    id: row.id,
    phoneNumber: row.phone_number,
    verified: row.verified,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }))
  return { items, total: rows.length }
}

/** Texts `code` to `phone` in `trx`, with its audit row. */
const textCode = async (
  trx: Db,
  request: RecoveryRequest,
  input: { owner: PhoneOwner; email: string | null; brand: string; phone: string; purpose: string },
  issued: { code: string },
  action: AuditActionKey,
) => {
  await auditRecovery(trx, request, {
    action,
    description: `Code texted to ${input.phone.slice(0, -4).replace(/\d/g, '•')}${input.phone.slice(-4)}`,
    userId: input.owner.userId,
    tenantId: input.owner.tenantId,
    email: input.email,
  })
  await enqueueSms(trx, {
    purpose: input.purpose,
    to: input.phone,
    tenantId: input.owner.tenantId,
    userId: input.owner.userId,
    locale: request.locale,
    text: recoverySmsText(request.locale, 'phoneChange', { brand: input.brand, code: issued.code }),
    now: request.now,
  })
}

/**
 * Adds `phone` (E.164) to the user's numbers unverified, or finds it there unverified, and texts
 * it a code (10 minutes, 5 tries) in the same transaction; answers the code's id. A verified
 * number is 409; an eleventh number 400.
 */
export const addPhoneNumber = async (
  request: RecoveryRequest,
  owner: PhoneOwner,
  phone: string,
): Promise<{ otcToken: string }> => {
  const { db } = request.deps
  const user = await recipientById(db, owner.userId)
  if (!user) throw badRequest('The signed-in user no longer exists')
  return db.transaction().execute(async (trx) => {
    const numbers = await trx
      .selectFrom('user_phone_numbers')
      .select(['id', 'phone_number', 'verified'])
      .where('user_id', '=', owner.userId)
      .forUpdate()
      .execute()
    let row = numbers.find((number) => number.phone_number === phone)
    if (row?.verified) throw conflict('phoneNumber is already on your profile')
    if (!row) {
      if (numbers.length >= MAX_PHONE_NUMBERS) {
        throw badRequest(`A profile keeps at most ${MAX_PHONE_NUMBERS} phone numbers`)
      }
      row = { id: randomUUID(), phone_number: phone, verified: false }
      await trx
        .insertInto('user_phone_numbers')
        .values({ id: row.id, user_id: owner.userId, phone_number: phone, verified: false })
        .execute()
    }
    const issued = await issueCode(trx, {
      purpose: PHONE_PURPOSES.add,
      userId: owner.userId,
      tenantId: owner.tenantId,
      ttlSeconds: CODE_TTL,
      now: request.now,
      data: { phoneId: row.id },
    })
    const input = {
      owner,
      email: user.email,
      brand: user.brand,
      phone,
      purpose: PHONE_PURPOSES.add,
    }
    await textCode(trx, request, input, issued, 'user.phone-number.code-sent')
    return { otcToken: issued.id }
  })
}

/** Spends the user's own code of `purpose`; answers the phone number id it was issued for. */
const spendOwnCode = async (
  request: RecoveryRequest,
  owner: PhoneOwner,
  purpose: string,
  input: { otcToken: string; code: string },
): Promise<string> => {
  const { db } = request.deps
  if (!isUuid(input.otcToken)) throw badRequest(INVALID_TOKEN)
  // Another user's code id is refused before any try is counted against its owner.
  const mine = await db
    .selectFrom('one_time_secrets')
    .select('id')
    .where('id', '=', input.otcToken)
    .where('purpose', '=', purpose)
    .where('user_id', '=', owner.userId)
    .executeTakeFirst()
  if (!mine) throw codeRefusal('invalid')
  const spent = await spendCode(db, {
    id: input.otcToken,
    purpose,
    code: input.code,
    now: request.now,
  })
  if (!spent.ok) throw codeRefusal(spent.reason)
  const phoneId = spent.secret.data.phoneId
  if (typeof phoneId !== 'string') throw badRequest(INVALID_TOKEN)
  return phoneId
}

/**
 * Confirms a number with its texted code. The first verified number also becomes the user's
 * number for SMS sign-in and recovery (`users.phone_number`) when they have none yet.
 */
export const verifyPhoneNumber = async (
  request: RecoveryRequest,
  owner: PhoneOwner,
  input: { otcToken: string; code: string },
): Promise<void> => {
  const phoneId = await spendOwnCode(request, owner, PHONE_PURPOSES.add, input)
  const { now } = request
  await request.deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('user_phone_numbers')
      .set({ verified: true, updated_at: now })
      .where('id', '=', phoneId)
      .where('user_id', '=', owner.userId)
      .returning('phone_number')
      .executeTakeFirst()
    if (!row) throw notFound('This phone number was deleted')
    const user = await trx
      .updateTable('users')
      .set({ phone_number: row.phone_number, updated_at: now })
      .where('id', '=', owner.userId)
      .where('phone_number', 'is', null)
      .returning('email')
      .executeTakeFirst()
    await auditRecovery(trx, request, {
      action: 'user.phone-number.verified',
      description: user ? 'Phone number verified; it signs in by SMS' : 'Phone number verified',
      userId: owner.userId,
      tenantId: owner.tenantId,
      email: user?.email ?? null,
      severity: 'High',
    })
  })
}

/** Deletes a number and, when it is the sign-in number, that too; with its audit row. */
const removeNumber = async (request: RecoveryRequest, owner: PhoneOwner, phoneId: string) =>
  request.deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('user_phone_numbers')
      .where('id', '=', phoneId)
      .where('user_id', '=', owner.userId)
      .returning('phone_number')
      .executeTakeFirst()
    if (!row) throw notFound('No such phone number on your profile')
    if (await isPhoneOnlySignInNumber(trx, owner.userId, row.phone_number)) {
      throw signInNumberNeeded()
    }
    await trx
      .updateTable('users')
      .set({ phone_number: null, updated_at: request.now })
      .where('id', '=', owner.userId)
      .where('phone_number', '=', row.phone_number)
      .execute()
    await auditRecovery(trx, request, {
      action: 'user.phone-number.deleted',
      description: 'Phone number deleted',
      userId: owner.userId,
      tenantId: owner.tenantId,
      email: null,
      severity: 'High',
    })
  })

/**
 * Deletes a number: an unverified one at once (answers an empty `otcToken`); a verified one,
 * which may sign in by SMS, only with a code texted to it (answers the code's id for
 * `{phoneId}/delete/verify`).
 */
export const deletePhoneNumber = async (
  request: RecoveryRequest,
  owner: PhoneOwner,
  phoneId: string,
): Promise<{ phoneId: string; otcToken: string }> => {
  const { db } = request.deps
  const row = isUuid(phoneId)
    ? await db
        .selectFrom('user_phone_numbers')
        .select(['phone_number', 'verified'])
        .where('id', '=', phoneId)
        .where('user_id', '=', owner.userId)
        .executeTakeFirst()
    : undefined
  if (!row) throw notFound('No such phone number on your profile')
  if (!row.verified) {
    await removeNumber(request, owner, phoneId)
    return { phoneId, otcToken: '' }
  }
  const user = await recipientById(db, owner.userId)
  if (!user) throw badRequest('The signed-in user no longer exists')
  return db.transaction().execute(async (trx) => {
    const issued = await issueCode(trx, {
      purpose: PHONE_PURPOSES.remove,
      userId: owner.userId,
      tenantId: owner.tenantId,
      ttlSeconds: CODE_TTL,
      now: request.now,
      data: { phoneId },
    })
    const phone = row.phone_number
    const input = {
      owner,
      email: user.email,
      brand: user.brand,
      phone,
      purpose: PHONE_PURPOSES.remove,
    }
    await textCode(trx, request, input, issued, 'user.phone-number.delete-code-sent')
    return { phoneId, otcToken: issued.id }
  })
}

/** Deletes a verified number with the code texted to it. */
export const verifyDeletePhoneNumber = async (
  request: RecoveryRequest,
  owner: PhoneOwner,
  phoneId: string,
  input: { otcToken: string; code: string },
): Promise<void> => {
  const spentFor = await spendOwnCode(request, owner, PHONE_PURPOSES.remove, input)
  if (spentFor !== phoneId) throw badRequest(INVALID_TOKEN)
  await removeNumber(request, owner, phoneId)
}
