import { randomUUID } from 'node:crypto'
import { badRequest, conflict } from '../http/api-error'
import { isUuid } from '../http/uuid'
import type { Db } from '../db/database'
import type { Generated } from 'kysely'

/** The vendor's account imports (migration 0061): done in one transaction, so each completed. */
export interface TenantMigrationsTable {
  id: string
  status: 'completed'
  total_tenants: number
  tenant_ids: string[]
  created_at: Generated<Date>
  completed_at: Generated<Date>
}

declare module '../db/database' {
  interface Database {
    tenant_migrations: TenantMigrationsTable
  }
}

/** An account to import: its id, name, parent (another imported one or an existing account). */
export interface ImportedTenant {
  tenantId: string
  name: string
  parentTenantId?: string | undefined
  isReseller?: boolean | undefined
  metadata?: Record<string, unknown> | undefined
}

/**
 * The accounts in an order where each parent comes before its children (400 for a parent that is
 * neither in the batch nor `existing`, or a loop within the batch).
 */
const parentsFirst = (tenants: ImportedTenant[], existing: Set<string>): ImportedTenant[] => {
  const byId = new Map(tenants.map((tenant) => [tenant.tenantId, tenant]))
  const placed = new Set<string>()
  const ordered: ImportedTenant[] = []
  const place = (tenant: ImportedTenant, seen: Set<string>) => {
    if (placed.has(tenant.tenantId)) return
    const parent = tenant.parentTenantId
    if (parent !== undefined && !existing.has(parent)) {
      const inBatch = byId.get(parent)
      if (!inBatch) {
        throw badRequest(`tenants: the parent ${parent} of ${tenant.tenantId} is no account`)
      }
      if (seen.has(parent)) throw badRequest(`tenants: ${tenant.tenantId} lies under itself`)
      place(inBatch, new Set([...seen, tenant.tenantId]))
    }
    placed.add(tenant.tenantId)
    ordered.push(tenant)
  }
  for (const tenant of tenants) place(tenant, new Set([tenant.tenantId]))
  return ordered
}

/**
 * Imports accounts in `trx`, parents first, and records the migration: 400 for an id that is no
 * UUID, twice in the batch, or a parent that is nowhere; 409 for an id already taken.
 */
export const importTenants = async (
  trx: Db,
  input: ImportedTenant[],
  now: Date,
): Promise<{ migrationId: string; tenantIds: string[] }> => {
  const tenants = input.map((tenant) => ({
    ...tenant,
    tenantId: tenant.tenantId.toLowerCase(),
    parentTenantId: tenant.parentTenantId?.toLowerCase(),
  }))
  const ids = tenants.map((tenant) => tenant.tenantId)
  const bad = ids.find((id) => !isUuid(id))
  if (bad !== undefined) throw badRequest(`tenants: ${bad} is not a UUID`)
  if (new Set(ids).size !== ids.length) throw badRequest('tenants: an id is given twice')
  const taken = await trx.selectFrom('tenants').select('id').where('id', 'in', ids).execute()
  if (taken.length > 0) {
    throw conflict(`tenants: an account with the id ${taken[0]?.id ?? ''} already exists`)
  }
  const parents = [
    ...new Set(tenants.flatMap((tenant) => tenant.parentTenantId ?? []).filter(isUuid)),
  ]
  const existing =
    parents.length === 0
      ? []
      : await trx.selectFrom('tenants').select('id').where('id', 'in', parents).execute()
  const ordered = parentsFirst(tenants, new Set(existing.map((row) => row.id)))
  for (const tenant of ordered) {
    await trx
      .insertInto('tenants')
      .values({
        id: tenant.tenantId,
        name: tenant.name.trim(),
        parent_id: tenant.parentTenantId ?? null,
        is_reseller: tenant.isReseller ?? false,
        metadata: JSON.stringify(tenant.metadata ?? {}),
        created_at: now,
        updated_at: now,
      })
      .execute()
  }
  const migrationId = randomUUID()
  await trx
    .insertInto('tenant_migrations')
    .values({
      id: migrationId,
      status: 'completed',
      total_tenants: ids.length,
      tenant_ids: ids,
      created_at: now,
      completed_at: now,
    })
    .execute()
  return { migrationId, tenantIds: ids }
}
