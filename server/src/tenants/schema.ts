import { z } from '@hono/zod-openapi'
import { isoInstant } from '../http/wire-schemas'

/** A tenant on the wire (`ITenantsResponse`). */
export const tenantSchema = z
  .object({
    id: z.uuid(),
    tenantId: z.uuid(),
    name: z.string(),
    deletedAt: z.null(),
    metadata: z.unknown(),
    vendorId: z.string(),
    isReseller: z.boolean(),
    createdAt: isoInstant,
    updatedAt: isoInstant,
  })
  .openapi('Tenant')

/** A tenant as the vendor's API shows it: `ITenantsResponse` and its parent, if any. */
export const vendorTenantSchema = tenantSchema
  .extend({ parentTenantId: z.uuid().nullable() })
  .openapi('VendorTenant')
