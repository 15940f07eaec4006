import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Enterprise SSO (issue 9): a tenant's SSO configurations (SAML or OIDC; several per tenant),
 * their email domains, default roles and IdP group → role mappings, and the tenant's choice of
 * letting users of an SSO domain still sign in with a password. A domain routes pre-login only
 * once validated, and a validated domain belongs to one configuration in the whole server (the
 * partial unique index), so no tenant can capture another's users by claiming their domain.
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE sso_configurations (
      id uuid PRIMARY KEY,
      tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      type text NOT NULL CHECK (type IN ('saml', 'okta', 'azure', 'google', 'oidc')),
      enabled boolean NOT NULL DEFAULT true,
      sso_endpoint text NOT NULL DEFAULT '' CHECK (length(sso_endpoint) <= 2000),
      public_certificate text NOT NULL DEFAULT '' CHECK (length(public_certificate) <= 20000),
      sign_request boolean NOT NULL DEFAULT false,
      idp_entity_id text NOT NULL DEFAULT '' CHECK (length(idp_entity_id) <= 2000),
      metadata text CHECK (length(metadata) <= 200000),
      metadata_url text CHECK (length(metadata_url) <= 2000),
      config_metadata text NOT NULL DEFAULT '{}',
      oidc_client_id text NOT NULL DEFAULT '' CHECK (length(oidc_client_id) <= 500),
      oidc_secret text,
      skip_email_domain_validation boolean NOT NULL DEFAULT false,
      generated_verification text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE INDEX sso_configurations_tenant_idx ON sso_configurations (tenant_id)`.execute(
      db,
    )
    await sql`CREATE TABLE sso_domains (
      id uuid PRIMARY KEY,
      configuration_id uuid NOT NULL REFERENCES sso_configurations (id) ON DELETE CASCADE,
      domain text NOT NULL CHECK (domain = lower(domain) AND length(domain) BETWEEN 3 AND 253),
      validated boolean NOT NULL DEFAULT false,
      txt_record text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (configuration_id, domain)
    )`.execute(db)
    await sql`CREATE UNIQUE INDEX sso_domains_validated_idx ON sso_domains (domain)
      WHERE validated`.execute(db)
    await sql`CREATE INDEX sso_domains_domain_idx ON sso_domains (domain)`.execute(db)
    await sql`CREATE TABLE sso_default_roles (
      configuration_id uuid NOT NULL REFERENCES sso_configurations (id) ON DELETE CASCADE,
      role_id uuid NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
      PRIMARY KEY (configuration_id, role_id)
    )`.execute(db)
    await sql`CREATE TABLE sso_groups (
      id uuid PRIMARY KEY,
      configuration_id uuid NOT NULL REFERENCES sso_configurations (id) ON DELETE CASCADE,
      "group" text NOT NULL CHECK (length("group") BETWEEN 1 AND 500),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (configuration_id, "group")
    )`.execute(db)
    await sql`CREATE TABLE sso_group_roles (
      group_id uuid NOT NULL REFERENCES sso_groups (id) ON DELETE CASCADE,
      role_id uuid NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
      PRIMARY KEY (group_id, role_id)
    )`.execute(db)
    await sql`CREATE TABLE sso_tenant_settings (
      tenant_id uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
      allow_password_sign_in boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS sso_tenant_settings`.execute(db)
    await sql`DROP TABLE IF EXISTS sso_group_roles`.execute(db)
    await sql`DROP TABLE IF EXISTS sso_groups`.execute(db)
    await sql`DROP TABLE IF EXISTS sso_default_roles`.execute(db)
    await sql`DROP TABLE IF EXISTS sso_domains`.execute(db)
    await sql`DROP TABLE IF EXISTS sso_configurations`.execute(db)
  },
} satisfies Migration
