import { sql } from 'kysely'
import { isUuid } from '../http/uuid'
import { parseTenantMetadata } from './repository'
import type { Db } from '../db/database'
import type { TenantView } from './repository'

const columns = [
  'id',
  'name',
  'metadata',
  'is_reseller',
  'created_at',
  'updated_at',
  'parent_id',
] as const

type Row = {
  id: string
  name: string
  metadata: string
  is_reseller: boolean
  created_at: Date
  updated_at: Date
  parent_id: string | null
}

/** A tenant as the vendor's API shows it: `ITenantsResponse` and its parent, if any. */
export type VendorTenant = TenantView & { parentTenantId: string | null }

const toView = (row: Row, vendorId: string): VendorTenant => ({
  id: row.id,
  tenantId: row.id,
  name: row.name,
  deletedAt: null,
  metadata: parseTenantMetadata(row.metadata),
  vendorId,
  isReseller: row.is_reseller,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  parentTenantId: row.parent_id,
})

/** One tenant by id (ids that are not UUIDs name none). */
export const vendorTenant = async (
  db: Db,
  tenantId: string,
  vendorId: string,
): Promise<VendorTenant | undefined> => {
  const id = tenantId.toLowerCase()
  if (!isUuid(id)) return undefined
  const row = await db.selectFrom('tenants').select(columns).where('id', '=', id).executeTakeFirst()
  return row ? toView(row, vendorId) : undefined
}

/** The tenant whose sign-in alias (account settings) is `alias`, whatever its case. */
export const vendorTenantByAlias = async (
  db: Db,
  alias: string,
  vendorId: string,
): Promise<VendorTenant | undefined> => {
  const row = await db
    .selectFrom('account_settings as s')
    .innerJoin('tenants', 'tenants.id', 's.tenant_id')
    .select(columns.map((column) => `tenants.${column}` as const))
    .where((eb) => eb(eb.fn('lower', ['s.alias']), '=', alias.trim().toLowerCase()))
    .executeTakeFirst()
  return row ? toView(row, vendorId) : undefined
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`)

/** A page of every tenant, by name then id, with the total; `filter` is part of a name. */
export const vendorTenantPage = async (
  db: Db,
  page: { limit: number; offset: number; filter?: string | undefined },
  vendorId: string,
): Promise<{ items: VendorTenant[]; totalItems: number }> => {
  const needle = page.filter?.trim().toLowerCase()
  const base = db
    .selectFrom('tenants')
    .$if(Boolean(needle), (query) =>
      query.where(sql<boolean>`lower(name) like ${`%${escapeLike(needle ?? '')}%`}`),
    )
  const [rows, total] = await Promise.all([
    base
      .select(columns)
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ])
  return { items: rows.map((row) => toView(row, vendorId)), totalItems: Number(total.total) }
}
