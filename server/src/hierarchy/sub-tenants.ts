import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { conflict, forbidden, notFound } from '../http/api-error'
import { isUuid } from '../http/uuid'
import { depthUnder, tenantRow } from './tree'
import type { Db } from '../db/database'
import type { SubAccountAccessType } from './table'
import type { SubTenantRow } from './tree'

/** The same answer for a tenant that does not exist and one outside the caller's tree. */
export const noSuchSubAccount = () => notFound('No such sub-account under this account')

/**
 * The sub-account `tenantId` under `rootId` (any depth), or the 404 that tells nothing of tenants
 * elsewhere. `orSelf` also admits the root itself (the vendor acting for a top-level account).
 */
export const requireUnder = async (
  db: Db,
  rootId: string,
  tenantId: string,
  orSelf = false,
): Promise<SubTenantRow> => {
  const id = tenantId.toLowerCase()
  const inside = (orSelf && id === rootId) || (await depthUnder(db, rootId, id)) !== undefined
  const row = inside ? await tenantRow(db, id) : undefined
  if (!row) throw noSuchSubAccount()
  return row
}

/** 403 unless `tenantId` may manage sub-accounts (sub-account management enabled). */
export const requireReseller = async (db: Db, tenantId: string): Promise<void> => {
  const row = await tenantRow(db, tenantId)
  if (!row?.isReseller) {
    throw forbidden(
      'Sub-account management is turned off for this account; ask the account above it, or the vendor, to turn it on',
    )
  }
}

/** What creating a sub-account takes (`CreateSubTenantRequest`, the fields Foyer keeps). */
export interface NewSubTenant {
  tenantId?: string | undefined
  name: string
  parentTenantId: string
  isReseller?: boolean | undefined
}

/** Creates a sub-account under `parentTenantId` (already checked to be in the caller's tree). */
export const createSubTenant = async (trx: Db, input: NewSubTenant): Promise<SubTenantRow> => {
  const id = input.tenantId?.toLowerCase() ?? randomUUID()
  if (!isUuid(id)) throw conflict('tenantId: must be a UUID')
  const taken = await tenantRow(trx, id)
  if (taken) throw conflict('tenantId: an account with this id already exists')
  await trx
    .insertInto('tenants')
    .values({
      id,
      name: input.name.trim(),
      parent_id: input.parentTenantId,
      is_reseller: input.isReseller ?? false,
    })
    .execute()
  const row = await tenantRow(trx, id)
  if (!row) throw noSuchSubAccount()
  return row
}

/** Renames, turns management on or off, or sets the access type of a sub-account. */
export const updateSubTenant = async (
  trx: Db,
  tenantId: string,
  change: { name?: string; isReseller?: boolean; accessType?: SubAccountAccessType },
  now: Date,
): Promise<SubTenantRow> => {
  await trx
    .updateTable('tenants')
    .set({
      ...(change.name === undefined ? {} : { name: change.name.trim() }),
      ...(change.isReseller === undefined ? {} : { is_reseller: change.isReseller }),
      ...(change.accessType === undefined ? {} : { sub_account_access_type: change.accessType }),
      updated_at: now,
    })
    .where('id', '=', tenantId)
    .execute()
  const row = await tenantRow(trx, tenantId)
  if (!row) throw noSuchSubAccount()
  return row
}

/**
 * Deletes a sub-account and everything under it (the parent key cascades down the tree, and
 * every tenant-owned row with it), then the people who belonged to nothing else: their accounts
 * would otherwise linger with no tenant to sign in to. Answers how many accounts went.
 */
export const deleteSubTree = async (trx: Db, tenantId: string): Promise<number> => {
  const { rows } = await sql<{ id: string }>`select id from tenants
    where path @> array[${tenantId}::uuid]`.execute(trx)
  const ids = rows.map((row) => row.id)
  const members = await trx
    .selectFrom('tenant_memberships')
    .select('user_id')
    .distinct()
    .where('tenant_id', 'in', ids)
    .execute()
  await trx.deleteFrom('tenants').where('id', '=', tenantId).execute()
  const userIds = members.map((row) => row.user_id)
  if (userIds.length > 0) {
    await trx
      .deleteFrom('users')
      .where('id', 'in', userIds)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('tenant_memberships')
              .select('user_id')
              .whereRef('tenant_memberships.user_id', '=', 'users.id'),
          ),
        ),
      )
      .execute()
  }
  return ids.length
}
