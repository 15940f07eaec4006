import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

const statements = [
  `CREATE TABLE features (
    id uuid PRIMARY KEY,
    key text NOT NULL UNIQUE,
    name text NOT NULL,
    description text NOT NULL DEFAULT '',
    linked_permissions jsonb NOT NULL DEFAULT '[]',
    metadata jsonb NOT NULL DEFAULT '{}',
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE plans (
    id uuid PRIMARY KEY,
    name text NOT NULL,
    description text NOT NULL DEFAULT '',
    default_treatment text NOT NULL CHECK (default_treatment IN ('true', 'false')),
    rules jsonb NOT NULL DEFAULT '[]',
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE plan_features (
    plan_id uuid NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
    feature_id uuid NOT NULL REFERENCES features (id) ON DELETE CASCADE,
    PRIMARY KEY (plan_id, feature_id)
  )`,
  `CREATE INDEX plan_features_feature_idx ON plan_features (feature_id)`,
  `CREATE TABLE plan_assignments (
    id uuid PRIMARY KEY,
    plan_id uuid NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
    tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    user_id uuid REFERENCES users (id) ON DELETE CASCADE,
    expiration_date timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX plan_assignments_tenant_idx ON plan_assignments (tenant_id, plan_id)`,
  `CREATE INDEX plan_assignments_plan_idx ON plan_assignments (plan_id)`,
  `CREATE TABLE feature_flags (
    id uuid PRIMARY KEY,
    key text NOT NULL UNIQUE,
    name text NOT NULL,
    description text NOT NULL DEFAULT '',
    "on" boolean NOT NULL DEFAULT false,
    off_treatment text NOT NULL CHECK (off_treatment IN ('true', 'false')),
    default_treatment text NOT NULL CHECK (default_treatment IN ('true', 'false')),
    rules jsonb NOT NULL DEFAULT '[]',
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE feature_flag_features (
    flag_id uuid NOT NULL REFERENCES feature_flags (id) ON DELETE CASCADE,
    feature_id uuid NOT NULL UNIQUE REFERENCES features (id) ON DELETE CASCADE,
    PRIMARY KEY (flag_id, feature_id)
  )`,
]

const tables = [
  'feature_flag_features',
  'feature_flags',
  'plan_assignments',
  'plan_features',
  'plans',
  'features',
]

/**
 * Entitlements: vendor-wide features (with linked permission keys), plans with targeting rules,
 * the features of each plan, plan assignments to a tenant or one of its users (entitlements v2,
 * optionally expiring) and feature flags; a feature is linked to at most one flag.
 */
export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db)
  },
  async down(db: Kysely<unknown>) {
    for (const table of tables) await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db)
  },
} satisfies Migration
