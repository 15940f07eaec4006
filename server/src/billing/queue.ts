import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { applyStripeEvent, retrieveEventObject } from './apply'
import type { Db } from '../db/database'
import type Stripe from 'stripe'

interface ClaimedRow {
  id: string
  payload: unknown
  attempts: number
  claim_id: string
  received_at: Date
}

/** How long a failing event waits before its next try: 30 s doubling, at most an hour. */
const retryDelayMs = (attempts: number) => Math.min(3_600_000, 30_000 * 2 ** (attempts - 1))

/**
 * Applies the due Stripe events of the durable queue (`stripe_events`), oldest first: each is
 * claimed (`FOR UPDATE SKIP LOCKED`, with a lease a dead worker's claim runs out of), applied and
 * marked done in one transaction; one that fails is due again later with its error kept. Done
 * rows stay, so a replayed delivery is recognised. Answers how many were applied.
 */
export const drainStripeEvents = async (
  db: Db,
  stripe: Stripe,
  options: { now: Date; leaseMs?: number; limit?: number },
): Promise<number> => {
  const claimId = randomUUID()
  const leaseEnd = new Date(options.now.getTime() + (options.leaseMs ?? 60_000))
  const { rows } = await sql<ClaimedRow>`
    UPDATE stripe_events
    SET status = 'claimed', attempts = attempts + 1, locked_until = ${leaseEnd}, claim_id = ${claimId}
    WHERE id IN (
      SELECT id FROM stripe_events
      WHERE status <> 'done'
        AND next_attempt_at <= ${options.now}
        AND (locked_until IS NULL OR locked_until <= ${options.now})
      ORDER BY received_at, id
      LIMIT ${options.limit ?? 50}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, payload, attempts, claim_id, received_at
  `.execute(db)
  // RETURNING does not keep the subquery's order (PostgreSQL returns rows as it updated them):
  // applied in the order Stripe's events arrived, a later state is never overwritten by an
  // earlier one of the same Stripe second.
  const ordered = [...rows].sort(
    (a, b) =>
      new Date(a.received_at).getTime() - new Date(b.received_at).getTime() ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
  let applied = 0
  for (const row of ordered) {
    const event = (
      typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload
    ) as Stripe.Event
    try {
      // Applied with its object as Stripe has it now, never the event's (maybe older) snapshot.
      const current = await retrieveEventObject(stripe, event)
      const stamp = Math.floor(options.now.getTime() / 1000)
      await db.transaction().execute(async (trx) => {
        await applyStripeEvent(trx, event, current, stamp)
        await trx
          .updateTable('stripe_events')
          .set({ status: 'done', locked_until: null, last_error: null })
          .where('id', '=', row.id)
          .where('claim_id', '=', claimId)
          .execute()
      })
      applied++
    } catch (error) {
      await db
        .updateTable('stripe_events')
        .set({
          status: 'pending',
          locked_until: null,
          claim_id: null,
          next_attempt_at: new Date(options.now.getTime() + retryDelayMs(row.attempts)),
          last_error: error instanceof Error ? error.message : String(error),
        })
        .where('id', '=', row.id)
        .where('claim_id', '=', claimId)
        .execute()
    }
  }
  return applied
}
