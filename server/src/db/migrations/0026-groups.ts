import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

const statements = [
  // How tenant administrators may use a permission (wire PermissionAssignmentTypeEnum): ASSIGNABLE
  // to their roles, NEVER (the vendor's alone), ALWAYS (part of every role an account makes).
  `ALTER TABLE permissions ADD COLUMN assignment_type text NOT NULL DEFAULT 'ASSIGNABLE'
    CHECK (assignment_type IN ('NEVER', 'ALWAYS', 'ASSIGNABLE'))`,
  `CREATE TABLE groups (
    id uuid PRIMARY KEY,
    tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    description text CHECK (length(description) <= 500),
    color text CHECK (color ~ '^#[0-9a-fA-F]{6}$'),
    metadata text,
    managed_by text NOT NULL DEFAULT 'frontegg' CHECK (managed_by IN ('frontegg', 'scim2')),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX groups_tenant_name_key ON groups (tenant_id, lower(name))`,
  // A member of a group is a member of the group's tenant: leaving the tenant leaves its groups.
  `CREATE TABLE group_users (
    group_id uuid NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    user_id uuid NOT NULL,
    tenant_id uuid NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (group_id, user_id),
    FOREIGN KEY (user_id, tenant_id) REFERENCES tenant_memberships (user_id, tenant_id)
      ON DELETE CASCADE
  )`,
  `CREATE INDEX group_users_user_idx ON group_users (user_id, tenant_id)`,
  `CREATE TABLE group_roles (
    group_id uuid NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    role_id uuid NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (group_id, role_id)
  )`,
  `CREATE TABLE group_configurations (
    tenant_id uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
    enabled boolean NOT NULL DEFAULT true,
    roles_enabled boolean NOT NULL DEFAULT true,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  // Every role a user holds in a tenant: their own and those of their groups (while the tenant's
  // groups and group roles are on). Tokens, the profile and the entitlements bundle read this.
  `CREATE VIEW user_effective_roles AS
    SELECT user_id, tenant_id, role_id FROM user_tenant_roles
    UNION
    SELECT gu.user_id, gu.tenant_id, gr.role_id
      FROM group_users gu
      JOIN group_roles gr ON gr.group_id = gu.group_id
      LEFT JOIN group_configurations gc ON gc.tenant_id = gu.tenant_id
      WHERE coalesce(gc.enabled, true) AND coalesce(gc.roles_enabled, true)`,
]

/** Groups (issue 11), the effective-roles view, and permission assignment types. */
export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP VIEW IF EXISTS user_effective_roles`.execute(db)
    for (const table of ['group_configurations', 'group_roles', 'group_users', 'groups']) {
      await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db)
    }
    await sql`ALTER TABLE permissions DROP COLUMN IF EXISTS assignment_type`.execute(db)
  },
} satisfies Migration
