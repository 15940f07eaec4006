import type { Db } from '../db/database'

/** One attempt of the delivery log, as stored. */
export interface WebhookLogRecord {
  id: string
  tenantId: string
  webhookId: string
  deliveryId: string | null
  eventKey: string
  statusCode: string
  ok: boolean
  body: string
  latencyMs: number
  nextAttemptAt: Date | null
  createdAt: Date
}

const columns = [
  'id',
  'tenant_id',
  'webhook_id',
  'delivery_id',
  'event_key',
  'status_code',
  'ok',
  'body',
  'latency_ms',
  'next_attempt_at',
  'created_at',
] as const

const toRecord = (row: {
  id: string
  tenant_id: string
  webhook_id: string
  delivery_id: string | null
  event_key: string
  status_code: string
  ok: boolean
  body: string
  latency_ms: number
  next_attempt_at: Date | null
  created_at: Date
}): WebhookLogRecord => ({
  id: row.id,
  tenantId: row.tenant_id,
  webhookId: row.webhook_id,
  deliveryId: row.delivery_id,
  eventKey: row.event_key,
  statusCode: row.status_code,
  ok: row.ok,
  body: row.body,
  latencyMs: row.latency_ms,
  nextAttemptAt: row.next_attempt_at ? new Date(row.next_attempt_at) : null,
  createdAt: new Date(row.created_at),
})

/** A page of one webhook's attempts, newest first, with how many there are. */
export const listWebhookLogs = async (
  db: Db,
  tenantId: string,
  webhookId: string,
  page: { offset: number; limit: number },
) => {
  const base = db
    .selectFrom('webhook_logs')
    .where('tenant_id', '=', tenantId)
    .where('webhook_id', '=', webhookId)
  const [rows, total] = await Promise.all([
    base
      .select(columns)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows: rows.map(toRecord), count: Number(total.n) }
}

/**
 * Records a test call in a saved webhook's delivery log (no delivery: a test is never queued or
 * sent again, and it leaves the endpoint's count and failure streak alone).
 */
export const insertTestLog = async (trx: Db, log: WebhookLogRecord) => {
  await trx
    .insertInto('webhook_logs')
    .values({
      id: log.id,
      tenant_id: log.tenantId,
      webhook_id: log.webhookId,
      delivery_id: null,
      event_key: log.eventKey,
      status_code: log.statusCode,
      ok: log.ok,
      body: log.body,
      latency_ms: log.latencyMs,
      next_attempt_at: null,
      created_at: log.createdAt,
    })
    .execute()
}

/** One of a tenant's log entries; undefined for another tenant's or none. */
export const findWebhookLog = async (db: Db, tenantId: string, id: string) => {
  const row = await db
    .selectFrom('webhook_logs')
    .select(columns)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst()
  return row ? toRecord(row) : undefined
}

/**
 * Queues a delivery again, due now (a retry the admin asked for): a delivered or given-up one is
 * sent once more, a pending one is brought forward, one being sent is left to its worker.
 * Answers whether the tenant has it.
 */
export const requeueDelivery = async (trx: Db, tenantId: string, deliveryId: string, now: Date) => {
  const result = await trx
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: now, delivered_at: null })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', deliveryId)
    .where('status', '<>', 'sending')
    .executeTakeFirst()
  if (result.numUpdatedRows === 1n) return true
  const held = await trx
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', deliveryId)
    .executeTakeFirst()
  return held !== undefined
}
