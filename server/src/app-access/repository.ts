import type { ServerConfig } from '../config'
import type { Db } from '../db/database'

/** Groups `[key, value]` rows into key → values, every key of `keys` present (maybe empty). */
const grouped = (keys: readonly string[], rows: readonly (readonly [string, string])[]) => {
  const map = new Map<string, string[]>(keys.map((key) => [key, []]))
  for (const [key, value] of rows) map.get(key)?.push(value)
  return map
}

/**
 * The applications each given member of `tenantId` can use there: every active FREE_ACCESS
 * application (the default one, the environment's client, first) and the MANAGED_ACCESS ones
 * assigned to them. Users not in the tenant get an empty list (callers filter them first).
 */
export const reachableAppIds = async (
  db: Db,
  config: ServerConfig,
  tenantId: string,
  userIds: readonly string[],
): Promise<Map<string, string[]>> => {
  if (userIds.length === 0) return new Map()
  const [free, assigned] = await Promise.all([
    db
      .selectFrom('oauth_clients')
      .select('id')
      .where('access_type', '=', 'FREE_ACCESS')
      .where('is_active', '=', true)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('application_users as au')
      .innerJoin('oauth_clients as c', 'c.id', 'au.app_id')
      .select(['au.user_id', 'au.app_id'])
      .where('au.tenant_id', '=', tenantId)
      .where('au.user_id', 'in', userIds)
      .where('c.access_type', '=', 'MANAGED_ACCESS')
      .where('c.is_active', '=', true)
      .orderBy('c.created_at')
      .orderBy('c.id')
      .execute(),
  ])
  const open = [config.vendorId, ...free.map((row) => row.id)]
  const own = grouped(
    userIds,
    assigned.map((row) => [row.user_id, row.app_id] as const),
  )
  return new Map(userIds.map((id) => [id, [...open, ...(own.get(id) ?? [])]]))
}

/** The members of `tenantId` assigned to each given application (any access type). */
export const assignedUserIds = async (
  db: Db,
  tenantId: string,
  appIds: readonly string[],
): Promise<Map<string, string[]>> => {
  if (appIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('application_users')
    .select(['app_id', 'user_id'])
    .where('tenant_id', '=', tenantId)
    .where('app_id', 'in', appIds)
    .orderBy('created_at')
    .execute()
  return grouped(
    appIds,
    rows.map((row) => [row.app_id, row.user_id] as const),
  )
}

/** Every assignment of an application, across tenants (the vendor's view). */
export const assignmentsOfApp = (db: Db, appId: string) =>
  db
    .selectFrom('application_users')
    .select(['user_id as userId', 'tenant_id as tenantId'])
    .where('app_id', '=', appId)
    .orderBy('created_at')
    .execute()

/** Every assignment of a user, across tenants (the vendor's view). */
export const assignmentsOfUser = (db: Db, userId: string) =>
  db
    .selectFrom('application_users')
    .select(['app_id as appId', 'tenant_id as tenantId'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute()

/** Of `appIds`, those offered to `tenantId` (application_tenants). */
export const offeredAppIds = async (db: Db, tenantId: string, appIds: readonly string[]) => {
  if (appIds.length === 0) return []
  const rows = await db
    .selectFrom('application_tenants')
    .select('app_id')
    .where('tenant_id', '=', tenantId)
    .where('app_id', 'in', appIds)
    .execute()
  return rows.map((row) => row.app_id)
}

/** Assigns the applications to a member of the tenant (already assigned ones stay). */
export const assignUser = async (
  db: Db,
  input: { userId: string; tenantId: string; appIds: readonly string[]; now: Date },
) => {
  if (input.appIds.length === 0) return
  await db
    .insertInto('application_users')
    .values(
      input.appIds.map((appId) => ({
        app_id: appId,
        tenant_id: input.tenantId,
        user_id: input.userId,
        created_at: input.now,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute()
}

/** Removes the member's assignments to the applications; answers how many there were. */
export const unassignUser = async (
  db: Db,
  input: { userId: string; tenantId: string; appIds: readonly string[] },
): Promise<number> => {
  if (input.appIds.length === 0) return 0
  const result = await db
    .deleteFrom('application_users')
    .where('tenant_id', '=', input.tenantId)
    .where('user_id', '=', input.userId)
    .where('app_id', 'in', input.appIds)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Tenant → the applications offered to it (`tenantId`: that tenant only). */
export const tenantAssignments = async (db: Db, tenantId?: string) => {
  let query = db
    .selectFrom('application_tenants as at')
    .innerJoin('oauth_clients as c', 'c.id', 'at.app_id')
    .select(['at.tenant_id', 'at.app_id', 'c.access_type'])
    .orderBy('at.tenant_id')
    .orderBy('at.created_at')
  if (tenantId !== undefined) query = query.where('at.tenant_id', '=', tenantId)
  const rows = await query.execute()
  const byTenant = new Map<string, { appId: string; accessType: string }[]>()
  for (const row of rows) {
    const list = byTenant.get(row.tenant_id) ?? []
    list.push({ appId: row.app_id, accessType: row.access_type })
    byTenant.set(row.tenant_id, list)
  }
  return byTenant
}

/** The tenants an application is offered to. */
export const tenantsOfApp = async (db: Db, appId: string) =>
  (
    await db
      .selectFrom('application_tenants')
      .select('tenant_id')
      .where('app_id', '=', appId)
      .orderBy('created_at')
      .execute()
  ).map((row) => row.tenant_id)

/** Offers an application to a tenant; false when it already was. */
export const assignTenant = async (db: Db, appId: string, tenantId: string, now: Date) => {
  const row = await db
    .insertInto('application_tenants')
    .values({ app_id: appId, tenant_id: tenantId, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .returning('app_id')
    .executeTakeFirst()
  return row !== undefined
}

/** Withdraws an application from a tenant, and so every member's assignment there (cascade). */
export const unassignTenant = async (db: Db, appId: string, tenantId: string) => {
  const result = await db
    .deleteFrom('application_tenants')
    .where('app_id', '=', appId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}
