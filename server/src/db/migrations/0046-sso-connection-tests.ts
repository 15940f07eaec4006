import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * SSO connection tests: an admin signs in through a configuration in a new tab and reads what the
 * IdP sent (subject, email, groups) and which roles would be given, and nobody is signed in or
 * changed. A test lives 10 minutes; its id is the secret of the start address. An AuthnRequest
 * made for a test names it (`saml_requests.test_id`), so its answer goes to the test, not to a
 * sign-in.
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE sso_connection_tests (
      id uuid PRIMARY KEY,
      tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      configuration_id uuid NOT NULL REFERENCES sso_configurations (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      result text CHECK (length(result) <= 20000),
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE INDEX sso_connection_tests_configuration_idx
      ON sso_connection_tests (configuration_id)`.execute(db)
    await sql`ALTER TABLE saml_requests ADD COLUMN test_id uuid
      REFERENCES sso_connection_tests (id) ON DELETE CASCADE`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`ALTER TABLE saml_requests DROP COLUMN IF EXISTS test_id`.execute(db)
    await sql`DROP TABLE IF EXISTS sso_connection_tests`.execute(db)
  },
} satisfies Migration
