import type { Db } from '../db/database'

/** A message as the development mailbox shows it. */
export interface MailboxMessage {
  id: string
  channel: 'mail' | 'sms'
  purpose: string
  to: string
  subject: string
  text: string
  html: string
  status: string
  /** Delivery attempts so far. */
  attempts: number
  /** Why the last attempt failed, if it did. */
  lastError: string | null
  createdAt: string
  deliveredAt: string | null
}

/**
 * The newest messages of the outbox, optionally to one recipient (case-insensitive): the
 * development mailbox when no SMTP server or SMS provider is configured, and what tests read.
 */
export const readMailbox = async (
  db: Db,
  filter: { to?: string; limit?: number } = {},
): Promise<MailboxMessage[]> => {
  let query = db
    .selectFrom('messages')
    .select([
      'id',
      'channel',
      'purpose',
      'recipient',
      'subject',
      'text',
      'html',
      'status',
      'attempts',
      'last_error',
      'created_at',
      'delivered_at',
    ])
    .where('channel', 'in', ['mail', 'sms'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(Math.min(Math.max(filter.limit ?? 50, 1), 200))
  const to = filter.to?.toLowerCase()
  if (to) query = query.where((eb) => eb(eb.fn('lower', ['recipient']), '=', to))
  const rows = await query.execute()
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel === 'sms' ? 'sms' : 'mail',
    purpose: row.purpose,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at.toISOString(),
    deliveredAt: row.delivered_at?.toISOString() ?? null,
  }))
}
