import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Custom social login providers (issue 9): any OAuth 2.0 or OpenID Connect provider the vendor
 * adds beside the seven built-in ones, one row each, named by its id (the post-login path's
 * `{provider}` and `federated_identities.provider`). The secret is sealed like the built-in
 * providers' (AES-256-GCM under FOYER_ENCRYPTION_KEY). `token_url` and `issuer` are Foyer's
 * additions to the wire's shape: the code must be exchanged somewhere, and an ID token can only
 * be checked against an issuer's keys. Their sign-ins use `social_login_states` (0023).
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE custom_social_providers (
      id uuid PRIMARY KEY,
      display_name text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 100),
      client_id text NOT NULL CHECK (length(client_id) BETWEEN 1 AND 500),
      secret_sealed text,
      active boolean NOT NULL DEFAULT false,
      authorization_url text NOT NULL,
      token_url text,
      user_info_url text NOT NULL,
      issuer text,
      scopes text NOT NULL DEFAULT '',
      redirect_url text,
      redirect_url_pattern text NOT NULL DEFAULT '',
      sso_logo_url text,
      updated_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (token_url IS NOT NULL OR issuer IS NOT NULL)
    )`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS custom_social_providers`.execute(db)
  },
} satisfies Migration
