import { sql } from 'kysely'
import { writeAudit } from '../audit/repository'
import { enqueueMail } from '../delivery/outbox'
import { mailLocale, mailTranslator } from '../delivery/words'
import { adminIdsOf } from '../roles/last-admin'
import type { Db } from '../db/database'

/** How long an endpoint may fail every attempt before it is turned off: a day. */
export const DISABLE_AFTER_MS = 24 * 60 * 60 * 1000

/**
 * Turns off an endpoint that has failed every attempt since `failingSince`, in `trx` (the one
 * recording the attempt that crossed the line): its pending deliveries are given up, the audit
 * row `webhook.disabled` is written (raising that event for the tenant's other receivers), and
 * each administrator of the tenant gets a mail through the outbox. Nothing when another worker
 * turned it off first.
 */
export const disableFailingWebhook = async (
  trx: Db,
  hook: { id: string; tenantId: string },
  failingSince: Date,
  now: Date,
): Promise<boolean> => {
  const turnedOff = await trx
    .updateTable('webhooks')
    .set({ is_active: false, updated_at: now })
    .where('id', '=', hook.id)
    .where('is_active', '=', true)
    .returning(['display_name', 'url', 'locale'])
    .executeTakeFirst()
  if (!turnedOff) return false
  await trx
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', locked_until: null, claim_id: null })
    .where('webhook_id', '=', hook.id)
    .where('status', 'in', ['pending', 'sending'])
    .execute()
  const name = turnedOff.display_name || turnedOff.url
  await writeAudit(trx, {
    tenantId: hook.tenantId,
    userId: null,
    email: null,
    action: 'webhook.disabled',
    description: `Webhook ${name} turned off: every delivery failed since ${failingSince.toISOString()}`,
    severity: 'High',
    ip: null,
    userAgent: null,
    details: { webhookId: hook.id, url: turnedOff.url, failingSince: failingSince.toISOString() },
  })
  const admins = await adminIdsOf(trx, hook.tenantId)
  if (admins.length === 0) return true
  const { rows } = await sql<{ id: string; email: string; brand: string }>`
    select u.id, u.email, t.name as brand from users u join tenants t on t.id = ${hook.tenantId}
    where u.id in (${sql.join(admins)})`.execute(trx)
  // Nobody's request sends it: the language of the admin who last saved the webhook.
  const locale = mailLocale(turnedOff.locale)
  const t = mailTranslator(locale)
  for (const admin of rows) {
    await enqueueMail(trx, {
      purpose: 'webhook-disabled',
      to: admin.email,
      tenantId: hook.tenantId,
      userId: admin.id,
      locale,
      brand: admin.brand,
      content: {
        subject: t('webhooks.disabledMail.subject', { name }),
        heading: t('webhooks.disabledMail.heading'),
        paragraphs: [
          t('webhooks.disabledMail.failing', { name, url: turnedOff.url }),
          t('webhooks.disabledMail.turnOn'),
        ],
      },
      now,
    })
  }
  return true
}
