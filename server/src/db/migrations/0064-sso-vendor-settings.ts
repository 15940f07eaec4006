import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * The vendor's SSO settings of a tenant (issue 21, management API "SSO settings"):
 *
 * - `sso_excluded_emails`: emails kept out of SSO enforcement. Such a user still signs in with a
 *   password when the tenant's validated SSO domain holds their email and the tenant does not
 *   allow passwords beside SSO. Stored lower case, once per tenant.
 * - `sso_tenant_settings.multiple_sso_per_domain`: whether several of the tenant's connections
 *   may claim the same domain (off: a domain is claimed by one connection). A validated domain
 *   still belongs to one tenant in the whole server, so the partial unique index of 0021 becomes a
 *   trigger: validating a domain another tenant holds validated, or one another connection of the
 *   same tenant holds validated while the setting is off, fails as a unique violation (23505, the
 *   409 the routes answer). An advisory lock per domain serialises two validations of one domain.
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE sso_excluded_emails (
      tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 320),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, email)
    )`.execute(db)
    await sql`ALTER TABLE sso_tenant_settings
      ADD COLUMN multiple_sso_per_domain boolean NOT NULL DEFAULT false`.execute(db)
    await sql`CREATE FUNCTION sso_domain_claim() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE owner uuid;
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtext('sso_domain:' || NEW.domain));
        SELECT tenant_id INTO owner FROM sso_configurations WHERE id = NEW.configuration_id;
        IF EXISTS (SELECT 1 FROM sso_domains d
            JOIN sso_configurations c ON c.id = d.configuration_id
            WHERE d.domain = NEW.domain AND d.validated AND d.id <> NEW.id
              AND (c.tenant_id <> owner OR NOT coalesce((SELECT s.multiple_sso_per_domain
                FROM sso_tenant_settings s WHERE s.tenant_id = owner), false))) THEN
          RAISE EXCEPTION 'The domain % is validated by another SSO configuration', NEW.domain
            USING ERRCODE = 'unique_violation';
        END IF;
        RETURN NEW;
      END $$`.execute(db)
    await sql`CREATE TRIGGER sso_domains_claim BEFORE INSERT OR UPDATE OF validated, domain
      ON sso_domains FOR EACH ROW WHEN (NEW.validated) EXECUTE FUNCTION sso_domain_claim()`.execute(
      db,
    )
    await sql`DROP INDEX sso_domains_validated_idx`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TRIGGER IF EXISTS sso_domains_claim ON sso_domains`.execute(db)
    await sql`DROP FUNCTION IF EXISTS sso_domain_claim()`.execute(db)
    await sql`CREATE UNIQUE INDEX IF NOT EXISTS sso_domains_validated_idx ON sso_domains (domain)
      WHERE validated`.execute(db)
    await sql`ALTER TABLE sso_tenant_settings DROP COLUMN IF EXISTS multiple_sso_per_domain`.execute(
      db,
    )
    await sql`DROP TABLE IF EXISTS sso_excluded_emails`.execute(db)
  },
} satisfies Migration
