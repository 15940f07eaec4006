import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from '../db/database'
import type { SqlBool } from 'kysely'

/** A user row as the server reads it. */
export interface UserRecord {
  id: string
  /** Null for an account signed up with a phone number only. */
  email: string | null
  name: string
  passwordHash: string | null
  verified: boolean
  tenantId: string | null
  metadata: string
  createdAt: Date
  lastLogin: Date | null
  lockedUntil: Date | null
  /** E.164, or null. */
  phoneNumber: string | null
  /** The vendor made the user a super user (`PUT users/v1/{userId}/superuser`). */
  superUser?: boolean
}

/** The columns a `UserRecord` is read from. */
export const userColumns = [
  'id',
  'email',
  'name',
  'password_hash',
  'verified',
  'tenant_id',
  'metadata',
  'created_at',
  'last_login',
  'locked_until',
  'phone_number',
  'super_user',
] as const

/** A users row as `userColumns` select it. */
export interface UserRow {
  id: string
  email: string | null
  name: string
  password_hash: string | null
  verified: boolean
  tenant_id: string | null
  metadata: string
  created_at: Date
  last_login: Date | null
  locked_until: Date | null
  phone_number: string | null
  super_user: boolean
}

/** Maps a users row to a `UserRecord`. */
export const toUserRecord = (row: UserRow): UserRecord => ({
  id: row.id,
  email: row.email,
  name: row.name,
  passwordHash: row.password_hash,
  verified: row.verified,
  tenantId: row.tenant_id,
  metadata: row.metadata,
  createdAt: row.created_at,
  lastLogin: row.last_login,
  lockedUntil: row.locked_until,
  phoneNumber: row.phone_number,
  superUser: row.super_user,
})

/** Finds a user by email, ignoring case. */
export const findUserByEmail = async (db: Db, email: string): Promise<UserRecord | undefined> => {
  const row = await db
    .selectFrom('users')
    .select(userColumns)
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst()
  return row ? toUserRecord(row) : undefined
}

/** Finds a user by id. */
export const findUserById = async (db: Db, id: string): Promise<UserRecord | undefined> => {
  const row = await db
    .selectFrom('users')
    .select(userColumns)
    .where('id', '=', id)
    .executeTakeFirst()
  return row ? toUserRecord(row) : undefined
}

/** True when the user is an enabled member of the tenant who accepted its invitation. */
export const isActiveMember = async (
  db: Db,
  userId: string,
  tenantId: string,
): Promise<boolean> => {
  const row = await db
    .selectFrom('tenant_memberships')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenantId)
    .where('is_disabled', '=', false)
    .where('activated_for_tenant', '=', true)
    // A temporary member (migration 0025) is one until its expiry, then no longer.
    .where(sql<SqlBool>`coalesce(temporary_expires_at > now(), true)`)
    .executeTakeFirst()
  return row !== undefined
}

/** What a new user needs. `passwordHash` is already hashed. */
export interface NewUser {
  email: string
  name: string
  passwordHash: string | null
  verified: boolean
  tenantId: string
  /** Role keys (vendor-wide or of the tenant) to grant in the tenant. */
  roleKeys: string[]
}

/** Creates a user, their membership of `tenantId` and their roles there, in one transaction. */
export const createUser = async (db: Db, user: NewUser): Promise<string> => {
  const id = randomUUID()
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({
        id,
        email: user.email.trim(),
        name: user.name,
        password_hash: user.passwordHash,
        verified: user.verified,
        tenant_id: user.tenantId,
        last_login: null,
        locked_until: null,
      })
      .execute()
    await addMembership(trx, id, user.tenantId, user.roleKeys)
  })
  return id
}

/** Adds a user to a tenant with the given role keys. */
export const addMembership = async (
  db: Db,
  userId: string,
  tenantId: string,
  roleKeys: string[],
): Promise<void> => {
  await db
    .insertInto('tenant_memberships')
    .values({ user_id: userId, tenant_id: tenantId })
    .execute()
  if (roleKeys.length === 0) return
  const roles = await db
    .selectFrom('roles')
    .select('id')
    .where('key', 'in', roleKeys)
    .where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', tenantId)]))
    .execute()
  if (roles.length === 0) return
  await db
    .insertInto('user_tenant_roles')
    .values(roles.map((role) => ({ user_id: userId, tenant_id: tenantId, role_id: role.id })))
    .execute()
}

/** Which of `userIds` are members of `tenantId` (disabled or not), in the order given. */
export const membersAmong = async (
  db: Db,
  tenantId: string,
  userIds: string[],
): Promise<string[]> => {
  if (userIds.length === 0) return []
  const rows = await db
    .selectFrom('tenant_memberships')
    .select('user_id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', 'in', userIds)
    .execute()
  const found = new Set(rows.map((row) => row.user_id))
  return userIds.filter((id) => found.has(id))
}
