import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Connectivity channels (issue 20): each tenant's email and SMS subscriptions per event (a config
 * row per channel and event, with its named recipient lists), its Slack workspace (the bot token
 * sealed with the server's key) and Slack subscriptions; and the `slack` channel of the outbox, so
 * a Slack post is delivered by the same durable worker as mail and SMS.
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE connectivity_configs (
      tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      channel text NOT NULL CHECK (channel IN ('email', 'sms')),
      event_key text NOT NULL CHECK (char_length(event_key) BETWEEN 1 AND 100),
      enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, channel, event_key)
    )`.execute(db)
    await sql`CREATE TABLE connectivity_subscriptions (
      id uuid PRIMARY KEY,
      tenant_id uuid NOT NULL,
      channel text NOT NULL,
      event_key text NOT NULL,
      name text NOT NULL DEFAULT '',
      enabled boolean NOT NULL DEFAULT true,
      recipients jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (tenant_id, channel, event_key)
        REFERENCES connectivity_configs (tenant_id, channel, event_key) ON DELETE CASCADE
    )`.execute(db)
    await sql`CREATE INDEX connectivity_subscriptions_event_idx
      ON connectivity_subscriptions (tenant_id, channel, event_key)`.execute(db)
    await sql`CREATE TABLE slack_installations (
      tenant_id uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
      id uuid NOT NULL UNIQUE,
      team_id text NOT NULL,
      team_name text NOT NULL DEFAULT '',
      bot_user_id text NOT NULL DEFAULT '',
      scope text NOT NULL DEFAULT '',
      bot_token text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE TABLE slack_subscriptions (
      id uuid PRIMARY KEY,
      tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      is_active boolean NOT NULL DEFAULT true,
      slack_events jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE INDEX slack_subscriptions_tenant_idx ON slack_subscriptions (tenant_id)`.execute(
      db,
    )
    await sql`ALTER TABLE messages DROP CONSTRAINT messages_channel_check`.execute(db)
    await sql`ALTER TABLE messages ADD CONSTRAINT messages_channel_check
      CHECK (channel IN ('mail', 'sms', 'slack'))`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`DELETE FROM messages WHERE channel = 'slack'`.execute(db)
    await sql`ALTER TABLE messages DROP CONSTRAINT messages_channel_check`.execute(db)
    await sql`ALTER TABLE messages ADD CONSTRAINT messages_channel_check
      CHECK (channel IN ('mail', 'sms'))`.execute(db)
    await sql`DROP TABLE IF EXISTS slack_subscriptions`.execute(db)
    await sql`DROP TABLE IF EXISTS slack_installations`.execute(db)
    await sql`DROP TABLE IF EXISTS connectivity_subscriptions`.execute(db)
    await sql`DROP TABLE IF EXISTS connectivity_configs`.execute(db)
  },
} satisfies Migration
