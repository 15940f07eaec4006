import { z } from '@hono/zod-openapi'
import { isoInstant } from '../http/wire-schemas'

/** The access types of a sub-account (`SubAccountAccessTypeEnum`). */
export const accessTypes = ['defaultOff', 'defaultOn', 'alwaysOn'] as const

/** A sub-account in the flat list (`ISubTenant`). */
export const subTenantSchema = z
  .object({
    tenantId: z.uuid(),
    tenantName: z.string(),
    status: z.string(),
    createdAt: isoInstant,
    level: z.number().int(),
  })
  .openapi('SubTenant')

/** A node of the tree (`ISubTenantTree`). */
export interface SubTenantTreeNode {
  tenantId: string
  tenantName: string
  status: string
  createdAt: string
  children: SubTenantTreeNode[]
}

/** The tree (`ISubTenantTree`), recursive. */
export const subTenantTreeSchema: z.ZodType<SubTenantTreeNode> = z
  .lazy(() =>
    z.object({
      tenantId: z.uuid(),
      tenantName: z.string(),
      status: z.string(),
      createdAt: isoInstant,
      children: z.array(subTenantTreeSchema),
    }),
  )
  .openapi('SubTenantTree')

/** A parent in the chain above the account. */
export const parentTenantSchema = z
  .object({
    tenantId: z.uuid(),
    level: z.number().int(),
    tenantName: z.string(),
    status: z.string(),
    createdAt: isoInstant,
  })
  .openapi('ParentTenant')

/** A search result (`SearchSubTenantsResponse`). */
export const foundSubTenantSchema = z
  .object({
    tenantId: z.uuid(),
    name: z.string(),
    createdAt: isoInstant,
    metadata: z.object({ isParent: z.boolean() }),
    isReseller: z.boolean(),
    subAccountAccessType: z.enum(accessTypes),
  })
  .openapi('FoundSubTenant')

/** A created or changed sub-account (`CreateSubTenantResponse`), with Foyer's hierarchy fields. */
export const subTenantResponseSchema = z
  .object({
    tenantId: z.uuid(),
    name: z.string(),
    status: z.string(),
    updatedAt: isoInstant,
    parentTenantId: z.uuid().nullable(),
    isReseller: z.boolean(),
    subAccountAccessType: z.enum(accessTypes),
  })
  .openapi('SubTenantResponse')
