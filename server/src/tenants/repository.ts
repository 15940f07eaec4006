import { randomUUID } from 'node:crypto'
import { isUuid } from '../http/uuid'
import type { Db } from '../db/database'

/** A tenant as the wire shows it (`ITenantsResponse`). */
export interface TenantView {
  id: string
  tenantId: string
  name: string
  deletedAt: null
  metadata: unknown
  vendorId: string
  isReseller: boolean
  createdAt: Date
  updatedAt: Date
}

/** A tenant's metadata column as JSON; `{}` when it is not valid JSON. */
export const parseTenantMetadata = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return {}
  }
}

/** Creates a tenant; it obeys the vendor's lockout policy until it sets its own. */
export const createTenant = async (db: Db, name: string): Promise<string> => {
  const id = randomUUID()
  await db.insertInto('tenants').values({ id, name }).execute()
  return id
}

/** Does a tenant with this id exist? (Ids that are not UUIDs name none.) */
export const tenantExists = async (db: Db, id: string): Promise<boolean> =>
  isUuid(id) &&
  (await db.selectFrom('tenants').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined

/** The tenants a user may work in (enabled memberships), oldest membership first. */
export const listUserTenants = async (
  db: Db,
  userId: string,
  vendorId: string,
): Promise<TenantView[]> => {
  const rows = await db
    .selectFrom('tenant_memberships')
    .innerJoin('tenants', 'tenants.id', 'tenant_memberships.tenant_id')
    .selectAll('tenants')
    .where('tenant_memberships.user_id', '=', userId)
    .where('tenant_memberships.is_disabled', '=', false)
    // A membership waiting for its invitation's acceptance is not one to work in yet.
    .where('tenant_memberships.activated_for_tenant', '=', true)
    .orderBy('tenant_memberships.created_at', 'asc')
    .orderBy('tenants.id', 'asc')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    tenantId: row.id,
    name: row.name,
    deletedAt: null,
    metadata: parseTenantMetadata(row.metadata),
    vendorId,
    isReseller: row.is_reseller,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }))
}
