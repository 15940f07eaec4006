import { enqueueSms } from '../delivery/outbox'
import { mailLocale, mailTranslator } from '../delivery/words'
import { limitSend } from '../limits/send'
import { CODE_TTL_SECONDS, issueCode } from '../one-time/secrets'
import { brandOf } from '../passwordless/recipient'
import type { AppDeps } from '../deps'
import type { UserRecord } from '../users/repository'
import type { Context } from 'hono'

/**
 * One-time secret purposes of the SMS factor: enrolling a number (signed in, or at a sign-in the
 * policy forces), signing in, removing one.
 */
export const SMS_PURPOSES = {
  enrol: 'mfa-sms-enrol',
  enrolAtSignIn: 'mfa-sms-enrol-sign-in',
  signIn: 'mfa-sms',
  disable: 'mfa-sms-disable',
} as const

/**
 * Texts a 6-digit code (10 minutes, 5 tries) to `phoneNumber` through the outbox, the code and its
 * message in one transaction, the send rate limited like every message. Answers the code's id
 * (the wire's `otcToken`); `data` binds the code to what it may be used for.
 */
export const textMfaCode = async (
  deps: AppDeps,
  c: Context,
  input: {
    user: UserRecord
    tenantId: string | null
    phoneNumber: string
    purpose: string
    data: Record<string, unknown>
  },
): Promise<string> => {
  const { db } = deps
  const now = deps.now()
  await limitSend(deps, c, input.phoneNumber)
  const locale = mailLocale(c.req.header('accept-language'))
  const t = mailTranslator(locale)
  const brand = (await brandOf(db, input.user)) || 'Foyer'
  return db.transaction().execute(async (trx) => {
    const base = { purpose: input.purpose, userId: input.user.id, tenantId: input.tenantId, now }
    const { code, id } = await issueCode(trx, {
      ...base,
      ttlSeconds: CODE_TTL_SECONDS,
      data: input.data,
    })
    const minutes = Math.round(CODE_TTL_SECONDS / 60)
    await enqueueSms(trx, {
      ...base,
      to: input.phoneNumber,
      locale,
      text: t('mfaSmsMail.smsText', { brand, code, minutes }),
    })
    return id
  })
}
