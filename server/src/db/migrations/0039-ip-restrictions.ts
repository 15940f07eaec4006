import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * IP restrictions (issue 19): a tenant's allow and block entries (`ip_restrictions`, a single
 * address or a CIDR range, v4 or v6) and whether and how they apply (`ip_restriction_config`).
 * The config's `version` takes a new value from one sequence at every change of either table, so
 * each server instance keeps the tenant's compiled rules in memory and knows them stale by
 * comparing one number it reads anyway (a tenant without a config row has no restriction).
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE SEQUENCE ip_restriction_versions`.execute(db)
    await sql`CREATE TABLE ip_restriction_config (
      tenant_id uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
      is_active boolean NOT NULL DEFAULT false,
      strategy text NOT NULL DEFAULT 'ALLOW' CHECK (strategy IN ('ALLOW', 'BLOCK')),
      version bigint NOT NULL DEFAULT nextval('ip_restriction_versions'),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE TABLE ip_restrictions (
      id uuid PRIMARY KEY,
      tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      ip text NOT NULL CHECK (length(ip) <= 64),
      strategy text NOT NULL CHECK (strategy IN ('ALLOW', 'BLOCK')),
      is_active boolean NOT NULL DEFAULT true,
      description text NOT NULL DEFAULT '' CHECK (length(description) <= 200),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, strategy, ip)
    )`.execute(db)
    await sql`CREATE INDEX ip_restrictions_tenant_created
      ON ip_restrictions (tenant_id, created_at, id)`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS ip_restrictions`.execute(db)
    await sql`DROP TABLE IF EXISTS ip_restriction_config`.execute(db)
    await sql`DROP SEQUENCE IF EXISTS ip_restriction_versions`.execute(db)
  },
} satisfies Migration
