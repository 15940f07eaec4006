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

const roleKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'use 1 to 100 letters, digits, _ . : or -')
const roleName = z.string().trim().min(1, 'must not be empty').max(100, 'at most 100 characters')
const roleDescription = z.string().trim().max(500, 'at most 500 characters').nullable()
const roleLevel = z.number().int().min(0).max(1000)
const idList = z.array(z.string().max(100)).max(500)

/** Body of `POST roles/v1` (`permissions` are permission ids). */
export const createRoleV1Schema = z
  .object({
    key: roleKey,
    name: roleName,
    description: roleDescription.optional(),
    isDefault: z.boolean().optional(),
    level: roleLevel.optional(),
    permissions: idList.optional(),
  })
  .openapi('CreateRoleV1')

/** Body of `POST roles/v2`: permission ids, and a role whose permissions the new one starts from. */
export const createRoleV2Schema = z
  .object({
    key: roleKey,
    name: roleName,
    description: roleDescription.optional(),
    isDefault: z.boolean().optional(),
    level: roleLevel.optional(),
    permissionIds: idList.optional(),
    baseRoleId: z.string().max(100).optional(),
  })
  .openapi('CreateRoleV2')

/** Body of `PATCH roles/v1/{roleId}`. */
export const updateRoleSchema = z
  .object({
    key: roleKey.optional(),
    name: roleName.optional(),
    description: roleDescription.optional(),
    isDefault: z.boolean().optional(),
    level: roleLevel.optional(),
  })
  .openapi('UpdateRole')

/** Body of `PUT roles/v1/{roleId}/permissions`. */
export const rolePermissionsSchema = z.object({ permissionIds: idList }).openapi('RolePermissions')

/** Body of `PUT permissions/v1/{permissionId}/roles`. */
export const permissionRolesSchema = z.object({ roleIds: idList }).openapi('PermissionRoles')

/** A permission with its assignment type (`IRolePermission`). */
export const rolePermissionSchema = permissionSchema
  .extend({ assignmentType: z.enum(['NEVER', 'ALWAYS', 'ASSIGNABLE']) })
  .openapi('RolePermission')

/** A permission category (`IRolePermissionCategory`); its id is its name. */
export const permissionCategorySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    feCategory: z.boolean(),
    permissionIds: z.array(z.string()),
    createdAt: isoInstant,
    updatedAt: isoInstant,
  })
  .openapi('PermissionCategory')

/** A role id in a path. */
export const roleIdParam = z.object({ roleId: z.string().max(100) })
