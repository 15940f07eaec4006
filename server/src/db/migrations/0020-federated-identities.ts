import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Identities at other providers (issue 9): who a user is at a SAML or OIDC identity provider of
 * their tenant (enterprise SSO) or at a social provider (google, github…). One row per
 * (provider, subject): a subject signs in as exactly one user. Enterprise SSO and social login
 * both look people up here before anything else, and link a new row only under their own rules
 * (SSO: the configuration's tenant; social: a verified email).
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE federated_identities (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('saml', 'oidc', 'social')),
      provider text NOT NULL CHECK (length(provider) BETWEEN 1 AND 200),
      subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 1000),
      email text,
      last_sign_in_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (kind, provider, subject)
    )`.execute(db)
    await sql`CREATE INDEX federated_identities_user_idx ON federated_identities (user_id)`.execute(
      db,
    )
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS federated_identities`.execute(db)
  },
} satisfies Migration
