import { sql } from 'kysely'
import { writeAudit } from '../audit/repository'
import { releaseAttempt } from '../auth/repository'
import { forbidden } from '../http/api-error'
import { emailDomain } from './repository'
import { ssoOnlyTenantSql } from './sso-only'
import type { Db } from '../db/database'
import type { ClientInfo } from '../sessions/repository'
import type { UserRecord } from '../users/repository'

/** The message of a password sign-in refused because the account's domain signs in with SSO. */
export const SSO_ONLY_MESSAGE = "Sign in with your organization's single sign-on"

/**
 * The tenant whose SSO `user` must sign in with: a tenant they are a member of whose SSO
 * configuration holds the email's validated domain and which does not let its SSO users keep
 * other ways in (`sso_tenant_settings`); else undefined.
 */
export const ssoOnlyTenant = async (db: Db, user: UserRecord): Promise<string | undefined> => {
  const domain = user.email === null ? undefined : emailDomain(user.email)
  if (domain === undefined) return undefined
  const { rows } = await sql<{ tenant_id: string | null }>`select ${ssoOnlyTenantSql(
    sql.val(user.id),
    sql.val(domain),
  )} as tenant_id`.execute(db)
  return rows[0]?.tenant_id ?? undefined
}

/**
 * Refuses (403) a password or passwordless sign-in of a user who must use their domain's SSO
 * (`ssoOnlyTenant`). Called after the password or the code was found right, so it tells nothing
 * to someone guessing; audited.
 */
export const refusePasswordOnSsoDomain = async (
  db: Db,
  user: UserRecord,
  client: ClientInfo,
  method: 'Password' | 'Passwordless' = 'Password',
  /** Read already (a password sign-in's reservation reads it): null for none. */
  known?: string | null,
): Promise<void> => {
  const tenantId = known === undefined ? await ssoOnlyTenant(db, user) : (known ?? undefined)
  if (tenantId === undefined) return
  // The right password reserved a sign-in slot that no session will release.
  if (method === 'Password') await releaseAttempt(db, user.id)
  await writeAudit(db, {
    tenantId,
    userId: user.id,
    email: user.email,
    action: 'user.login.failed',
    description: `${method} sign-in refused: the email domain signs in with SSO`,
    severity: 'Info',
    ip: client.ip,
    userAgent: client.userAgent,
  })
  throw forbidden(SSO_ONLY_MESSAGE)
}
