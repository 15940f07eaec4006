import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * SAML service provider (issue 9): pending AuthnRequests (InResponseTo is single use), the replay
 * cache of accepted assertion IDs, and each SSO configuration's SP signing key. The configuration
 * id is text without a foreign key: rows outlive nothing that matters (requests and assertions
 * expire within minutes; a key of a deleted configuration is never read again).
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE saml_requests (
      id text PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 200),
      configuration_id text NOT NULL,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE INDEX saml_requests_expiry_idx ON saml_requests (expires_at)`.execute(db)
    await sql`CREATE TABLE saml_assertions (
      configuration_id text NOT NULL,
      assertion_id text NOT NULL CHECK (length(assertion_id) BETWEEN 1 AND 200),
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (configuration_id, assertion_id)
    )`.execute(db)
    await sql`CREATE INDEX saml_assertions_expiry_idx ON saml_assertions (expires_at)`.execute(db)
    await sql`CREATE TABLE saml_service_provider_keys (
      configuration_id text PRIMARY KEY,
      private_key text NOT NULL,
      certificate text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS saml_service_provider_keys`.execute(db)
    await sql`DROP TABLE IF EXISTS saml_assertions`.execute(db)
    await sql`DROP TABLE IF EXISTS saml_requests`.execute(db)
  },
} satisfies Migration
