import { writeAudit } from '../audit/repository'
import { releaseAttempt } from '../auth/repository'
import { forbidden } from '../http/api-error'
import { findSsoConfigurationForEmail, passwordAllowedWithSso } from './repository'
import type { Db } from '../db/database'
import type { ClientInfo } from '../sessions/repository'
import type { UserRecord } from '../users/repository'

/** The message of a password sign-in refused because the account's domain signs in with SSO. */
export const SSO_ONLY_MESSAGE = "Sign in with your organization's single sign-on"

/**
 * Refuses (403) a password sign-in of a member of a tenant whose SSO configuration holds the
 * email's validated domain, unless that tenant lets its SSO users keep their password
 * (`sso_tenant_settings`). Called after the password was found right, so it tells nothing to
 * someone guessing; audited.
 */
export const refusePasswordOnSsoDomain = async (
  db: Db,
  user: UserRecord,
  client: ClientInfo,
): Promise<void> => {
  if (user.email === null) return
  const configuration = await findSsoConfigurationForEmail(db, user.email)
  if (!configuration) return
  const member = await db
    .selectFrom('tenant_memberships')
    .select('user_id')
    .where('user_id', '=', user.id)
    .where('tenant_id', '=', configuration.tenantId)
    .executeTakeFirst()
  if (!member || (await passwordAllowedWithSso(db, configuration.tenantId))) return
  // The right password reserved a sign-in slot that no session will release.
  await releaseAttempt(db, user.id)
  await writeAudit(db, {
    tenantId: configuration.tenantId,
    userId: user.id,
    email: user.email,
    action: 'user.login.failed',
    description: 'Password sign-in refused: the email domain signs in with SSO',
    severity: 'Info',
    ip: client.ip,
    userAgent: client.userAgent,
  })
  throw forbidden(SSO_ONLY_MESSAGE)
}
