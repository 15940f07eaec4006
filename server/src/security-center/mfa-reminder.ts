import { enqueueMail } from '../delivery/outbox'
import { mailTranslator } from '../delivery/words'
import { appLink } from '../links/app-links'
import { searchTenantUsers } from '../user-search/repository'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'
import type { MailContent } from '../delivery/mail-layout'

/** The outbox purpose of the reminder to enrol a second factor. */
export const MFA_REMINDER_PURPOSE = 'mfa-reminder'

/** A member is reminded at most once a day, however often an administrator asks. */
export const REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000

const pageSize = 200

/** The reminder: why a second factor matters, and a link to sign in and set one up. */
export const mfaReminderMail = (
  locale: string,
  input: { brand: string; email: string; url: string },
): MailContent => {
  const t = mailTranslator(locale)
  return {
    subject: t('mfaReminderMail.subject', { brand: input.brand }),
    heading: t('mfaReminderMail.heading'),
    paragraphs: [
      t('mfaReminderMail.intro', { brand: input.brand, email: input.email }),
      t('mfaReminderMail.why'),
    ],
    action: { label: t('mfaReminderMail.action'), url: input.url },
  }
}

/** Enabled members of the tenant without a second factor who have an address to mail. */
const unenrolledMembers = async (db: Db, tenantId: string, now: Date) => {
  const found: { id: string; email: string }[] = []
  for (let page = 0; ; page += 1) {
    const { items } = await searchTenantUsers(db, {
      tenantId,
      vendorId: '',
      limit: pageSize,
      page,
      sortBy: 'id',
      order: 'ASC',
      preset: 'mfa-unenrolled',
      now,
    })
    for (const item of items) {
      if (item.email && !item.isDisabled) found.push({ id: item.id, email: item.email })
    }
    if (items.length < pageSize) return found
  }
}

/**
 * Puts one reminder to enrol a second factor in the outbox for each enabled member of the tenant
 * without one, in the caller's transaction; a member reminded in the last 24 hours is skipped.
 */
export const remindMfaEnrolment = async (
  trx: Db,
  config: Pick<ServerConfig, 'appUrl'>,
  input: { tenantId: string; locale: string; now: Date },
): Promise<{ mailed: string[]; skipped: number }> => {
  const { tenantId, locale, now } = input
  const members = await unenrolledMembers(trx, tenantId, now)
  const recent = await trx
    .selectFrom('messages')
    .select('user_id')
    .where('purpose', '=', MFA_REMINDER_PURPOSE)
    .where('tenant_id', '=', tenantId)
    .where('created_at', '>', new Date(now.getTime() - REMINDER_INTERVAL_MS))
    .execute()
  const reminded = new Set(recent.map((row) => row.user_id))
  const due = members.filter((member) => !reminded.has(member.id))
  const tenant = await trx
    .selectFrom('tenants')
    .select('name')
    .where('id', '=', tenantId)
    .executeTakeFirst()
  const brand = tenant?.name ?? ''
  const url = appLink(config, 'loginUrl')
  for (const member of due) {
    await enqueueMail(trx, {
      purpose: MFA_REMINDER_PURPOSE,
      to: member.email,
      tenantId,
      userId: member.id,
      locale,
      brand,
      content: mfaReminderMail(locale, { brand, email: member.email, url }),
      now,
    })
  }
  return { mailed: due.map((member) => member.id), skipped: members.length - due.length }
}
