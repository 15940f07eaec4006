import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Account settings of a tenant (wire §5.9): its address, website, time zone, currency, date and
 * time formats, application URL, the custom sign-in page (`alias`, unique whatever its case) and
 * the logo's bytes, served by the server itself like profile pictures (`logo_id` changes with
 * each logo, so its URL does too). A tenant without a row has nothing set.
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE account_settings (
      tenant_id uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
      address text,
      website text,
      timezone text,
      currency text,
      date_format text,
      time_format text,
      application_url text,
      has_custom_login boolean NOT NULL DEFAULT false,
      alias text,
      logo_id uuid UNIQUE,
      logo_type text,
      logo_data bytea,
      logo_sha256 text,
      logo_updated_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE UNIQUE INDEX account_settings_alias_lower ON account_settings (lower(alias))`.execute(
      db,
    )
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS account_settings`.execute(db)
  },
} satisfies Migration
