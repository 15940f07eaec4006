import { enqueueMail } from '../delivery/outbox'
import { mailLocale, mailTranslator } from '../delivery/words'
import { ApiError, badRequest, errorCodes } from '../http/api-error'
import { isUuid } from '../http/uuid'
import { limitSend } from '../limits/send'
import { CODE_TTL_SECONDS, issueCode, spendCode } from '../one-time/secrets'
import { brandOf } from '../passwordless/recipient'
import { findUserById } from '../users/repository'
import { mfaTokenRefused } from './login-steps'
import { peekMfaToken, spendMfaToken, takeMfaAttempt } from './login-token'
import { activeStrategies } from './strategies'
import type { AppDeps } from '../deps'
import type { MfaLoginRecord } from './login-token'
import type { Context } from 'hono'

/** One-time secret purpose of an emailed second-factor code. */
export const MFA_EMAIL_PURPOSE = 'mfa-email'

const wrongCode = () =>
  new ApiError(401, errorCodes.invalidCredentials, 'The code is incorrect or has expired')

/**
 * `mfa/emailcode {mfaToken}`: mails a 6-digit code (10 minutes, 5 tries) to the sign-in's user,
 * bound to that sign-in; the code, its mail and nothing else in one transaction, the send rate
 * limited like every mail. Answers `{otcToken}`, the code's id.
 */
export const sendMfaEmailCode = async (
  deps: AppDeps,
  c: Context,
  input: { mfaToken: string },
): Promise<{ otcToken: string }> => {
  const { db } = deps
  const now = deps.now()
  const peeked = await peekMfaToken(db, input.mfaToken, now)
  if (!peeked.ok) throw mfaTokenRefused(peeked.reason)
  if (!(await activeStrategies(deps)).includes('EmailCode')) {
    throw badRequest('The email code is not an allowed second factor')
  }
  const { record } = peeked
  const user = await findUserById(db, record.userId)
  if (!user) throw mfaTokenRefused('invalid')
  const email = user.email
  if (email === null) throw badRequest('This account has no email address to send a code to')
  await limitSend(deps, c, email)
  const locale = mailLocale(c.req.header('accept-language'))
  const t = mailTranslator(locale)
  const brand = (await brandOf(db, user)) || 'Foyer'
  const otcToken = await db.transaction().execute(async (trx) => {
    const base = { purpose: MFA_EMAIL_PURPOSE, userId: user.id, tenantId: record.tenantId, now }
    const { code, id } = await issueCode(trx, {
      ...base,
      ttlSeconds: CODE_TTL_SECONDS,
      data: { mfaLoginId: record.id },
    })
    const values = { brand, code, minutes: Math.round(CODE_TTL_SECONDS / 60) }
    await enqueueMail(trx, {
      ...base,
      to: email,
      locale,
      brand,
      content: {
        subject: t('mfaCodeMail.subject', values),
        heading: t('mfaCodeMail.heading', values),
        paragraphs: [t('mfaCodeMail.body', values), t('mfaCodeMail.ignore', values)],
        code,
      },
    })
    return id
  })
  return { otcToken }
}

/**
 * `mfa/emailcode/verify`: a try of the mfaToken is taken first, then the mailed code is spent;
 * it must be one issued for this very sign-in. Answers the sign-in to complete.
 */
export const verifyMfaEmailCode = async (
  deps: AppDeps,
  input: { mfaToken: string; otcToken: string; code: string },
): Promise<MfaLoginRecord> => {
  const { db } = deps
  const now = deps.now()
  const taken = await takeMfaAttempt(db, input.mfaToken, now)
  if (!taken.ok) throw mfaTokenRefused(taken.reason)
  const { record } = taken
  if (!isUuid(input.otcToken)) throw badRequest('Invalid token specified')
  const spent = await spendCode(db, {
    id: input.otcToken,
    purpose: MFA_EMAIL_PURPOSE,
    code: input.code.replace(/\s/g, ''),
    now,
  })
  const bound =
    spent.ok && spent.secret.userId === record.userId && spent.secret.data.mfaLoginId === record.id
  if (!bound || !(await spendMfaToken(db, record.id, now))) throw wrongCode()
  return record
}
