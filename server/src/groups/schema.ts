import { z } from '@hono/zod-openapi'
import { roleSchema } from '../roles/schema'

const name = z.string().trim().min(1, 'must not be empty').max(100, 'at most 100 characters')
const description = z.string().trim().max(500, 'at most 500 characters')
const color = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c')
const metadata = z.string().max(10_000, 'at most 10000 characters')
const idList = z.array(z.string().max(100)).min(1, 'must name at least one id').max(500)

/** Body of `POST groups/v1`. */
export const createGroupSchema = z
  .object({
    name,
    color: color.optional(),
    description: description.optional(),
    metadata: metadata.optional(),
  })
  .openapi('CreateGroup')

/** Body of `PATCH groups/v1/{groupId}`. */
export const updateGroupSchema = createGroupSchema.partial().openapi('UpdateGroup')

/** Bodies of the member and role calls. */
export const groupUsersSchema = z.object({ userIds: idList }).openapi('GroupUserIds')
export const groupRolesSchema = z.object({ roleIds: idList }).openapi('GroupRoleIds')
export const bulkGetSchema = z
  .object({ groupsIds: z.array(z.string().max(100)).max(500) })
  .openapi('GroupsBulkGet')

/** `_groupsRelations`: which relations the answer carries. */
export const relationsQuery = z.object({
  _groupsRelations: z.enum(['roles', 'users', 'rolesAndUsers']).optional(),
})

/** A group id in a path. */
export const groupIdParam = z.object({ groupId: z.string().max(100) })

/** A member of a group (`IGroupUser`). */
export const groupUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  profilePictureUrl: z.string().nullable(),
  activatedForTenant: z.boolean(),
  createdAt: z.string(),
})

/** A group (`IGroupResponse`). */
export const groupSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    color: z.string().optional(),
    description: z.string().optional(),
    metadata: z.string().optional(),
    managedBy: z.enum(['frontegg', 'scim2']),
    roles: z.array(roleSchema).optional(),
    users: z.array(groupUserSchema).optional(),
  })
  .openapi('Group')

/** The groups configuration. */
export const groupConfigurationSchema = z
  .object({ enabled: z.boolean(), rolesEnabled: z.boolean() })
  .openapi('GroupConfiguration')
export const groupConfigurationPatchSchema = groupConfigurationSchema
  .partial()
  .openapi('GroupConfigurationPatch')
