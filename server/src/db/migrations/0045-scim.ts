import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

const statements = [
  // A tenant's SCIM 2.0 connection: its directory (Okta, Entra ID, …) provisions users and groups
  // through it with a bearer token stored as its SHA-256 (shown once, at creation or rotation).
  `CREATE TABLE scim_connections (
    id uuid PRIMARY KEY,
    tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
    source text NOT NULL CHECK (source IN ('frontegg', 'okta', 'azure-ad', 'other')),
    sync_to_user_management boolean NOT NULL DEFAULT true,
    token_hash text NOT NULL,
    last_sync timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX scim_connections_tenant_idx ON scim_connections (tenant_id)`,
  // A member of the tenant that a connection manages, with the SCIM attributes the directory sent.
  // Leaving the tenant ends the link.
  `CREATE TABLE scim_users (
    user_id uuid NOT NULL,
    tenant_id uuid NOT NULL,
    connection_id uuid NOT NULL REFERENCES scim_connections (id) ON DELETE CASCADE,
    user_name text NOT NULL CHECK (char_length(user_name) BETWEEN 1 AND 320),
    external_id text CHECK (char_length(external_id) <= 320),
    display_name text CHECK (char_length(display_name) <= 320),
    active boolean NOT NULL DEFAULT true,
    resource text NOT NULL DEFAULT '{}',
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, tenant_id),
    FOREIGN KEY (user_id, tenant_id) REFERENCES tenant_memberships (user_id, tenant_id)
      ON DELETE CASCADE
  )`,
  `CREATE UNIQUE INDEX scim_users_user_name_key ON scim_users (connection_id, lower(user_name))`,
  `CREATE INDEX scim_users_user_name_pattern_idx
    ON scim_users (connection_id, lower(user_name) text_pattern_ops)`,
  `CREATE INDEX scim_users_external_id_idx ON scim_users (connection_id, external_id)`,
  `CREATE INDEX scim_users_created_idx ON scim_users (connection_id, created_at, user_id)`,
  // Groups a connection pushed (managed_by 'scim2'): which connection, and the directory's id.
  `ALTER TABLE groups ADD COLUMN scim_connection_id uuid
    REFERENCES scim_connections (id) ON DELETE SET NULL`,
  `ALTER TABLE groups ADD COLUMN external_id text CHECK (char_length(external_id) <= 320)`,
  `CREATE INDEX groups_scim_connection_idx ON groups (scim_connection_id)`,
  // The roles members of a pushed group hold, by the group's display name (any case).
  `CREATE TABLE scim_group_mappings (
    connection_id uuid NOT NULL REFERENCES scim_connections (id) ON DELETE CASCADE,
    group_name text NOT NULL CHECK (char_length(group_name) BETWEEN 1 AND 100),
    role_id uuid NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
    PRIMARY KEY (connection_id, group_name, role_id)
  )`,
]

/** SCIM 2.0 provisioning (issue 21): connections, their users, pushed groups, group → roles. */
export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS scim_group_mappings`.execute(db)
    await sql`ALTER TABLE groups DROP COLUMN IF EXISTS external_id`.execute(db)
    await sql`ALTER TABLE groups DROP COLUMN IF EXISTS scim_connection_id`.execute(db)
    await sql`DROP TABLE IF EXISTS scim_users`.execute(db)
    await sql`DROP TABLE IF EXISTS scim_connections`.execute(db)
  },
} satisfies Migration
