import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * The display-name actions rows carried before the audit catalogue, and their keys. Copied here,
 * not imported, so this migration means the same whatever the catalogue later becomes.
 */
const legacyActions: [string, string][] = [
  ['Role created', 'role.created'],
  ['Role updated', 'role.updated'],
  ['Role deleted', 'role.deleted'],
  ['Role permissions updated', 'role.permissions.updated'],
  ['Permission roles updated', 'permission.roles.updated'],
  ['Group created', 'group.created'],
  ['Group updated', 'group.updated'],
  ['Group deleted', 'group.deleted'],
  ['Users added to group', 'group.users.added'],
  ['Users removed from group', 'group.users.removed'],
  ['Roles added to group', 'group.roles.added'],
  ['Roles removed from group', 'group.roles.removed'],
  ['Groups configuration updated', 'group.configuration.updated'],
]

/**
 * Audits (issue 20): rows written with a display name as their action get the catalogue's key;
 * indexes so that a tenant's page, filtered by action, severity, user or IP and sorted, is read
 * from an index even with a million rows; each tenant's retention (days; 365 when unset).
 */
export default {
  async up(db: Kysely<unknown>) {
    for (const [name, key] of legacyActions) {
      await sql`UPDATE audit_logs SET action = ${key} WHERE action = ${name}`.execute(db)
    }
    await sql`DROP INDEX IF EXISTS audit_logs_tenant_idx`.execute(db)
    await sql`CREATE INDEX audit_logs_tenant_time_idx
      ON audit_logs (tenant_id, created_at DESC, id DESC)`.execute(db)
    for (const column of ['action', 'severity', 'email', 'ip']) {
      await sql`CREATE INDEX ${sql.id(`audit_logs_tenant_${column}_idx`)}
        ON audit_logs (tenant_id, ${sql.id(column)}, created_at DESC, id DESC)`.execute(db)
    }
    await sql`CREATE INDEX audit_logs_time_idx ON audit_logs (created_at)`.execute(db)
    await sql`CREATE TABLE audit_retention (
      tenant_id uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
      days integer NOT NULL CHECK (days BETWEEN 1 AND 3650),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS audit_retention`.execute(db)
    await sql`DROP INDEX IF EXISTS audit_logs_time_idx`.execute(db)
    for (const column of ['action', 'severity', 'email', 'ip']) {
      await sql`DROP INDEX IF EXISTS ${sql.id(`audit_logs_tenant_${column}_idx`)}`.execute(db)
    }
    await sql`DROP INDEX IF EXISTS audit_logs_tenant_time_idx`.execute(db)
    await sql`CREATE INDEX audit_logs_tenant_idx ON audit_logs (tenant_id, created_at DESC)`.execute(
      db,
    )
    for (const [name, key] of legacyActions) {
      await sql`UPDATE audit_logs SET action = ${name} WHERE action = ${key}`.execute(db)
    }
  },
} satisfies Migration
