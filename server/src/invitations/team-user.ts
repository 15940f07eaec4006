import { z } from '@hono/zod-openapi'
import { isoInstant } from '../http/wire-schemas'
import { rolesOfUsers } from '../roles/repository'
import { roleSchema } from '../roles/schema'
import type { Db } from '../db/database'

/** An invited (or added) user as the team page sees it (`ITeamUser`). */
export const teamUserSchema = z
  .object({
    id: z.uuid(),
    email: z.string().nullable(),
    name: z.string(),
    phone: z.string().optional(),
    tenantId: z.uuid(),
    vendorId: z.string(),
    roleIds: z.array(z.string()),
    roles: z.array(roleSchema),
    activatedForTenant: z.boolean(),
    verified: z.boolean(),
    createdAt: isoInstant,
  })
  .openapi('TeamUser')

/** The wire's `ITeamUser` of a member of `tenantId`. */
export const teamUser = async (db: Db, userId: string, tenantId: string, vendorId: string) => {
  const row = await db
    .selectFrom('users')
    .innerJoin('tenant_memberships as m', 'm.user_id', 'users.id')
    .select(['id', 'email', 'name', 'phone_number', 'verified', 'users.created_at'])
    .select('m.activated_for_tenant')
    .where('users.id', '=', userId)
    .where('m.tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow()
  const roles = (await rolesOfUsers(db, tenantId, [userId], vendorId)).get(userId) ?? []
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    ...(row.phone_number ? { phone: row.phone_number } : {}),
    tenantId,
    vendorId,
    roleIds: roles.map((role) => role.id),
    roles: roles.map((role) => ({
      ...role,
      createdAt: role.createdAt.toISOString(),
      updatedAt: role.updatedAt.toISOString(),
    })),
    activatedForTenant: row.activated_for_tenant,
    verified: row.verified,
    createdAt: row.created_at.toISOString(),
  }
}
