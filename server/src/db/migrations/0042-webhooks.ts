import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Events and webhooks (issue 20). `events` is the durable queue of raised events: a row is
 * written with its audit row (and so its change) and handed to the fan-outs by the event worker
 * once. `webhooks` are a tenant's endpoints (the secret sealed with the server's key);
 * `webhook_deliveries` are the sends of one event to one endpoint, retried until delivered or
 * given up; `webhook_logs` record every attempt (the delivery log of the portal).
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE events (
      id uuid PRIMARY KEY,
      tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      key text NOT NULL,
      data jsonb NOT NULL DEFAULT '{}',
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'claimed', 'done')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      locked_until timestamptz,
      claim_id uuid,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE INDEX events_due ON events (next_attempt_at) WHERE status <> 'done'`.execute(
      db,
    )
    await sql`CREATE TABLE webhooks (
      id uuid PRIMARY KEY,
      tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      url text NOT NULL,
      secret text NOT NULL,
      display_name text NOT NULL,
      description text NOT NULL DEFAULT '',
      event_keys jsonb NOT NULL DEFAULT '[]',
      is_active boolean NOT NULL DEFAULT true,
      invocations integer NOT NULL DEFAULT 0,
      failing_since timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE INDEX webhooks_tenant ON webhooks (tenant_id, created_at)`.execute(db)
    await sql`CREATE TABLE webhook_deliveries (
      id uuid PRIMARY KEY,
      tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      webhook_id uuid NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
      event_id uuid,
      event_key text NOT NULL,
      payload text NOT NULL,
      status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'sending', 'delivered', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      locked_until timestamptz,
      claim_id uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      delivered_at timestamptz,
      UNIQUE (webhook_id, event_id)
    )`.execute(db)
    await sql`CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at)
      WHERE status IN ('pending', 'sending')`.execute(db)
    await sql`CREATE TABLE webhook_logs (
      id uuid PRIMARY KEY,
      tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      webhook_id uuid NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
      delivery_id uuid REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
      event_key text NOT NULL,
      status_code text NOT NULL,
      ok boolean NOT NULL,
      body text NOT NULL DEFAULT '',
      latency_ms integer NOT NULL,
      next_attempt_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE INDEX webhook_logs_webhook ON webhook_logs (webhook_id, created_at DESC)`.execute(
      db,
    )
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS webhook_logs`.execute(db)
    await sql`DROP TABLE IF EXISTS webhook_deliveries`.execute(db)
    await sql`DROP TABLE IF EXISTS webhooks`.execute(db)
    await sql`DROP TABLE IF EXISTS events`.execute(db)
  },
} satisfies Migration
