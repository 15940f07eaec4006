import { writeAudit } from '../audit/repository'
import { readVendorConfiguration } from '../configuration/vendor-configuration'
import { enqueueMail, enqueueSms } from '../delivery/outbox'
import { mailTranslator } from '../delivery/words'
import { CODE_TTL_SECONDS, checkLinkToken, issueCode } from '../one-time/secrets'
import { invitationRefusal } from './accept'
import { INVITATION_CODE_PURPOSE, INVITATION_PURPOSE } from './mail'
import type { Db } from '../db/database'
import type { ClientInfo } from '../sessions/repository'

/** Where an invitation code went: the channel and a masked address the box can show. */
export interface SentInvitationCode {
  channel: 'email' | 'sms'
  /** `j•••@example.com` or `•••••••0123`: enough to recognise, not to learn the address. */
  destination: string
}

/** Masks an email's name part but its first letter, or a number but its last four digits. */
export const maskDestination = (channel: 'email' | 'sms', to: string): string => {
  if (channel === 'sms') return `${'•'.repeat(Math.max(0, to.length - 4))}${to.slice(-4)}`
  const at = to.lastIndexOf('@')
  return `${to.slice(0, 1)}•••${to.slice(at)}`
}

const invitee = (db: Db, userId: string) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'phone_number'])
    .where('id', '=', userId)
    .executeTakeFirst()

/**
 * The code route was opened (invitation strategy `code`): for a link that still works, a fresh
 * 6-digit code of purpose 'invitation-code' (10 minutes, 5 tries; older ones retired) goes to the
 * invited person, texted when the vendor says SMS and they have a number, else mailed, with its
 * audit row, in one transaction. A link that does not work is refused as accepting would refuse it.
 */
export const sendInvitationCode = async (
  db: Db,
  input: { userId: string; token: string; locale: string; client: ClientInfo; now: Date },
): Promise<SentInvitationCode> => {
  const link = await checkLinkToken(db, { ...input, purpose: INVITATION_PURPOSE })
  if (!link.ok) throw invitationRefusal(link.reason)
  const user = await invitee(db, input.userId)
  if (!user) throw invitationRefusal('invalid')
  const tenantId = link.secret.tenantId ?? String(link.secret.data.tenantId)
  const { invitationStrategy } = await readVendorConfiguration(db)
  const texted =
    user.phone_number !== null && (invitationStrategy.codeChannel === 'sms' || user.email === null)
  const channel = texted ? 'sms' : 'email'
  const to = texted ? user.phone_number : user.email
  if (to === null) throw invitationRefusal('invalid')
  return db.transaction().execute(async (trx) => {
    const tenant = await trx
      .selectFrom('tenants')
      .select('name')
      .where('id', '=', tenantId)
      .executeTakeFirst()
    const brand = tenant?.name ?? 'Foyer'
    const base = { purpose: INVITATION_CODE_PURPOSE, userId: user.id, tenantId, now: input.now }
    const { code } = await issueCode(trx, { ...base, ttlSeconds: CODE_TTL_SECONDS })
    const t = mailTranslator(input.locale)
    const values = { brand, code, minutes: CODE_TTL_SECONDS / 60 }
    const message = { ...base, to, locale: input.locale }
    if (channel === 'sms') {
      await enqueueSms(trx, { ...message, text: t('invitationCodeMail.smsText', values) })
    } else {
      await enqueueMail(trx, {
        ...message,
        brand,
        content: {
          subject: t('invitationCodeMail.subject', values),
          heading: t('invitationCodeMail.heading', values),
          paragraphs: [t('invitationCodeMail.body', values), t('invitationCodeMail.notYou')],
          code,
        },
      })
    }
    await writeAudit(trx, {
      tenantId,
      userId: user.id,
      email: user.email,
      action: 'user.invitation.code-sent',
      description: `Invitation code sent by ${channel === 'sms' ? 'SMS' : 'email'}`,
      severity: 'Info',
      ip: input.client.ip,
      userAgent: input.client.userAgent,
      details: { channel },
    })
    return { channel, destination: maskDestination(channel, to) }
  })
}
