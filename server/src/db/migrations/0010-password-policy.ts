import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Password policy per tenant over the vendor's defaults (a null column reads as the vendor's
 * value), and each user's past password hashes for the history rule (newest by id).
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE tenant_password_policies (
      tenant_id uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
      id uuid NOT NULL UNIQUE,
      complexity jsonb,
      history jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE TABLE password_history (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      password_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE INDEX password_history_user_idx ON password_history (user_id, id DESC)`.execute(
      db,
    )
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS password_history`.execute(db)
    await sql`DROP TABLE IF EXISTS tenant_password_policies`.execute(db)
  },
} satisfies Migration
