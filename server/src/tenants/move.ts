import { sql } from 'kysely'
import { databaseErrorCode } from '../db/constraint'
import { conflict } from '../http/api-error'
import type { Db } from '../db/database'

/** One key for every move: two moves never run at once, so two never make a cycle between them. */
const MOVE_LOCK = 230_061

/** The sentence of a move that would put a tenant under itself. */
const cycleRefusal = () =>
  conflict(
    'childTenantId: the account cannot go under itself or one of its own sub-accounts; move that sub-account out first',
  )

/**
 * Puts `tenantId` with its whole subtree under `parentId` (null: at the top), in `trx`. The
 * database rewrites the subtree's paths in the same statement and moves the versions of both
 * trees (migration 0061); moves wait for each other, and a cycle is refused with a 409 before it
 * is tried (the trigger refuses it too). Answers whether anything moved, and the parent it had
 * (read under the move's lock, so it is the one the move leaves).
 */
export const moveTenant = async (
  trx: Db,
  tenantId: string,
  parentId: string | null,
): Promise<{ moved: boolean; fromParentId: string | null }> => {
  await sql`select pg_advisory_xact_lock(${MOVE_LOCK})`.execute(trx)
  const row = await trx
    .selectFrom('tenants')
    .select('parent_id')
    .where('id', '=', tenantId)
    .forUpdate()
    .executeTakeFirst()
  if (!row || row.parent_id === parentId)
    return { moved: false, fromParentId: row?.parent_id ?? null }
  if (parentId !== null) {
    const parent = await trx
      .selectFrom('tenants')
      .select('path')
      .where('id', '=', parentId)
      .executeTakeFirst()
    if (parent?.path.includes(tenantId)) throw cycleRefusal()
  }
  try {
    await trx
      .updateTable('tenants')
      .set({ parent_id: parentId })
      .where('id', '=', tenantId)
      .execute()
  } catch (error) {
    if (databaseErrorCode(error) === '23514') throw cycleRefusal()
    throw error
  }
  return { moved: true, fromParentId: row.parent_id }
}
