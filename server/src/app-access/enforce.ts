import { hashRefreshToken } from '../tokens/refresh-token'
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

/** The application a refresh token's session family was opened for through hosted login. */
export interface FamilyApplication {
  clientId: string
  confidential: boolean
}

/**
 * The application (hosted login's code exchange) that opened the session family of
 * `refreshToken`, or undefined: the box's own sign-ins and unknown tokens have none. A cookie
 * refresh that rotates reads it in its rotation (`rotateSessionRow`); this one indexed read is for
 * a token that did not rotate (a confidential application's token is refreshed with its secret
 * only, so it never reaches reuse detection through the cookie).
 */
export const familyApplication = async (
  db: Db,
  refreshToken: string,
): Promise<FamilyApplication | undefined> => {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('oauth_session_clients as oc', 'oc.family_id', 's.family_id')
    .leftJoin('oauth_clients as c', 'c.id', 'oc.client_id')
    .select(['oc.client_id', 'c.client_type'])
    .where('s.token_hash', '=', hashRefreshToken(refreshToken))
    .executeTakeFirst()
  return row && { clientId: row.client_id, confidential: row.client_type === 'confidential' }
}

/**
 * Whether a session family opened for `application` (undefined: the box's own sign-ins, which
 * always may) may still serve its user in `tenantId`: it follows that application's access.
 */
export const familyMayUse = async (
  { db, config }: AppDeps,
  application: FamilyApplication | undefined,
  input: { userId: string; tenantId: string },
): Promise<boolean> => {
  if (!application) return true
  return mayUseApplication(db, config, { clientId: application.clientId, ...input })
}
