import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Social login (issue 9). `social_providers`: the vendor's configuration of each of the seven
 * providers (client id, the secret encrypted, scopes, endpoints), one row per provider.
 * `social_login_states`: every sign-in started at a provider, held server-side until its callback
 * spends it: the state, the nonce and the PKCE verifier never leave the server, and the row is
 * bound to the browser that started it (a hash of its binding cookie), so a callback carried to
 * another browser (login CSRF) finds nothing.
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE social_providers (
      provider text PRIMARY KEY CHECK (provider IN
        ('google', 'microsoft', 'github', 'facebook', 'apple', 'linkedin', 'slack')),
      client_id text NOT NULL CHECK (length(client_id) BETWEEN 1 AND 500),
      secret_sealed text,
      active boolean NOT NULL DEFAULT false,
      redirect_url text,
      additional_scopes text[] NOT NULL DEFAULT '{}',
      options jsonb NOT NULL DEFAULT '{}',
      updated_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE TABLE social_login_states (
      state text PRIMARY KEY,
      provider text NOT NULL,
      binder_hash text NOT NULL,
      nonce text,
      code_verifier text,
      redirect_uri text NOT NULL,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE INDEX social_login_states_expiry_idx ON social_login_states (expires_at)`.execute(
      db,
    )
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS social_login_states`.execute(db)
    await sql`DROP TABLE IF EXISTS social_providers`.execute(db)
  },
} satisfies Migration
