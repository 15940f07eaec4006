import { isUniqueViolation } from '../db/constraint'
import { enqueueMail } from '../delivery/outbox'
import { mailTranslator } from '../delivery/words'
import { checkEmailDomainAllowed } from '../email-domains/check'
import { ApiError, badRequest, conflict, errorCodes } from '../http/api-error'
import { issueCode, spendCode } from '../one-time/secrets'
import { auditRecovery } from '../recovery/context'
import { CODE_TTL } from '../recovery/purposes'
import { recipientById } from '../recovery/recipient'
import { codeRefusal } from '../recovery/refusals'
import { findUserByEmail } from '../users/repository'
import type { RecoveryRequest } from '../recovery/context'

/** The purpose of the code mailed to a new address, and of its mail. */
export const EMAIL_CHANGE_PURPOSE = 'email-change'

/** Who asks: the signed-in user in the token's tenant. */
export interface EmailOwner {
  userId: string
  tenantId: string
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The trimmed new address, or a 400 naming the field. */
export const requireEmail = (value: string): string => {
  const email = value.trim()
  if (email.length > 320 || !EMAIL.test(email))
    throw badRequest('email is not a valid email address')
  return email
}

/**
 * The new address must pass the email-domain restrictions of every account the user belongs to
 * (invited or active): a change of address is no way around a tenant's list.
 */
const requireDomainAllowed = async (request: RecoveryRequest, userId: string, email: string) => {
  const { db } = request.deps
  const memberships = await db
    .selectFrom('tenant_memberships')
    .select('tenant_id')
    .where('user_id', '=', userId)
    .execute()
  for (const { tenant_id } of memberships) await checkEmailDomainAllowed(db, tenant_id, email)
}

const userOf = async (request: RecoveryRequest, owner: EmailOwner) => {
  const user = await recipientById(request.deps.db, owner.userId)
  if (!user) throw badRequest('The signed-in user no longer exists')
  return user
}

/**
 * Mails a code (10 minutes, 5 tries) to the NEW address, which must prove it is theirs before
 * the account takes it; the code, its audit row and the mail are one transaction. Whether the
 * address belongs to another account is told only after the code comes back, so this answer
 * cannot be used to find out who has an account. A domain refused by the email-domain
 * restrictions of an account the user belongs to is 403 with their sentence.
 */
export const requestEmailChange = async (
  request: RecoveryRequest,
  owner: EmailOwner,
  email: string,
): Promise<void> => {
  const user = await userOf(request, owner)
  // An account signed up with a phone number only has no address yet: this gives it one.
  if (user.email?.toLowerCase() === email.toLowerCase()) {
    throw badRequest('email is already the address of your account')
  }
  await requireDomainAllowed(request, user.id, email)
  const { now, locale } = request
  const t = mailTranslator(locale)
  await request.deps.db.transaction().execute(async (trx) => {
    const { code } = await issueCode(trx, {
      purpose: EMAIL_CHANGE_PURPOSE,
      userId: user.id,
      tenantId: owner.tenantId,
      ttlSeconds: CODE_TTL,
      now,
      data: { email },
    })
    await auditRecovery(trx, request, {
      action: 'user.email.change.requested',
      description: 'Code mailed to confirm a new email address',
      userId: user.id,
      tenantId: owner.tenantId,
      email: user.email,
    })
    await enqueueMail(trx, {
      purpose: EMAIL_CHANGE_PURPOSE,
      to: email,
      tenantId: owner.tenantId,
      userId: user.id,
      locale,
      brand: user.brand,
      content: {
        subject: t('emailChangeMail.subject', { brand: user.brand }),
        heading: t('emailChangeMail.heading'),
        paragraphs: [
          t('emailChangeMail.code', { email, brand: user.brand, minutes: CODE_TTL / 60 }),
          t('emailChangeMail.notYou'),
        ],
        code,
      },
      now,
    })
  })
}

/**
 * Confirms the new address with its code: the user's newest email-change code, for that very
 * address. The address changes (unique whatever its case: 409), audited, and the OLD address is
 * told by mail, in one transaction.
 */
export const verifyEmailChange = async (
  request: RecoveryRequest,
  owner: EmailOwner,
  input: { email: string; code: string },
): Promise<void> => {
  const { db } = request.deps
  const { now, locale } = request
  const user = await userOf(request, owner)
  const spent = await spendCode(db, {
    userId: user.id,
    purpose: EMAIL_CHANGE_PURPOSE,
    code: input.code,
    now,
  })
  if (!spent.ok) throw codeRefusal(spent.reason)
  const email = spent.secret.data.email
  if (typeof email !== 'string' || email.toLowerCase() !== input.email.trim().toLowerCase()) {
    throw new ApiError(400, errorCodes.validation, 'email is not the address the code was sent to')
  }
  const holder = await findUserByEmail(db, email)
  if (holder && holder.id !== user.id) throw conflict('email is taken by another account')
  // Checked again: a tenant may have restricted the domain while the code was on its way.
  await requireDomainAllowed(request, user.id, email)
  const t = mailTranslator(locale)
  await db
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ email, updated_at: now })
        .where('id', '=', user.id)
        .execute()
      await auditRecovery(trx, request, {
        action: 'user.email.changed',
        description: 'Email address changed after a mailed code',
        userId: user.id,
        tenantId: owner.tenantId,
        email,
        severity: 'High',
        details: { from: user.email, to: email },
      })
      // The old address is told of the change; an account that had none has nobody to tell.
      if (user.email !== null) {
        await enqueueMail(trx, {
          purpose: 'email-changed',
          to: user.email,
          tenantId: owner.tenantId,
          userId: user.id,
          locale,
          brand: user.brand,
          content: {
            subject: t('emailChangeMail.noticeSubject', { brand: user.brand }),
            heading: t('emailChangeMail.noticeHeading'),
            paragraphs: [
              t('emailChangeMail.notice', { brand: user.brand, email }),
              t('emailChangeMail.noticeNotYou'),
            ],
          },
          now,
        })
      }
    })
    .catch((error: unknown) => {
      // Another account took the address between the check and the change.
      if (isUniqueViolation(error)) {
        throw conflict('email is taken by another account')
      }
      throw error
    })
}
