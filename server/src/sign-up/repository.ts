import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from '../db/database'

/** The vendor role a self-service sign-up's creator holds in the tenant it creates (as the seed's first admin). */
export const TENANT_CREATOR_ROLE = 'Admin'

/** A signed-up account's user row. */
export interface SignedUpUser {
  /** Null for a phone-only account. */
  email: string | null
  name: string
  passwordHash: string | null
  phoneNumber: string | null
  verified: boolean
  metadata: string
  /** The sign-in username it chose (`signUp/username`), or null. */
  username?: string | null
}

/** Is this email taken (any case)? */
export const emailTaken = async (db: Db, email: string): Promise<boolean> =>
  (await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst()) !== undefined

/**
 * Creates a tenant, in the caller's transaction; it obeys the vendor's lockout policy until it
 * sets its own.
 */
export const insertTenant = async (trx: Db, name: string): Promise<string> => {
  const id = randomUUID()
  await trx.insertInto('tenants').values({ id, name }).execute()
  return id
}

/** The name of a tenant, for the brand of its mail. */
export const tenantName = async (db: Db, tenantId: string): Promise<string | undefined> =>
  (await db.selectFrom('tenants').select('name').where('id', '=', tenantId).executeTakeFirst())
    ?.name

/**
 * The role ids a new member of `tenantId` gets: those of `wanted` that are the vendor's or the
 * tenant's own roles (anything else is left out), or the default roles when none is wanted.
 */
export const rolesForNewMember = async (
  db: Db,
  tenantId: string,
  wanted: readonly string[] | undefined,
): Promise<string[]> => {
  const scoped = db
    .selectFrom('roles')
    .select('id')
    .where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', tenantId)]))
  const ids = (wanted ?? []).filter((id) => /^[0-9a-f-]{36}$/i.test(id))
  const rows =
    ids.length > 0
      ? await scoped.where('id', 'in', ids).execute()
      : await scoped.where('is_default', '=', true).execute()
  return rows.map((row) => row.id)
}

/** The id of a vendor role by key. */
export const vendorRoleId = async (db: Db, key: string): Promise<string | undefined> =>
  (
    await db
      .selectFrom('roles')
      .select('id')
      .where('tenant_id', 'is', null)
      .where('key', '=', key)
      .executeTakeFirst()
  )?.id

/**
 * Inserts the user, their membership of `tenantId` and their roles there, in the caller's
 * transaction (sign-up writes the tenant, the user, the secrets and the outbox rows together).
 */
export const insertMember = async (
  trx: Db,
  user: SignedUpUser,
  tenantId: string,
  roleIds: readonly string[],
): Promise<string> => {
  const id = randomUUID()
  await trx
    .insertInto('users')
    .values({
      id,
      email: user.email,
      name: user.name,
      password_hash: user.passwordHash,
      verified: user.verified,
      tenant_id: tenantId,
      metadata: user.metadata,
      phone_number: user.phoneNumber,
      username: user.username ?? null,
      last_login: null,
      locked_until: null,
    })
    .execute()
  await trx.insertInto('tenant_memberships').values({ user_id: id, tenant_id: tenantId }).execute()
  if (roleIds.length > 0) {
    await trx
      .insertInto('user_tenant_roles')
      .values(roleIds.map((roleId) => ({ user_id: id, tenant_id: tenantId, role_id: roleId })))
      .execute()
  }
  return id
}
