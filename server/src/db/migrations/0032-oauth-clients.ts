import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Several OAuth clients for hosted login (issue 9): the vendor's applications, each an OAuth
 * client whose id is the application id, with its exact redirect and post-logout URIs and, for a
 * confidential client, the SHA-256 of its secret (32 random bytes, so a fast hash is enough).
 * The environment's client (FOYER_CLIENT_ID) stays the bootstrap client and is not stored here.
 * `oauth_session_clients` binds a session family opened by a code exchange to its client, so that
 * its refresh tokens serve that client only (RFC 6749 §6).
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE oauth_clients (
      id text PRIMARY KEY,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      app_url text NOT NULL DEFAULT '',
      login_url text NOT NULL DEFAULT '',
      logo_url text NOT NULL DEFAULT '',
      type text NOT NULL DEFAULT 'web',
      frontend_stack text NOT NULL DEFAULT '',
      access_type text NOT NULL DEFAULT 'FREE_ACCESS',
      is_active boolean NOT NULL DEFAULT true,
      client_type text NOT NULL CHECK (client_type IN ('public', 'confidential')),
      secret_hash text,
      redirect_uris jsonb NOT NULL,
      post_logout_redirect_uris jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((client_type = 'confidential') = (secret_hash IS NOT NULL))
    )`.execute(db)
    await sql`CREATE TABLE oauth_session_clients (
      family_id uuid PRIMARY KEY,
      client_id text NOT NULL
    )`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS oauth_session_clients`.execute(db)
    await sql`DROP TABLE IF EXISTS oauth_clients`.execute(db)
  },
} satisfies Migration
