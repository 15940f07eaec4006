import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from '../db/database'
import type { SendOutcome } from './send'

/** A delivery a worker holds while it sends it. */
export interface ClaimedDelivery {
  id: string
  claimId: string
  tenantId: string
  webhookId: string
  eventKey: string
  payload: string
  url: string
  /** The sealed secret (`openWebhookSecret`). */
  secret: string
  /** Attempts so far, this one included. */
  attempts: number
}

interface DeliveryRow {
  id: string
  tenant_id: string
  webhook_id: string
  event_key: string
  payload: string
  attempts: number
  url: string
  secret: string
}

/**
 * Claims up to `limit` due deliveries of active webhooks for one worker (one statement, `FOR
 * UPDATE SKIP LOCKED`, a lease: as the mail outbox). A delivery a dead worker held is taken again
 * once its lease ran out: that one may reach its endpoint twice (same `webhook-id`).
 */
export const claimDueDeliveries = async (
  db: Db,
  options: { now: Date; leaseMs: number; limit: number },
): Promise<ClaimedDelivery[]> => {
  const claimId = randomUUID()
  const leaseEnd = new Date(options.now.getTime() + options.leaseMs)
  const { rows } = await sql<DeliveryRow>`
    WITH claimed AS (
      UPDATE webhook_deliveries
      SET status = 'sending', attempts = attempts + 1, locked_until = ${leaseEnd},
        claim_id = ${claimId}
      WHERE id IN (
        SELECT d.id FROM webhook_deliveries d
        JOIN webhooks w ON w.id = d.webhook_id AND w.is_active
        WHERE d.status IN ('pending', 'sending')
          AND d.next_attempt_at <= ${options.now}
          AND (d.locked_until IS NULL OR d.locked_until <= ${options.now})
        ORDER BY d.next_attempt_at, d.created_at
        LIMIT ${options.limit}
        FOR UPDATE OF d SKIP LOCKED
      )
      RETURNING id, tenant_id, webhook_id, event_key, payload, attempts
    )
    SELECT c.*, w.url, w.secret FROM claimed c JOIN webhooks w ON w.id = c.webhook_id
  `.execute(db)
  return rows.map((row) => ({
    id: row.id,
    claimId,
    tenantId: row.tenant_id,
    webhookId: row.webhook_id,
    eventKey: row.event_key,
    payload: row.payload,
    url: row.url,
    secret: row.secret,
    attempts: row.attempts,
  }))
}

/** What becomes of a delivery after an attempt. */
export type Verdict = { kind: 'delivered' } | { kind: 'retry'; at: Date } | { kind: 'failed' }

/**
 * Records one attempt in one transaction: its log row, the delivery's new state, and the
 * endpoint's count and failure streak (`failing_since`, cleared by a success). The request was
 * sent, so it is always logged and counted, even when the claim was lost meanwhile (the lease ran
 * out and another worker holds the delivery, or the endpoint was turned off and its deliveries
 * given up): then the delivery's state is left as it is (its outcome is no longer this attempt's
 * to decide). Answers the endpoint's `failing_since` after the attempt, and whether the claim
 * still held; undefined when the delivery is gone (its webhook was deleted, and its logs with it).
 */
export const recordAttempt = async (
  trx: Db,
  delivery: ClaimedDelivery,
  outcome: SendOutcome,
  verdict: Verdict,
  now: Date,
): Promise<{ failingSince: Date | null; claimHeld: boolean } | undefined> => {
  const updated = await trx
    .updateTable('webhook_deliveries')
    .set({
      status: verdict.kind === 'retry' ? 'pending' : verdict.kind,
      next_attempt_at: verdict.kind === 'retry' ? verdict.at : now,
      delivered_at: verdict.kind === 'delivered' ? now : null,
      locked_until: null,
      claim_id: null,
    })
    .where('id', '=', delivery.id)
    .where('claim_id', '=', delivery.claimId)
    .executeTakeFirst()
  const claimHeld = updated.numUpdatedRows === 1n
  if (!claimHeld) {
    // Locked as the update above would have: a delete or a disable in flight is waited for.
    const still = await trx
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('id', '=', delivery.id)
      .forUpdate()
      .executeTakeFirst()
    if (!still) return undefined
  }
  await trx
    .insertInto('webhook_logs')
    .values({
      id: randomUUID(),
      tenant_id: delivery.tenantId,
      webhook_id: delivery.webhookId,
      delivery_id: delivery.id,
      event_key: delivery.eventKey,
      status_code: outcome.statusCode,
      ok: outcome.ok,
      body: outcome.body,
      latency_ms: outcome.latencyMs,
      next_attempt_at: claimHeld && verdict.kind === 'retry' ? verdict.at : null,
      created_at: now,
    })
    .execute()
  const hook = await trx
    .updateTable('webhooks')
    .set((eb) => ({
      invocations: eb('invocations', '+', 1),
      failing_since: outcome.ok ? null : eb.fn.coalesce('failing_since', eb.val(now)),
    }))
    .where('id', '=', delivery.webhookId)
    .returning('failing_since')
    .executeTakeFirst()
  return { failingSince: hook?.failing_since ?? null, claimHeld }
}

/** Hands claims back at once (a stopping worker): the attempt does not count. */
export const releaseDeliveries = async (db: Db, deliveries: ClaimedDelivery[]) => {
  for (const delivery of deliveries) {
    await db
      .updateTable('webhook_deliveries')
      .set((eb) => ({
        status: 'pending',
        locked_until: null,
        claim_id: null,
        attempts: eb('attempts', '-', 1),
      }))
      .where('id', '=', delivery.id)
      .where('claim_id', '=', delivery.claimId)
      .execute()
  }
}
