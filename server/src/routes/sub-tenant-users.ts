import { z } from '@hono/zod-openapi'
import { actorName } from '../audit/actor-name'
import { auditedChange } from '../audit/audited-change'
import { mailLocale } from '../delivery/words'
import { peopleSortKeys, searchPeople } from '../hierarchy/people'
import { reachableTenants, requireReachable } from '../hierarchy/reach'
import { memberTenant } from '../hierarchy/scope'
import { boundedInt, maxInt32 } from '../http/guards/numbers'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { emptyObjectSchema } from '../http/wire-schemas'
import { inviteUser } from '../invitations/invite'
import { assertNotLastAdmin } from '../roles/last-admin'
import { assertMayManage } from '../team/manage-guard'
import { removeMember, requireMember } from '../team/members'
import { memberIdOf } from '../team/params'
import type { AppDeps } from '../deps'
import type { AccessTokenClaims } from '../tokens/access-token'

const read = 'fe.account-hierarchy.read.subAccount'
const write = 'fe.account-hierarchy.write.subAccount'
const tags = ['Sub-account users']
const base = '/identity/resources/sub-tenants/users'
const absent = (value: unknown) => (value === 'undefined' || value === '' ? undefined : value)
const email = z.email('email: not an email address').max(320)
const person = z.object({ email, name: z.string().trim().max(200).optional() })
const roleIds = z.array(z.string().max(100)).max(50)
const tenantRoles = z.object({ tenantId: z.string().max(100), roleIds })
const refusals = {
  403: {
    description: 'An account its access rules keep the caller out of, or a role beyond theirs',
  },
  404: { description: 'An account outside the caller’s tree, or a user who is not a member there' },
}

const grantorOf = (auth: AccessTokenClaims) => ({ userId: auth.sub, tenantId: memberTenant(auth) })
const inviterOf = (auth: AccessTokenClaims) => auth.name.trim() || auth.email || null

/** The people of sub-accounts (wire §5.8 rows 1-8), only in accounts the caller may enter. */
export const createSubTenantUserRoutes = (deps: AppDeps) => {
  const { db, config } = deps
  return createRouter()
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${base}/v1`,
        permission: read,
        tags,
        summary:
          'The people of the account and of the sub-accounts the caller may enter, each with ' +
          'their roles per account; _offset counts pages (0 = first)',
        request: {
          query: z.object({
            _limit: z.preprocess(absent, boundedInt(1, 200).default(10)),
            _offset: z.preprocess(absent, boundedInt(0, maxInt32).default(0)),
            _filter: z.preprocess(absent, z.string().max(200).optional()),
            _sortBy: z.preprocess(absent, z.enum(peopleSortKeys).default('name')),
            _order: z.preprocess(
              (value) => (typeof value === 'string' ? absent(value.toUpperCase()) : value),
              z.enum(['ASC', 'DESC']).default('DESC'),
            ),
          }),
        },
        responses: {
          200: jsonResponse(
            z.object({ items: z.array(z.record(z.string(), z.unknown())), totalPages: z.number() }),
            'A page of people',
          ),
        },
      }),
      async (c) => {
        const query = c.req.valid('query')
        const tenantIds = await reachableTenants(db, c.get('auth'))
        const { items, totalItems } = await searchPeople(db, {
          tenantIds,
          vendorId: config.vendorId,
          filter: query._filter,
          sortBy: query._sortBy,
          order: query._order,
          limit: query._limit,
          offset: query._offset * query._limit,
        })
        return c.json({ items, totalPages: Math.ceil(totalItems / query._limit) }, 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'post',
        path: `${base}/v1`,
        permission: write,
        tags,
        summary: 'Invites one person into several sub-accounts, with roles in each',
        request: {
          body: jsonBody(
            z.object({
              user: person,
              subTenants: z
                .array(tenantRoles.partial({ roleIds: true }))
                .min(1)
                .max(100),
            }),
          ),
        },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Invited'), ...refusals },
      }),
      async (c) => {
        const auth = c.get('auth')
        const { user, subTenants } = c.req.valid('json')
        const tenantIds = await requireReachable(
          db,
          auth,
          subTenants.map((s) => s.tenantId),
        )
        const locale = mailLocale(c.req.header('accept-language'))
        await auditedChange(c, async ({ trx, now }) => {
          for (const [index, tenantId] of tenantIds.entries()) {
            await inviteUser(trx, config, {
              tenantId,
              email: user.email,
              name: user.name,
              roleIds: subTenants[index]?.roleIds,
              grantor: grantorOf(auth),
              inviter: inviterOf(auth),
              locale,
              now,
            })
          }
          return {
            result: null,
            audit: {
              action: 'subAccount.users.added',
              description: `${actorName(auth)} invited ${user.email} into ${tenantIds.length} sub-account(s)`,
              details: { email: user.email, subTenantIds: tenantIds },
            },
          }
        })
        return c.json({}, 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'post',
        path: `${base}/v2/`,
        permission: write,
        tags,
        summary:
          'Invites people into one sub-account with the same roles, and their say on its sub-accounts',
        request: {
          body: jsonBody(
            z.object({
              users: z.array(person).min(1).max(100),
              tenantId: z.string().max(100),
              roleIds: roleIds.optional(),
              allowSubAccountAccess: z.boolean().optional(),
            }),
          ),
        },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Invited'), ...refusals },
      }),
      async (c) => {
        const auth = c.get('auth')
        const body = c.req.valid('json')
        const [tenantId = ''] = await requireReachable(db, auth, [body.tenantId])
        const locale = mailLocale(c.req.header('accept-language'))
        await auditedChange(c, async ({ trx, now }) => {
          for (const user of body.users) {
            const { userId } = await inviteUser(trx, config, {
              tenantId,
              email: user.email,
              name: user.name,
              roleIds: body.roleIds,
              grantor: grantorOf(auth),
              inviter: inviterOf(auth),
              locale,
              now,
            })
            if (body.allowSubAccountAccess !== undefined) {
              await trx
                .updateTable('tenant_memberships')
                .set({ sub_account_access: body.allowSubAccountAccess })
                .where('tenant_id', '=', tenantId)
                .where('user_id', '=', userId)
                .execute()
            }
          }
          return {
            result: null,
            audit: {
              action: 'subAccount.users.added',
              description: `${actorName(auth)} invited ${body.users.length} user(s) into a sub-account`,
              details: {
                emails: body.users.map((user) => user.email),
                subTenantIds: [tenantId],
                allowSubAccountAccess: body.allowSubAccountAccess ?? null,
              },
            },
          }
        })
        return c.json({}, 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'delete',
        path: `${base}/v1`,
        permission: write,
        tags,
        summary: 'Removes a person from several sub-accounts (their account stays)',
        request: {
          body: jsonBody(
            z.object({
              userId: z.string().max(100),
              subTenants: z
                .array(z.object({ tenantId: z.string().max(100) }))
                .min(1)
                .max(100),
            }),
          ),
        },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Removed'), ...refusals },
      }),
      async (c) => {
        const auth = c.get('auth')
        const body = c.req.valid('json')
        const userId = memberIdOf(body.userId)
        const tenantIds = await requireReachable(
          db,
          auth,
          body.subTenants.map((s) => s.tenantId),
        )
        await auditedChange(c, async ({ trx, now }) => {
          for (const tenantId of tenantIds) {
            const member = await requireMember(trx, tenantId, userId)
            const whom = member.email ?? member.name
            await assertMayManage(trx, auth, { tenantId, userId, whom })
            // A sub-account is still managed from above; only the caller's own keeps an admin.
            if (tenantId === auth.tenantId) {
              await assertNotLastAdmin(trx, { tenantId, userId, loss: 'delete' })
            }
            await removeMember(trx, { tenantId, userId, now })
          }
          return {
            result: null,
            audit: {
              action: 'subAccount.user.removed',
              description: `${actorName(auth)} removed a user from ${tenantIds.length} sub-account(s)`,
              details: { userId, subTenantIds: tenantIds },
            },
          }
        })
        return c.json({}, 200)
      },
    )
}
