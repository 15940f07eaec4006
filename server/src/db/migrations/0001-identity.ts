import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

const statements = [
  `CREATE TABLE tenants (
    id uuid PRIMARY KEY,
    name text NOT NULL,
    metadata text NOT NULL DEFAULT '{}',
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE users (
    id uuid PRIMARY KEY,
    email text NOT NULL,
    name text NOT NULL DEFAULT '',
    password_hash text,
    verified boolean NOT NULL DEFAULT false,
    tenant_id uuid REFERENCES tenants (id) ON DELETE SET NULL,
    metadata text NOT NULL DEFAULT '{}',
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    last_login timestamptz,
    failed_login_attempts integer NOT NULL DEFAULT 0,
    locked_until timestamptz,
    lockouts integer NOT NULL DEFAULT 0
  )`,
  `CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`,
  `CREATE INDEX users_name_lower_idx ON users (lower(name), id)`,
  `CREATE INDEX users_created_at_idx ON users (created_at, id)`,
  `CREATE TABLE tenant_memberships (
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    is_disabled boolean NOT NULL DEFAULT false,
    PRIMARY KEY (user_id, tenant_id)
  )`,
  `CREATE INDEX tenant_memberships_tenant_idx ON tenant_memberships (tenant_id, user_id)`,
  `CREATE TABLE roles (
    id uuid PRIMARY KEY,
    tenant_id uuid REFERENCES tenants (id) ON DELETE CASCADE,
    key text NOT NULL,
    name text NOT NULL,
    description text,
    is_default boolean NOT NULL DEFAULT false,
    permission_level integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX roles_vendor_key ON roles (key) WHERE tenant_id IS NULL`,
  `CREATE UNIQUE INDEX roles_tenant_key ON roles (tenant_id, key) WHERE tenant_id IS NOT NULL`,
  `CREATE TABLE permissions (
    id uuid PRIMARY KEY,
    key text NOT NULL UNIQUE,
    name text NOT NULL,
    description text NOT NULL DEFAULT '',
    category text NOT NULL,
    fe_permission boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE role_permissions (
    role_id uuid NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
    permission_id uuid NOT NULL REFERENCES permissions (id) ON DELETE CASCADE,
    PRIMARY KEY (role_id, permission_id)
  )`,
  `CREATE TABLE user_tenant_roles (
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    role_id uuid NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, tenant_id, role_id)
  )`,
  `CREATE INDEX user_tenant_roles_tenant_idx ON user_tenant_roles (tenant_id, user_id)`,
  `CREATE TABLE sessions (
    id uuid PRIMARY KEY,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    family_id uuid NOT NULL,
    token_hash text NOT NULL UNIQUE,
    expires_at timestamptz NOT NULL,
    revoked_at timestamptz,
    replaced_by uuid,
    user_agent text,
    ip text,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz
  )`,
  `CREATE INDEX sessions_family_idx ON sessions (family_id)`,
  `CREATE INDEX sessions_user_idx ON sessions (user_id)`,
  `CREATE TABLE lockout_policies (
    tenant_id uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
    enabled boolean NOT NULL DEFAULT true,
    max_attempts integer NOT NULL DEFAULT 5 CHECK (max_attempts > 0),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE audit_logs (
    id uuid PRIMARY KEY,
    tenant_id uuid,
    user_id uuid,
    email text,
    action text NOT NULL,
    description text NOT NULL,
    severity text NOT NULL CHECK (severity IN ('Info', 'High')),
    ip text,
    user_agent text,
    json jsonb NOT NULL DEFAULT '{}',
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX audit_logs_tenant_idx ON audit_logs (tenant_id, created_at DESC)`,
  `CREATE TABLE signing_keys (
    kid text PRIMARY KEY,
    algorithm text NOT NULL,
    public_jwk jsonb NOT NULL,
    private_jwk jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    retired_at timestamptz
  )`,
]

const tables = [
  'signing_keys',
  'audit_logs',
  'lockout_policies',
  'sessions',
  'user_tenant_roles',
  'role_permissions',
  'permissions',
  'roles',
  'tenant_memberships',
  'users',
  'tenants',
]

/** Identity tables: tenants, users, roles, permissions, sessions, lockout, audit, signing keys. */
export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db)
  },
  async down(db: Kysely<unknown>) {
    for (const table of tables) await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db)
  },
} satisfies Migration
