import { sql } from 'kysely'
import { assertAddressAdmitted } from '../ip-restrictions/gate'
import type { Db } from '../db/database'
import type { IpStrategy } from '../ip-restrictions/table'

/**
 * Throws the IP refusal (403 `ER-FOYER-1040`) unless `address` may reach every account a member of
 * `fromTenantId` passes through to act in `tenantId`: the accounts between them and `tenantId`
 * itself, each under its own restrictions (`fromTenantId`'s are its membership's check). One read
 * of the active restrictions along the sub-account's path; their rules come from the gate's cache.
 */
export const assertPathAdmitted = async (
  db: Db,
  fromTenantId: string,
  tenantId: string,
  address: string | null,
): Promise<void> => {
  const { rows } = await sql<{ tenant_id: string; strategy: IpStrategy; version: string }>`
    select ip.tenant_id, ip.strategy, ip.version::text as version
    from tenants c join ip_restriction_config ip on ip.tenant_id = any(c.path)
    where c.id = ${tenantId} and ip.is_active
      and array_position(c.path, ip.tenant_id) > array_position(c.path, ${fromTenantId}::uuid)
    order by array_position(c.path, ip.tenant_id)`.execute(db)
  for (const row of rows) {
    await assertAddressAdmitted(db, row.tenant_id, address, {
      isActive: true,
      strategy: row.strategy,
      version: row.version,
    })
  }
}
