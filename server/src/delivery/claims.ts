import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { writeAudit } from '../audit/repository'
import type { Db } from '../db/database'
import type { MessageChannel } from './table'

/** A message a worker holds while it delivers it. */
export interface ClaimedMessage {
  id: string
  claimId: string
  channel: MessageChannel
  purpose: string
  tenantId: string | null
  userId: string | null
  recipient: string
  subject: string
  html: string
  text: string
  /** Attempts so far, this one included. */
  attempts: number
}

interface ClaimedRow {
  id: string
  channel: MessageChannel
  purpose: string
  tenant_id: string | null
  user_id: string | null
  recipient: string
  subject: string
  html: string
  text: string
  attempts: number
}

/**
 * Claims up to `limit` due messages for one worker in one statement: `FOR UPDATE SKIP LOCKED`
 * makes concurrent claimers (other instances on the same PostgreSQL) take disjoint rows, and the
 * lease (`locked_until`) keeps a claimed row away from them until it runs out, so a message a
 * dead instance held is taken again after the lease. Each claim counts as an attempt. With
 * `channels`, only messages of those channels are claimed (the others stay queued).
 */
export const claimDueMessages = async (
  db: Db,
  options: { now: Date; leaseMs: number; limit: number; channels?: MessageChannel[] },
): Promise<ClaimedMessage[]> => {
  const channels = options.channels ?? ['mail', 'sms', 'slack']
  if (channels.length === 0) return []
  const claimId = randomUUID()
  const leaseEnd = new Date(options.now.getTime() + options.leaseMs)
  const { rows } = await sql<ClaimedRow>`
    UPDATE messages
    SET status = 'sending', attempts = attempts + 1, locked_until = ${leaseEnd}, claim_id = ${claimId}
    WHERE id IN (
      SELECT id FROM messages
      WHERE status IN ('pending', 'sending')
        AND channel IN (${sql.join(channels)})
        AND next_attempt_at <= ${options.now}
        AND (locked_until IS NULL OR locked_until <= ${options.now})
      ORDER BY next_attempt_at, created_at
      LIMIT ${options.limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, channel, purpose, tenant_id, user_id, recipient, subject, html, text, attempts
  `.execute(db)
  return rows.map((row) => ({
    id: row.id,
    claimId,
    channel: row.channel,
    purpose: row.purpose,
    tenantId: row.tenant_id,
    userId: row.user_id,
    recipient: row.recipient,
    subject: row.subject,
    html: row.html,
    text: row.text,
    attempts: row.attempts,
  }))
}

/**
 * Records the deliveries of one claim in one statement (on PGlite's single connection every
 * statement waits its turn behind requests, so one turn per batch rather than per message).
 * Answers how many were still held by that claim (a claim whose lease ran out lost its rows).
 */
export const markDelivered = async (db: Db, messages: ClaimedMessage[], now: Date) => {
  const claimId = messages[0]?.claimId
  if (!claimId) return 0
  const result = await db
    .updateTable('messages')
    .set({ status: 'delivered', delivered_at: now, locked_until: null, claim_id: null })
    .where('claim_id', '=', claimId)
    .where(
      'id',
      'in',
      messages.map((message) => message.id),
    )
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/**
 * Extends the lease of messages a live worker still holds (sending, or recording a send) to
 * `leaseEnd`, in one statement: a slow carrier is waited for, and only a dead worker's claim runs
 * out. A claim lost meanwhile (its lease ran out first) is left to whoever holds it now.
 */
export const renewClaims = async (db: Db, messages: ClaimedMessage[], leaseEnd: Date) => {
  if (messages.length === 0) return
  await db
    .updateTable('messages')
    .set({ locked_until: leaseEnd })
    .where('status', '=', 'sending')
    .where('claim_id', 'in', [...new Set(messages.map((message) => message.claimId))])
    .where(
      'id',
      'in',
      messages.map((message) => message.id),
    )
    .execute()
}

/** The first line of an error, short, as stored in `last_error` (never the message's body). */
export const describeFailure = (error: unknown): string => {
  const text = error instanceof Error ? error.message || error.name : String(error)
  return (text.split('\n')[0] ?? '').slice(0, 300)
}

/** Puts a failed attempt back in the queue, due again at `retryAt`. */
export const scheduleRetry = async (
  db: Db,
  message: ClaimedMessage,
  failure: string,
  retryAt: Date,
): Promise<boolean> => {
  const result = await db
    .updateTable('messages')
    .set({
      status: 'pending',
      next_attempt_at: retryAt,
      locked_until: null,
      claim_id: null,
      last_error: failure,
    })
    .where('id', '=', message.id)
    .where('claim_id', '=', message.claimId)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

/**
 * Gives up on a message: status `failed` (the development mailbox shows it) and an audit row of
 * severity High in the tenant's log, in one transaction. The audit names the recipient, the
 * purpose and the error, never the message's text (it holds links and codes).
 */
export const markFailed = async (
  db: Db,
  message: ClaimedMessage,
  failure: string,
): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('messages')
      .set({ status: 'failed', locked_until: null, claim_id: null, last_error: failure })
      .where('id', '=', message.id)
      .where('claim_id', '=', message.claimId)
      .executeTakeFirst()
    if (result.numUpdatedRows !== 1n) return false
    const what = { mail: 'mail', sms: 'text message', slack: 'Slack post' }[message.channel]
    await writeAudit(trx, {
      tenantId: message.tenantId,
      userId: message.userId,
      email: message.channel === 'mail' ? message.recipient : null,
      action: 'message.delivery-failed',
      description: `A ${what} (${message.purpose}) could not be delivered after ${message.attempts} attempts: ${failure}`,
      severity: 'High',
      ip: null,
      userAgent: null,
      details: {
        messageId: message.id,
        channel: message.channel,
        purpose: message.purpose,
        recipient: message.recipient,
        attempts: message.attempts,
        error: failure,
      },
    })
    return true
  })

/**
 * Hands claims back at once (a worker stopping before their deliveries finished): the next
 * worker takes them without waiting for the lease; the attempt does not count.
 */
export const releaseClaims = async (db: Db, messages: ClaimedMessage[]) => {
  for (const message of messages) {
    await db
      .updateTable('messages')
      .set((eb) => ({
        status: 'pending',
        locked_until: null,
        claim_id: null,
        attempts: eb('attempts', '-', 1),
      }))
      .where('id', '=', message.id)
      .where('claim_id', '=', message.claimId)
      .execute()
  }
}
