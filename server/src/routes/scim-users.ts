import { z } from '@hono/zod-openapi'
import { isUuid } from '../http/uuid'
import { scimChange } from '../scim/change'
import { scimJson, ScimError } from '../scim/errors'
import {
  createScimRouter,
  SCIM_BASE,
  scimAnswer,
  scimBaseUrl,
  scimBody,
  scimCaller,
  scimRoute,
} from '../scim/guard'
import { scimPage, scimPageQuery } from '../scim/paging'
import { applyScimPatch } from '../scim/patch'
import { LIST_SCHEMA, readScimUser, toScimUser } from '../scim/user-resource'
import {
  createScimUser,
  deleteScimUser,
  findScimUser,
  listScimUsers,
  replaceScimUser,
} from '../scim/users'
import type { AppDeps } from '../deps'
import type { ScimEnv } from '../scim/guard'
import type { Context } from 'hono'

const USERS = `${SCIM_BASE}/Users`
const resource = z.record(z.string(), z.unknown())
const params = z.object({ connectionId: z.string().max(64), id: z.string().max(64) })
const listParams = z.object({ connectionId: z.string().max(64) })

const userId = (id: string) => {
  const lower = id.toLowerCase()
  if (!isUuid(lower)) throw new ScimError(404, 'User not found')
  return lower
}

/** SCIM 2.0 Users of a connection (RFC 7644 §3): list and filter, create, read, replace, patch, delete. */
export const createScimUserRoutes = ({ db, config }: AppDeps) => {
  const app = createScimRouter()
  const location = (c: Context<ScimEnv>) =>
    scimBaseUrl(config.issuer, config.apiPrefix, scimCaller(c).connectionId)
  const show = async (c: Context<ScimEnv>, id: string, status: 200 | 201 = 200) => {
    const row = await findScimUser(db, scimCaller(c).connectionId, id)
    const body = toScimUser(row, location(c))
    c.header('location', body.meta.location)
    return scimJson(c, body, status)
  }
  const who = (fields: { userName: string }) => fields.userName

  app.openapi(
    scimRoute({
      method: 'get',
      path: USERS,
      summary:
        'Users of the connection; filter (eq, ne, co, sw, ew, pr, gt…, and, or, not), startIndex, count',
      request: { params: listParams, query: scimPageQuery },
      responses: { 200: scimAnswer('A ListResponse') },
    }),
    async (c) => {
      const page = scimPage(c.req.valid('query'))
      const { total, rows } = await listScimUsers(db, scimCaller(c).connectionId, page)
      const base = location(c)
      return scimJson(c, {
        schemas: [LIST_SCHEMA],
        totalResults: total,
        startIndex: page.startIndex,
        itemsPerPage: rows.length,
        Resources: rows.map((row) => toScimUser(row, base)),
      })
    },
  )
  app.openapi(
    scimRoute({
      method: 'post',
      path: USERS,
      summary: 'Provision a user into the tenant (409 uniqueness when the connection has them)',
      request: { params: listParams, body: scimBody(resource) },
      responses: { 201: scimAnswer('The user') },
    }),
    async (c) => {
      const fields = readScimUser(c.req.valid('json'))
      const id = await scimChange(c, async ({ trx, now, caller }) => ({
        result: await createScimUser(trx, caller, fields, now),
        audit: {
          action: 'scim.user.created',
          description: `SCIM connection ${caller.name} provisioned ${who(fields)}`,
          details: {
            userName: fields.userName,
            email: fields.email,
            externalId: fields.externalId,
          },
        },
      }))
      return show(c, id, 201)
    },
  )
  app.openapi(
    scimRoute({
      method: 'get',
      path: `${USERS}/{id}`,
      summary: 'One user of the connection',
      request: { params },
      responses: {
        200: scimAnswer('The user'),
        404: { description: 'Not a user of this connection' },
      },
    }),
    (c) => show(c, userId(c.req.valid('param').id)),
  )
  const replace = async (
    c: Context<ScimEnv>,
    id: string,
    next: (current: ReturnType<typeof toScimUser>) => Record<string, unknown>,
  ) => {
    await scimChange(c, async ({ trx, now, caller }) => {
      const before = await findScimUser(trx, caller.connectionId, id)
      const fields = readScimUser(next(toScimUser(before, location(c))))
      await replaceScimUser(trx, caller, before, fields, now)
      const action =
        fields.active === before.active
          ? 'scim.user.updated'
          : fields.active
            ? 'scim.user.reactivated'
            : 'scim.user.deactivated'
      const verb = { 'scim.user.updated': 'updated', 'scim.user.reactivated': 'reactivated' }
      return {
        result: undefined,
        audit: {
          action,
          description: `SCIM connection ${caller.name} ${verb[action as keyof typeof verb] ?? 'deactivated'} ${who(fields)}`,
          severity: action === 'scim.user.deactivated' ? ('High' as const) : ('Info' as const),
          details: { userId: id, userName: fields.userName, email: fields.email },
        },
      }
    })
    return show(c, id)
  }
  app.openapi(
    scimRoute({
      method: 'put',
      path: `${USERS}/{id}`,
      summary:
        "Replace a user's attributes (active false disables the member and ends its sessions)",
      request: { params, body: scimBody(resource) },
      responses: {
        200: scimAnswer('The user'),
        404: { description: 'Not a user of this connection' },
      },
    }),
    (c) => replace(c, userId(c.req.valid('param').id), () => c.req.valid('json')),
  )
  app.openapi(
    scimRoute({
      method: 'patch',
      path: `${USERS}/{id}`,
      summary:
        'Patch a user (add, replace, remove; with or without path; the forms Entra ID sends)',
      request: { params, body: scimBody(resource) },
      responses: {
        200: scimAnswer('The user'),
        404: { description: 'Not a user of this connection' },
      },
    }),
    (c) => {
      const body = c.req.valid('json')
      return replace(c, userId(c.req.valid('param').id), (current) => applyScimPatch(current, body))
    },
  )
  app.openapi(
    scimRoute({
      method: 'delete',
      path: `${USERS}/{id}`,
      summary: 'Remove the user from the tenant (roles, groups and sessions there)',
      request: { params },
      responses: {
        204: { description: 'Removed' },
        404: { description: 'Not a user of this connection' },
      },
    }),
    async (c) => {
      const id = userId(c.req.valid('param').id)
      await scimChange(c, async ({ trx, now, caller }) => {
        const before = await findScimUser(trx, caller.connectionId, id)
        await deleteScimUser(trx, caller.tenantId, id, now)
        return {
          result: undefined,
          audit: {
            action: 'scim.user.deleted',
            description: `SCIM connection ${caller.name} removed ${before.user_name}`,
            severity: 'High' as const,
            details: { userId: id, userName: before.user_name, email: before.email },
          },
        }
      })
      return c.body(null, 204)
    },
  )
  return app
}
