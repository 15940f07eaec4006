import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { fanOuts } from './fan-outs'
import type { Db } from '../db/database'
import type { FanOut } from './fan-outs'
import type { RaisedEvent } from './raise'

/** An event a worker holds while it hands it to the fan-outs. */
export interface ClaimedEvent extends RaisedEvent {
  claimId: string
  attempts: number
}

interface EventRow {
  id: string
  tenant_id: string
  key: string
  data: unknown
  created_at: Date
  attempts: number
}

/**
 * Claims up to `limit` due events (as `claimDueMessages` does for mail): one statement, `FOR
 * UPDATE SKIP LOCKED` so concurrent workers take disjoint rows, and a lease after which an event
 * a dead worker held is taken again.
 */
export const claimDueEvents = async (
  db: Db,
  options: { now: Date; leaseMs: number; limit: number },
): Promise<ClaimedEvent[]> => {
  const claimId = randomUUID()
  const leaseEnd = new Date(options.now.getTime() + options.leaseMs)
  const { rows } = await sql<EventRow>`
    UPDATE events
    SET status = 'claimed', attempts = attempts + 1, locked_until = ${leaseEnd}, claim_id = ${claimId}
    WHERE id IN (
      SELECT id FROM events
      WHERE status <> 'done'
        AND next_attempt_at <= ${options.now}
        AND (locked_until IS NULL OR locked_until <= ${options.now})
      ORDER BY next_attempt_at, created_at
      LIMIT ${options.limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, tenant_id, key, data, created_at, attempts
  `.execute(db)
  return rows.map((row) => ({
    id: row.id,
    tenantId: row.tenant_id,
    key: row.key,
    createdAt: new Date(row.created_at),
    data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<
      string,
      unknown
    >,
    claimId,
    attempts: row.attempts,
  }))
}

/**
 * Hands one event to every fan-out and takes it off the queue, in one transaction: either all its
 * sends are enqueued and it is gone (its audit row remains), or nothing happened and it is still
 * due (a crash, a failing fan-out). An event whose claim was lost (its lease ran out and another worker took it) is left
 * to that worker: the transaction is rolled back. Answers whether this worker handed it over.
 */
export const handOver = async (
  db: Db,
  event: ClaimedEvent,
  receivers: readonly FanOut[] = fanOuts,
): Promise<boolean> =>
  db
    .transaction()
    .execute(async (trx) => {
      const held = await trx
        .deleteFrom('events')
        .where('id', '=', event.id)
        .where('claim_id', '=', event.claimId)
        .executeTakeFirst()
      if (held.numDeletedRows !== 1n) throw new LostClaim()
      const { claimId: _claim, attempts: _attempts, ...raised } = event
      for (const fanOut of receivers) await fanOut(trx, raised)
      return true
    })
    .catch((error: unknown) => {
      if (error instanceof LostClaim) return false
      throw error
    })

class LostClaim extends Error {}

/** Puts an event whose hand-over failed back in the queue, due again at `retryAt`. */
export const retryEvent = async (db: Db, event: ClaimedEvent, failure: string, retryAt: Date) => {
  await db
    .updateTable('events')
    .set({
      status: 'pending',
      next_attempt_at: retryAt,
      locked_until: null,
      claim_id: null,
      last_error: failure,
    })
    .where('id', '=', event.id)
    .where('claim_id', '=', event.claimId)
    .execute()
}
