import { sql } from 'kysely'
import type { Db } from '../db/database'

/** The tenants where the person of `email` has an invitation not yet accepted. */
export const pendingTenantsOf = async (db: Db, email: string): Promise<string[]> => {
  const rows = await db
    .selectFrom('tenant_memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('m.tenant_id')
    .where(sql<string>`lower(u.email)`, '=', email.trim().toLowerCase())
    .where('m.activated_for_tenant', '=', false)
    .orderBy('m.created_at')
    .execute()
  return rows.map((row) => row.tenant_id)
}
