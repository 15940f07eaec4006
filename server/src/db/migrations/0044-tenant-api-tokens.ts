import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Tenant API tokens (`kind` apiToken, rows 132-134) and tenant access tokens (`accessToken`, rows
 * 126-128): a machine's client id and the SHA-256 of its secret (shown once, at creation), acting
 * for the tenant with the roles of `tenant_api_token_roles` and no user. `created_by_user_id` is
 * kept for the list and cleared when that user goes. Deleting a token (or its tenant) deletes its
 * rows, and a deleted role leaves the tokens that held it.
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE tenant_api_tokens (
      id uuid PRIMARY KEY,
      tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('apiToken', 'accessToken')),
      description text NOT NULL,
      secret_hash text NOT NULL,
      created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
      expires_at timestamptz,
      last_used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE INDEX tenant_api_tokens_tenant_idx ON tenant_api_tokens (tenant_id, kind)`.execute(
      db,
    )
    await sql`CREATE TABLE tenant_api_token_roles (
      token_id uuid NOT NULL REFERENCES tenant_api_tokens (id) ON DELETE CASCADE,
      role_id uuid NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
      PRIMARY KEY (token_id, role_id)
    )`.execute(db)
    await sql`CREATE INDEX tenant_api_token_roles_role_idx ON tenant_api_token_roles (role_id)`.execute(
      db,
    )
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS tenant_api_token_roles`.execute(db)
    await sql`DROP TABLE IF EXISTS tenant_api_tokens`.execute(db)
  },
} satisfies Migration
