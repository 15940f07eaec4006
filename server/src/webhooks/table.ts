import type { CreatedAt, Json } from '../db/columns'
import type { Generated } from 'kysely'

/** A tenant's webhook endpoints (see migration 0042-webhooks). */
export interface WebhooksTable {
  id: string
  tenant_id: string
  url: string
  /** The signing secret, sealed with the server's key (`encryptSecret`, context `webhook <id>`). */
  secret: string
  display_name: string
  description: Generated<string>
  /** The catalogue keys it is sent. */
  event_keys: Json
  is_active: Generated<boolean>
  /** Attempts made to it, all deliveries together. */
  invocations: Generated<number>
  /** The first failure since its last success; a day of them turns the endpoint off. */
  failing_since: Date | null
  /** The language of the admin who last saved it: its "turned off" mail is written in it (0050). */
  locale: Generated<string>
  created_at: CreatedAt
  updated_at: CreatedAt
}

/** Where a delivery is: due, held by a worker, answered 2xx, or given up. */
export type WebhookDeliveryStatus = 'pending' | 'sending' | 'delivered' | 'failed'

/** One event's send to one endpoint, retried until delivered or given up. */
export interface WebhookDeliveriesTable {
  id: string
  tenant_id: string
  webhook_id: string
  /** The raised event; null for a test send. */
  event_id: string | null
  event_key: string
  /** The JSON body, signed as it is stored. */
  payload: string
  status: Generated<WebhookDeliveryStatus>
  attempts: Generated<number>
  next_attempt_at: CreatedAt
  locked_until: Date | null
  claim_id: string | null
  created_at: CreatedAt
  delivered_at: Date | null
}

/** One attempt of a delivery: the delivery log. */
export interface WebhookLogsTable {
  id: string
  tenant_id: string
  webhook_id: string
  delivery_id: string | null
  event_key: string
  /** The HTTP status, or `timeout` / `error` when there was none. */
  status_code: string
  ok: boolean
  /** The start of the endpoint's answer (or of the error). */
  body: Generated<string>
  latency_ms: number
  /** When the delivery is tried again; null when it is not. */
  next_attempt_at: Date | null
  created_at: CreatedAt
}

declare module '../db/database' {
  interface Database {
    webhooks: WebhooksTable
    webhook_deliveries: WebhookDeliveriesTable
    webhook_logs: WebhookLogsTable
  }
}
