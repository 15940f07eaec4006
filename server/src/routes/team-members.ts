import { z } from '@hono/zod-openapi'
import { actorName } from '../audit/actor-name'
import { auditedChange } from '../audit/audited-change'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { teamUser, teamUserSchema } from '../invitations/team-user'
import { assertNotLastAdmin } from '../roles/last-admin'
import { refuseScimOwned } from '../scim/owned'
import { assertMayManage } from '../team/manage-guard'
import { setMemberRoles } from '../team/member-roles'
import { removeMember, requireMember, setMemberDisabled, setUserLocked } from '../team/members'
import { memberIdOf, userIdParams } from '../team/params'
import type { AppDeps } from '../deps'
import type { AccessTokenClaims } from '../tokens/access-token'

const tags = ['Team']
const write = 'fe.secure.write.users'
const done = { 200: jsonResponse(z.object({}), 'Done') }

const roleIds = z
  .array(
    z.union([z.literal(''), z.uuid({ error: 'roleIds: not a role id' })], {
      error: 'roleIds: not a role id',
    }),
  )
  .max(50, { error: 'roleIds: at most 50 roles' })

const updateBody = z.object({
  id: z.uuid({ error: 'id: not a user id' }),
  roleIds: roleIds.optional(),
})

const deleteRoute = tenantRoute({
  method: 'delete',
  path: '/team/resources/members/v1/{userId}',
  permission: 'fe.secure.delete.users',
  tags,
  summary:
    "Removes a member from the caller's tenant (its roles and sessions there); never the last administrator",
  request: { params: userIdParams },
  responses: { 200: jsonResponse(teamUserSchema, 'The removed member') },
})

const updateRoute = tenantRoute({
  method: 'put',
  path: '/team/resources/members/v1',
  permission: write,
  tags,
  summary:
    "Changes a member's roles (`['']` or `[]` for none); only roles whose permissions the caller holds can be granted",
  request: { body: jsonBody(updateBody) },
  responses: { 200: jsonResponse(teamUserSchema, 'The member') },
})

const action = (path: string, summary: string) =>
  tenantRoute({
    method: 'post',
    path,
    permission: write,
    tags,
    summary,
    request: { params: userIdParams },
    responses: done,
  })

const lockRoute = action(
  '/identity/resources/users/v1/{userId}/lock',
  'Locks a member out until an administrator unlocks it; its sessions in the tenant end',
)
const disableRoute = action(
  '/identity/resources/tenants/users/v1/{userId}/disable',
  "Disables a member in the caller's tenant (its sessions there end); never the last administrator",
)
const enableRoute = action(
  '/identity/resources/tenants/users/v1/{userId}/enable',
  "Enables a disabled member of the caller's tenant",
)

const subject = (auth: AccessTokenClaims, member: { email: string | null; name: string }) => ({
  who: actorName(auth),
  whom: member.email ?? member.name,
})

/**
 * The team page's per-member changes: remove, roles, lock (unlock: routes/unlock.ts), disable and
 * enable, each only on a member whose permissions the caller holds too (`assertMayManage`).
 */
export const createTeamMemberRoutes = (deps: AppDeps) => {
  const { db, config } = deps
  return createRouter()
    .openapi(deleteRoute, async (c) => {
      const auth = c.get('auth')
      const userId = memberIdOf(c.req.valid('param').userId)
      const member = await requireMember(db, auth.tenantId, userId)
      await refuseScimOwned(db, auth.tenantId, userId, 'remove')
      const before = await teamUser(db, userId, auth.tenantId, config.vendorId)
      const { who, whom } = subject(auth, member)
      await auditedChange(c, async ({ trx, now }) => {
        await assertMayManage(trx, auth, { tenantId: auth.tenantId, userId, whom })
        await assertNotLastAdmin(trx, { tenantId: auth.tenantId, userId, loss: 'delete' })
        await removeMember(trx, { tenantId: auth.tenantId, userId, now })
        return {
          result: null,
          audit: {
            action: 'user.removed',
            description: `${who} removed ${whom} from the account`,
            severity: 'High',
            details: { userId, email: member.email },
          },
        }
      })
      return c.json(before, 200)
    })
    .openapi(updateRoute, async (c) => {
      const auth = c.get('auth')
      const body = c.req.valid('json')
      const userId = body.id.toLowerCase()
      const member = await requireMember(db, auth.tenantId, userId)
      const { who, whom } = subject(auth, member)
      if (body.roleIds !== undefined) {
        const wanted = body.roleIds
        await auditedChange(c, async ({ trx }) => {
          await assertMayManage(trx, auth, { tenantId: auth.tenantId, userId, whom })
          const roles = await setMemberRoles(trx, {
            tenantId: auth.tenantId,
            userId,
            roleIds: wanted,
            grantor: { userId: auth.sub, tenantId: auth.tenantId },
          })
          return {
            result: roles,
            audit: {
              action: 'user.roles.updated',
              description: `${who} changed the roles of ${whom}`,
              details: { userId, roleIds: roles.after, previousRoleIds: roles.before },
            },
          }
        })
      }
      return c.json(await teamUser(db, userId, auth.tenantId, config.vendorId), 200)
    })
    .openapi(lockRoute, async (c) => {
      const auth = c.get('auth')
      const userId = memberIdOf(c.req.valid('param').userId)
      const member = await requireMember(db, auth.tenantId, userId)
      const { who, whom } = subject(auth, member)
      await auditedChange(c, async ({ trx, now }) => {
        await assertMayManage(trx, auth, { tenantId: auth.tenantId, userId, whom })
        await assertNotLastAdmin(trx, { tenantId: auth.tenantId, userId, loss: 'lock' })
        await setUserLocked(trx, { tenantId: auth.tenantId, userId, now })
        const audit = { action: 'user.locked' as const, description: `${who} locked ${whom}` }
        return { result: null, audit: { ...audit, severity: 'High', details: { userId } } }
      })
      return c.json({}, 200)
    })
    .openapi(disableRoute, async (c) => {
      const auth = c.get('auth')
      const userId = memberIdOf(c.req.valid('param').userId)
      const member = await requireMember(db, auth.tenantId, userId)
      await refuseScimOwned(db, auth.tenantId, userId, 'disable')
      const { who, whom } = subject(auth, member)
      await auditedChange(c, async ({ trx, now }) => {
        await assertMayManage(trx, auth, { tenantId: auth.tenantId, userId, whom })
        await assertNotLastAdmin(trx, { tenantId: auth.tenantId, userId, loss: 'disable' })
        await setMemberDisabled(trx, { tenantId: auth.tenantId, userId, disabled: true, now })
        const audit = { action: 'user.disabled' as const, description: `${who} disabled ${whom}` }
        return { result: null, audit: { ...audit, severity: 'High', details: { userId } } }
      })
      return c.json({}, 200)
    })
    .openapi(enableRoute, async (c) => {
      const auth = c.get('auth')
      const userId = memberIdOf(c.req.valid('param').userId)
      const member = await requireMember(db, auth.tenantId, userId)
      await refuseScimOwned(db, auth.tenantId, userId, 'enable')
      const { who, whom } = subject(auth, member)
      await auditedChange(c, async ({ trx, now }) => {
        await assertMayManage(trx, auth, { tenantId: auth.tenantId, userId, whom })
        await setMemberDisabled(trx, { tenantId: auth.tenantId, userId, disabled: false, now })
        const audit = { action: 'user.enabled' as const, description: `${who} enabled ${whom}` }
        return { result: null, audit: { ...audit, details: { userId } } }
      })
      return c.json({}, 200)
    })
}
