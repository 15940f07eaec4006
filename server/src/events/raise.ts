import { randomUUID } from 'node:crypto'
import { announceEnqueue } from '../delivery/wake'
import { isCatalogueEvent } from './catalogue'
import type { Db } from '../db/database'

/** An event as the fan-outs receive it (the same shape `channels-fan-out.ts` declares). */
export interface RaisedEvent {
  id: string
  tenantId: string
  key: string
  createdAt: Date
  data: Record<string, unknown>
}

/** What an audit row tells an event: its key, its tenant and what it says. */
export interface EventSource {
  tenantId: string | null
  userId: string | null
  email: string | null
  action: string
  description: string
  details?: Record<string, unknown>
}

/** True when writing this audit row raises an event (a catalogue key, in a tenant). */
export const raisesEvent = (source: EventSource): source is EventSource & { tenantId: string } =>
  source.tenantId !== null && isCatalogueEvent(source.action)

/**
 * Puts the event an audit row records into the `events` queue, in `trx`: the transaction of the
 * row and its change, so the event exists exactly when the change does. The event worker hands
 * it to the fan-outs afterwards. The data is what the audit row says, without the client's
 * address or user agent. Due at once (the database's clock stamps it).
 */
export const raiseAuditEvent = async (trx: Db, source: EventSource): Promise<void> => {
  if (!raisesEvent(source)) return
  const id = randomUUID()
  await trx
    .insertInto('events')
    .values({
      id,
      tenant_id: source.tenantId,
      key: source.action,
      data: JSON.stringify({
        description: source.description,
        userId: source.userId,
        email: source.email,
        details: source.details ?? {},
      }),
    })
    .execute()
  announceEnqueue()
}
