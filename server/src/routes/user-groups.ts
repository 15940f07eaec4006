import { z } from '@hono/zod-openapi'
import { groupIdsOfUsers } from '../groups/repository'
import { jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { uuidList } from '../http/uuid'
import type { AppDeps } from '../deps'

const userGroupsSchema = z
  .object({
    vendorId: z.string(),
    tenantId: z.string(),
    userId: z.string(),
    groupIds: z.array(z.string()),
  })
  .openapi('UserGroups')

/** `GET users/v3/groups` (wire §5.3 row 5): the groups of the given members of the caller's tenant. */
export const createUserGroupRoutes = (deps: AppDeps) =>
  createRouter().openapi(
    tenantRoute({
      method: 'get',
      path: '/identity/resources/users/v3/groups',
      permission: ['fe.secure.read.users', 'fe.secure.read.groups'],
      tags: ['Groups'],
      summary: "The group ids of each given user of the caller's tenant (others are left out)",
      request: { query: z.object({ ids: z.string().max(20_000) }) },
      responses: { 200: jsonResponse(z.array(userGroupsSchema), 'Groups per user') },
    }),
    async (c) => {
      const { tenantId } = c.get('auth')
      const ids = uuidList(c.req.valid('query').ids).slice(0, 500)
      const members =
        ids.length === 0
          ? []
          : await deps.db
              .selectFrom('tenant_memberships')
              .select('user_id')
              .where('tenant_id', '=', tenantId)
              .where('user_id', 'in', ids)
              .execute()
      const groups = await groupIdsOfUsers(
        deps.db,
        tenantId,
        members.map((row) => row.user_id),
      )
      return c.json(
        members.map(({ user_id: userId }) => ({
          vendorId: deps.config.vendorId,
          tenantId,
          userId,
          groupIds: groups.get(userId) ?? [],
        })),
        200,
      )
    },
  )
