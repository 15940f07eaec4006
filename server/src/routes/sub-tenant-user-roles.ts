import { z } from '@hono/zod-openapi'
import { actorName } from '../audit/actor-name'
import { auditedChange } from '../audit/audited-change'
import { setSubTenantRoles } from '../hierarchy/member-roles'
import { requireReachable } from '../hierarchy/reach'
import { memberTenant } from '../hierarchy/scope'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { emptyObjectSchema } from '../http/wire-schemas'
import { assertMayManage } from '../team/manage-guard'
import { requireMember } from '../team/members'
import { memberIdOf, userIdParams } from '../team/params'
import type { AppDeps } from '../deps'
import type { AppEnv } from '../http/app-env'
import type { RouteHandler } from '@hono/zod-openapi'

const write = 'fe.account-hierarchy.write.subAccount'
const tags = ['Sub-account users']
const base = '/identity/resources/sub-tenants/users/v1'
const rolesBody = z.object({
  subTenantsRoles: z
    .array(
      z.object({ tenantId: z.string().max(100), roleIds: z.array(z.string().max(100)).max(50) }),
    )
    .min(1)
    .max(100),
  ipAddress: z.string().max(100).optional(),
  userAgent: z.string().max(1000).optional(),
})
const refusals = {
  403: {
    description: 'An account its access rules keep the caller out of, or a role beyond theirs',
  },
  404: { description: 'An account outside the caller’s tree, or a user who is not a member there' },
}

type RolesChange = 'add' | 'remove' | 'set'

/** The roles after the change, from those held now in the account. */
const rolesAfter = (change: RolesChange, held: string[], given: string[]) => {
  if (change === 'set') return given
  if (change === 'add') return [...new Set([...held, ...given])]
  return held.filter((id) => !given.includes(id))
}

const rolesRoute = (method: 'post' | 'delete' | 'patch', summary: string) =>
  tenantRoute({
    method,
    path: `${base}/{userId}/roles`,
    permission: write,
    tags,
    summary,
    request: { params: userIdParams, body: jsonBody(rolesBody) },
    responses: { 200: jsonResponse(emptyObjectSchema, 'Changed'), ...refusals },
  })

const accessRoute = tenantRoute({
  method: 'put',
  path: `${base}/{userId}/access`,
  permission: write,
  tags,
  summary:
    "A member's own say on entering the account's sub-accounts (subAccountAccessAllowed); the " +
    'account is the token’s',
  request: { params: userIdParams, body: jsonBody(z.object({ allowAccess: z.boolean() })) },
  responses: { 200: jsonResponse(emptyObjectSchema, 'Changed'), ...refusals },
})

/**
 * A person's roles per sub-account (`subTenantsRoles`, wire §5.8 rows 4-6) and their say on
 * entering sub-accounts (row 7). Roles go through the team's rules: only roles of that account or
 * the vendor's, none beyond the caller's own permissions; only in the caller's own account must
 * the last administrator stay (a sub-account is still managed from above).
 */
export const createSubTenantUserRoleRoutes = ({ db }: AppDeps) => {
  const changeRoles =
    (change: RolesChange): RouteHandler<ReturnType<typeof rolesRoute>, AppEnv> =>
    async (c) => {
      const auth = c.get('auth')
      const userId = memberIdOf(c.req.valid('param').userId)
      const { subTenantsRoles } = c.req.valid('json')
      const ids = subTenantsRoles.map((entry) => entry.tenantId)
      const tenantIds = await requireReachable(db, auth, ids)
      const grantor = { userId: auth.sub, tenantId: memberTenant(auth) }
      await auditedChange(c, async ({ trx }) => {
        const changed = []
        for (const [index, tenantId] of tenantIds.entries()) {
          const member = await requireMember(trx, tenantId, userId)
          await assertMayManage(trx, auth, { tenantId, userId, whom: actorName(member) })
          const held = await trx
            .selectFrom('user_tenant_roles')
            .select('role_id')
            .where('tenant_id', '=', tenantId)
            .where('user_id', '=', userId)
            .execute()
          const given = (subTenantsRoles[index]?.roleIds ?? []).map((id) => id.toLowerCase())
          const roleIds = rolesAfter(
            change,
            held.map((row) => row.role_id),
            given,
          )
          const fromAbove = tenantId !== auth.tenantId
          const roles = await setSubTenantRoles(trx, {
            tenantId,
            userId,
            roleIds,
            grantor,
            fromAbove,
          })
          changed.push({ tenantId, roleIds: roles.after, previousRoleIds: roles.before })
        }
        return {
          result: changed,
          audit: {
            action: 'subAccount.user.roles.updated',
            description: `${actorName(auth)} changed the roles of a user in ${changed.length} sub-account(s)`,
            details: { userId, change, subTenants: changed },
          },
        }
      })
      return c.json({}, 200)
    }
  return createRouter()
    .openapi(rolesRoute('post', 'Adds roles to a person in sub-accounts'), changeRoles('add'))
    .openapi(
      rolesRoute('delete', 'Takes roles from a person in sub-accounts'),
      changeRoles('remove'),
    )
    .openapi(rolesRoute('patch', 'Sets the roles of a person in sub-accounts'), changeRoles('set'))
    .openapi(accessRoute, async (c) => {
      const auth = c.get('auth')
      const userId = memberIdOf(c.req.valid('param').userId)
      const { allowAccess } = c.req.valid('json')
      const member = await requireMember(db, auth.tenantId, userId)
      const whom = actorName(member)
      await auditedChange(c, async ({ trx }) => {
        await assertMayManage(trx, auth, { tenantId: auth.tenantId, userId, whom })
        await trx
          .updateTable('tenant_memberships')
          .set({ sub_account_access: allowAccess })
          .where('tenant_id', '=', auth.tenantId)
          .where('user_id', '=', userId)
          .execute()
        return {
          result: null,
          audit: {
            action: 'subAccount.user.access.updated',
            description: `${actorName(auth)} ${allowAccess ? 'allowed' : 'refused'} ${whom} access to sub-accounts`,
            details: { userId, allowAccess },
          },
        }
      })
      return c.json({}, 200)
    })
}
