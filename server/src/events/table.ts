import type { CreatedAt, Json } from '../db/columns'
import type { Generated } from 'kysely'

/** The durable queue of raised events (see migration 0042-webhooks). */
export interface EventsTable {
  id: string
  tenant_id: string
  /** The catalogue key: the audit action that raised it. */
  key: string
  data: Json
  /** `claimed` while a worker hands it to the fan-outs; `done` once they enqueued its sends. */
  status: Generated<'pending' | 'claimed' | 'done'>
  attempts: Generated<number>
  next_attempt_at: CreatedAt
  locked_until: Date | null
  claim_id: string | null
  last_error: string | null
  created_at: CreatedAt
}

declare module '../db/database' {
  interface Database {
    events: EventsTable
  }
}
