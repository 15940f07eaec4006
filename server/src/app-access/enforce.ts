import { familyOfToken } from '../hosted-login/grant-session'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'
import type { AppDeps } from '../deps'

/**
 * Whether `userId`, signed in to `tenantId`, may use the application `clientId` through hosted
 * login: the default application (the environment's client) and FREE_ACCESS applications are
 * open to every user; a MANAGED_ACCESS one only to members assigned to it in that tenant (an
 * assignment exists only while the application is offered to the tenant, see migration 0035).
 */
export const mayUseApplication = async (
  db: Db,
  config: ServerConfig,
  input: { clientId: string; userId: string; tenantId: string },
): Promise<boolean> => {
  if (input.clientId === config.vendorId) return true
  const row = await db
    .selectFrom('oauth_clients as c')
    .leftJoin('application_users as au', (join) =>
      join
        .onRef('au.app_id', '=', 'c.id')
        .on('au.user_id', '=', input.userId)
        .on('au.tenant_id', '=', input.tenantId),
    )
    .select(['c.access_type', 'au.user_id'])
    .where('c.id', '=', input.clientId)
    .executeTakeFirst()
  if (!row) return false
  return row.access_type === 'FREE_ACCESS' || row.user_id !== null
}

/**
 * Whether the session family of `refreshToken` may still serve its user in `tenantId`: a family
 * a code exchange opened for an application (hosted login) follows that application's access;
 * the box's own sign-ins (no application) always may. For the cookie refresh, which a page that
 * exchanged a code through hosted login keeps using.
 */
export const familyMayUse = async (
  deps: AppDeps,
  refreshToken: string,
  input: { userId: string; tenantId: string },
): Promise<boolean> => {
  const family = await familyOfToken(deps, refreshToken)
  if (!family?.clientId) return true
  return mayUseApplication(deps.db, deps.config, { clientId: family.clientId, ...input })
}
