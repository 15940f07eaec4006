import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Delivery: the transactional outbox of mail and SMS. A message is written in the transaction of
 * the change that causes it (a rolled-back change sends nothing) and delivered afterwards by the
 * worker, which claims due rows with `FOR UPDATE SKIP LOCKED` (two instances never take the same
 * row) under a lease (`locked_until`: a claim of a crashed instance expires and the row is tried
 * again) and a claim id (a worker whose lease ran out cannot overwrite the next one's outcome).
 * Without an SMTP server or SMS provider the rows are the development mailbox.
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE messages (
      id uuid PRIMARY KEY,
      channel text NOT NULL CHECK (channel IN ('mail', 'sms')),
      purpose text NOT NULL,
      tenant_id uuid,
      user_id uuid,
      recipient text NOT NULL,
      locale text NOT NULL DEFAULT 'en',
      subject text NOT NULL DEFAULT '',
      html text NOT NULL DEFAULT '',
      text text NOT NULL,
      status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'sending', 'delivered', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      locked_until timestamptz,
      claim_id uuid,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      delivered_at timestamptz
    )`.execute(db)
    await sql`CREATE INDEX messages_due_idx ON messages (next_attempt_at)
      WHERE status IN ('pending', 'sending')`.execute(db)
    await sql`CREATE INDEX messages_recipient_idx ON messages (lower(recipient), created_at DESC)`.execute(
      db,
    )
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS messages`.execute(db)
  },
} satisfies Migration
