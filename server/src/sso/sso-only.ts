import { sql } from 'kysely'
import type { Expression } from 'kysely'

/**
 * SQL for the tenant whose SSO a user must sign in with (`ssoOnlyTenant`), or null: the user
 * (`userId`) is a member of the tenant whose enabled SSO configuration holds `domain` validated (a
 * validated domain belongs to one tenant), and that tenant does not let its SSO users keep
 * other ways in (`sso_tenant_settings`) nor excluded the user's email from SSO enforcement
 * (`sso_excluded_emails`, the vendor's). One expression, so the sign-in's reservation reads it in
 * the same statement.
 */
export const ssoOnlyTenantSql = (userId: Expression<string>, domain: Expression<string | null>) =>
  sql<string | null>`(select case when exists (select 1 from tenant_memberships m
        where m.user_id = ${userId} and m.tenant_id = f.tenant_id)
      and not coalesce((select s.allow_password_sign_in from sso_tenant_settings s
        where s.tenant_id = f.tenant_id), false)
      and not exists (select 1 from sso_excluded_emails x join users u on u.id = ${userId}
        where x.tenant_id = f.tenant_id and x.email = lower(u.email))
      then f.tenant_id end
    from (select c.tenant_id from sso_domains d
      join sso_configurations c on c.id = d.configuration_id
      where d.domain = ${domain} and d.validated and c.enabled limit 1) f)`

/**
 * SQL for an email's domain as `emailDomain` reads it: lower case, after the last `@` (with
 * something before it), without a trailing dot; null without one.
 */
export const emailDomainSql = (email: Expression<string | null>) =>
  sql<string | null>`nullif(regexp_replace(lower(substring(btrim(${email}, E' \\t\\n\\r')
    from '^.+@([^@]*)$')), '\\.$', ''), '')`
