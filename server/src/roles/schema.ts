import { z } from '@hono/zod-openapi'
import { isoInstant } from '../http/wire-schemas'

/** A role on the wire (`IRole`). */
export const roleSchema = z
  .object({
    id: z.uuid(),
    key: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    isDefault: z.boolean(),
    permissions: z.array(z.string()).openapi({ description: 'Permission ids' }),
    tenantId: z.uuid().optional(),
    vendorId: z.string(),
    level: z.number().int(),
    createdAt: isoInstant,
    updatedAt: isoInstant,
  })
  .openapi('Role')

/** A permission on the wire (`ITeamUserPermission`). */
export const permissionSchema = z
  .object({
    id: z.uuid(),
    key: z.string(),
    name: z.string(),
    description: z.string(),
    categoryId: z.string(),
    fePermission: z.boolean(),
    roleIds: z.array(z.string()),
    createdAt: isoInstant,
    updatedAt: isoInstant,
  })
  .openapi('Permission')
