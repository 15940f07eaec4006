import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from '../db/database'
import type { RaisedEvent } from '../events/raise'

/** The JSON body a webhook receives for an event (Standard Webhooks' `type`, `timestamp`, `data`). */
export const eventPayload = (event: RaisedEvent): string =>
  JSON.stringify({
    type: event.key,
    timestamp: event.createdAt.toISOString(),
    data: { eventId: event.id, tenantId: event.tenantId, ...event.data },
  })

/**
 * Enqueues one delivery per active webhook of the event's tenant that subscribes to its key, in
 * the event worker's transaction (so a crash between the fan-out and marking the event done
 * leaves neither, and the retried fan-out does not enqueue twice: one delivery per webhook and
 * event, the unique key). The worker sends them afterwards.
 */
export const fanOutToWebhooks = async (trx: Db, event: RaisedEvent): Promise<void> => {
  const hooks = await trx
    .selectFrom('webhooks')
    .select('id')
    .where('tenant_id', '=', event.tenantId)
    .where('is_active', '=', true)
    .where(sql<boolean>`event_keys @> ${JSON.stringify([event.key])}::jsonb`)
    .execute()
  if (hooks.length === 0) return
  const payload = eventPayload(event)
  await trx
    .insertInto('webhook_deliveries')
    .values(
      hooks.map((hook) => ({
        id: randomUUID(),
        tenant_id: event.tenantId,
        webhook_id: hook.id,
        event_id: event.id,
        event_key: event.key,
        payload,
      })),
    )
    .onConflict((conflict) => conflict.columns(['webhook_id', 'event_id']).doNothing())
    .execute()
}
