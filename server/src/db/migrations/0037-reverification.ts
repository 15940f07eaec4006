import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Reverification (issue 18): how recent a sign-in must be, per tenant, before a sensitive change
 * of one's own account (email, phone, factors, passkeys, API tokens). A tenant without a row uses
 * the default (10 minutes).
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE tenant_reverification (
      tenant_id uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
      max_age_seconds integer NOT NULL CHECK (max_age_seconds BETWEEN 60 AND 86400),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS tenant_reverification`.execute(db)
  },
} satisfies Migration
