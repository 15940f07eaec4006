import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

const statements = [
  // The directory's reads are audited as one row per connection and hour (the row of the open
  // window counts the reads after the first): which row, and when its hour began.
  `ALTER TABLE scim_connections ADD COLUMN read_audit_id uuid`,
  `ALTER TABLE scim_connections ADD COLUMN read_window_started_at timestamptz`,
  // What each tenant used at the end of each day (members, SSO connections, API tokens, and the
  // vendor's metered features), for the Usage page's 30-day plot; written by the daily job.
  `CREATE TABLE usage_daily (
    tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    metric text NOT NULL CHECK (char_length(metric) BETWEEN 1 AND 100),
    day date NOT NULL,
    value integer NOT NULL CHECK (value >= 0),
    PRIMARY KEY (tenant_id, metric, day)
  )`,
]

/** Provisioning and usage (issues 21 and 22): SCIM read windows, daily usage. */
export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS usage_daily`.execute(db)
    await sql`ALTER TABLE scim_connections DROP COLUMN IF EXISTS read_window_started_at`.execute(db)
    await sql`ALTER TABLE scim_connections DROP COLUMN IF EXISTS read_audit_id`.execute(db)
  },
} satisfies Migration
