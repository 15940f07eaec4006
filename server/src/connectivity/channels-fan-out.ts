import { createHash } from 'node:crypto'
import { renderMail } from '../delivery/mail-layout'
import { announceEnqueue } from '../delivery/wake'
import { mailLocale, mailTranslator } from '../delivery/words'
import { catalogueEvent } from '../events/catalogue'
import { listRecipientConfigs, recipientLocales } from './recipients-repository'
import { listSlackSubscriptions, readSlackInstallation } from './slack-repository'
import type { Db } from '../db/database'
import type { MessageChannel } from '../delivery/table'

/** An event as the event worker hands it to each fan-out (`server/src/events/` declares the same). */
export interface RaisedEvent {
  id: string
  tenantId: string
  key: string
  createdAt: Date
  data: Record<string, unknown>
}

/** The purpose of every message a fan-out writes (the outbox's `purpose`). */
export const EVENT_PURPOSE = 'event-notification'

/**
 * The message id of one event's send to one recipient: the same on every run, so a fan-out run
 * again for the same event (its worker crashed before recording it done) writes nothing twice.
 */
const messageId = (event: RaisedEvent, channel: MessageChannel, recipient: string): string => {
  const hex = createHash('sha256').update(`${event.id}\n${channel}\n${recipient}`).digest('hex')
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`
}

/** What an event says: the audit row's description when it carries one, else the catalogue's. */
const describe = (event: RaisedEvent) => {
  const known = catalogueEvent(event.key)
  const told = typeof event.data.description === 'string' ? event.data.description.trim() : ''
  return {
    name: known?.displayName ?? event.key,
    details: (told || known?.description || event.key).slice(0, 500),
    // Written the same in every language (the catalogue's names and the descriptions are too).
    when: `${event.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  }
}

interface Send {
  channel: MessageChannel
  recipient: string
  locale: string
  subject?: string
  html?: string
  text: string
}

/**
 * Sends an event to the tenant's channels: each recipient of its enabled email and SMS lists (of an
 * enabled event configuration) gets a mail or SMS, each channel of its active Slack subscriptions a
 * post. Everything is written to the outbox in `trx` (the event worker's transaction: nothing goes
 * out unless it commits), each recipient once, under ids derived from the event (a second run adds
 * nothing); the delivery worker sends them with its retries and crash-safety.
 */
export const fanOutToChannels = async (trx: Db, event: RaisedEvent): Promise<void> => {
  const [emails, texts, installation] = await Promise.all([
    listRecipientConfigs(trx, event.tenantId, 'email', event.key),
    listRecipientConfigs(trx, event.tenantId, 'sms', event.key),
    readSlackInstallation(trx, event.tenantId),
  ])
  const recipientsOf = (configs: typeof emails) =>
    configs
      .filter((config) => config.enabled)
      .flatMap((config) => config.subscriptions.filter((list) => list.enabled))
      .flatMap((list) => list.recipients)
  const mailTo = [...new Set(recipientsOf(emails))]
  const smsTo = [...new Set(recipientsOf(texts))]
  const slackEvents = installation
    ? (await listSlackSubscriptions(trx, event.tenantId))
        .filter((subscription) => subscription.isActive)
        .flatMap((subscription) => subscription.slackEvents)
        .filter((slackEvent) => slackEvent.eventKey === event.key)
    : []
  if (mailTo.length + smsTo.length + slackEvents.length === 0) return

  const tenant = await trx
    .selectFrom('tenants')
    .select('name')
    .where('id', '=', event.tenantId)
    .executeTakeFirst()
  const brand = tenant?.name ?? ''
  // Each channel in the language of the admin who last saved the event's lists there.
  const locales = await recipientLocales(trx, event.tenantId, event.key)
  const mailIn = mailLocale(locales.get('email'))
  const smsIn = mailLocale(locales.get('sms'))
  const sends: Send[] = []
  const t = mailTranslator(mailIn)
  const { name, details, when } = describe(event)
  for (const to of mailTo) {
    const mail = renderMail(
      {
        subject: t('connectivityChannels.mail.subject', { brand, event: name }),
        heading: name,
        paragraphs: [
          details,
          t('connectivityChannels.mail.when', { when }),
          t('connectivityChannels.mail.why', { brand, event: name }),
        ],
      },
      { locale: mailIn, brand },
    )
    sends.push({ channel: 'mail', recipient: to, locale: mailIn, ...mail })
  }
  const sms = mailTranslator(smsIn)('connectivityChannels.sms.text', {
    brand,
    event: name,
    details,
  }).slice(0, 320)
  for (const to of smsTo) sends.push({ channel: 'sms', recipient: to, locale: smsIn, text: sms })
  const posted = new Set<string>()
  for (const slackEvent of slackEvents) {
    const heading = slackEvent.title?.trim() || name
    const text = `*${heading}*\n${slackEvent.message?.trim() || details}\n_${when}_`
    for (const channel of slackEvent.channelIds) {
      if (posted.has(channel)) continue
      posted.add(channel)
      sends.push({ channel: 'slack', recipient: channel, locale: 'en', text })
    }
  }

  const now = new Date()
  await trx
    .insertInto('messages')
    .values(
      sends.map((send) => ({
        id: messageId(event, send.channel, send.recipient),
        channel: send.channel,
        purpose: EVENT_PURPOSE,
        tenant_id: event.tenantId,
        user_id: null,
        recipient: send.recipient,
        locale: send.locale,
        subject: send.subject ?? '',
        html: send.html ?? '',
        text: send.text,
        next_attempt_at: now,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
  announceEnqueue()
}
