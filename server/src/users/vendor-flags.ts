import { sql } from 'kysely'
import type { Db } from '../db/database'

/** A user's two vendor flags and the accounts they belong to. */
export interface FlaggedUser {
  id: string
  email: string | null
  name: string
  invisible: boolean
  superUser: boolean
  /** The accounts the user is a member of, oldest membership first. */
  tenantIds: string[]
}

/** The user `userId` with their flags and accounts; undefined when there is none. */
export const findFlaggedUser = async (db: Db, userId: string): Promise<FlaggedUser | undefined> => {
  const row = await db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.email',
      'u.name',
      'u.invisible',
      'u.super_user',
      sql<string[]>`array(select m.tenant_id from tenant_memberships m
        where m.user_id = u.id order by m.created_at, m.tenant_id)`.as('tenant_ids'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    invisible: row.invisible,
    superUser: row.super_user,
    tenantIds: row.tenant_ids,
  }
}

/** Makes the user invisible to the lists of their accounts' members, or visible again. */
export const setInvisible = async (trx: Db, userId: string, invisible: boolean) => {
  await trx.updateTable('users').set({ invisible }).where('id', '=', userId).execute()
}

/**
 * Makes the user a super user (the vendor's Admin role in each of their accounts, through the
 * effective-roles view) or not. Their memberships take a new access version, so a token issued
 * before is decided on what they hold now at its next request (authorization/current-access.ts).
 */
export const setSuperUser = async (trx: Db, userId: string, superUser: boolean) => {
  await trx.updateTable('users').set({ super_user: superUser }).where('id', '=', userId).execute()
  await sql`update tenant_memberships set access_version = nextval('access_versions')
    where user_id = ${userId}`.execute(trx)
}

/**
 * Leaves invisible users out of a list a tenant's members read: `column` names the user id of
 * each row. A hashed anti-join against the few invisible ids (their partial index, migration 0063).
 */
export const visibleUser = (column: string) =>
  sql<boolean>`${sql.ref(column)} not in (select iu.id from users iu where iu.invisible)`

/** The ids among `userIds` of users who are not invisible, in their order. */
export const visibleAmong = async (db: Db, userIds: string[]): Promise<string[]> => {
  if (userIds.length === 0) return []
  const hidden = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', userIds)
    .where('invisible', '=', true)
    .execute()
  const out = new Set(hidden.map((row) => row.id))
  return userIds.filter((id) => !out.has(id))
}
