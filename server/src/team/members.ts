import { ADMIN_LOCK_UNTIL } from '../authorization/current-access'
import { notFound } from '../http/api-error'
import type { Db } from '../db/database'

/** A member of the caller's tenant, as the team actions need it. */
export interface MemberRow {
  id: string
  email: string | null
  name: string
  isDisabled: boolean
  activated: boolean
  verified: boolean
}

/**
 * The member `userId` of `tenantId`, or a 404: a user of another tenant is answered exactly like
 * an id that does not exist, so ids of other tenants cannot be probed.
 */
export const requireMember = async (db: Db, tenantId: string, userId: string) => {
  const row = await db
    .selectFrom('tenant_memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.email', 'u.name', 'u.verified', 'm.is_disabled', 'm.activated_for_tenant'])
    .where('m.tenant_id', '=', tenantId)
    .where('m.user_id', '=', userId)
    .executeTakeFirst()
  if (!row) throw notFound('User not found')
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    verified: row.verified,
    isDisabled: row.is_disabled,
    activated: row.activated_for_tenant,
  } satisfies MemberRow
}

/** Revokes the user's live sessions in `tenantId`; answers how many. */
export const revokeMemberSessions = async (
  trx: Db,
  { tenantId, userId, now }: { tenantId: string; userId: string; now: Date },
): Promise<number> => {
  const result = await trx
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenantId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/**
 * Removes the user from the tenant: its membership, its roles there and its sessions there. The
 * account itself stays (it may belong to other tenants, and its audit trail stays readable).
 */
export const removeMember = async (
  trx: Db,
  { tenantId, userId, now }: { tenantId: string; userId: string; now: Date },
): Promise<void> => {
  await revokeMemberSessions(trx, { tenantId, userId, now })
  await trx
    .deleteFrom('user_tenant_roles')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute()
  await trx
    .deleteFrom('tenant_memberships')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute()
  const other = await trx
    .selectFrom('tenant_memberships')
    .select('tenant_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .executeTakeFirst()
  await trx
    .updateTable('users')
    .set({ tenant_id: other?.tenant_id ?? null })
    .where('id', '=', userId)
    .where('tenant_id', '=', tenantId)
    .execute()
}

/** Enables or disables the membership; a disabled member's sessions there end at once. */
export const setMemberDisabled = async (
  trx: Db,
  change: { tenantId: string; userId: string; disabled: boolean; now: Date },
): Promise<void> => {
  await trx
    .updateTable('tenant_memberships')
    .set({ is_disabled: change.disabled })
    .where('tenant_id', '=', change.tenantId)
    .where('user_id', '=', change.userId)
    .execute()
  if (change.disabled) await revokeMemberSessions(trx, change)
}

/**
 * Locks the account until an administrator unlocks it (`clearLock`, routes/unlock.ts); its
 * sessions in the tenant end at once.
 */
export const setUserLocked = async (
  trx: Db,
  change: { tenantId: string; userId: string; now: Date },
): Promise<void> => {
  await trx
    .updateTable('users')
    .set({ locked_until: ADMIN_LOCK_UNTIL })
    .where('id', '=', change.userId)
    .execute()
  await revokeMemberSessions(trx, change)
}

/** Makes the membership temporary until `expiresAt`, or permanent with null. */
export const setMemberExpiry = async (
  trx: Db,
  change: { tenantId: string; userId: string; expiresAt: Date | null },
): Promise<void> => {
  await trx
    .updateTable('tenant_memberships')
    .set({ temporary_expires_at: change.expiresAt })
    .where('tenant_id', '=', change.tenantId)
    .where('user_id', '=', change.userId)
    .execute()
}
