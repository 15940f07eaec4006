import { z } from '@hono/zod-openapi'
import { isUuid } from '../http/uuid'
import { scimChange } from '../scim/change'
import { scimBadRequest, ScimError, scimJson } from '../scim/errors'
import {
  createScimGroup,
  deleteScimGroup,
  findScimGroup,
  listScimGroups,
  membersOf,
  replaceScimGroup,
  toScimGroup,
} from '../scim/groups'
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
import { LIST_SCHEMA } from '../scim/user-resource'
import type { AppDeps } from '../deps'
import type { ScimGroupFields } from '../scim/groups'
import type { ScimEnv } from '../scim/guard'
import type { Context } from 'hono'

const GROUPS = `${SCIM_BASE}/Groups`
const resource = z.record(z.string(), z.unknown())
const params = z.object({ connectionId: z.string().max(64), id: z.string().max(64) })
const listParams = z.object({ connectionId: z.string().max(64) })
const listQuery = scimPageQuery.extend({ excludedAttributes: z.string().max(500).optional() })
const notFound = { 404: { description: 'Not a group of this connection' } }

/** Most members one group body may name. */
const MAX_MEMBERS = 10_000

const groupId = (id: string) => {
  const lower = id.toLowerCase()
  if (!isUuid(lower)) throw new ScimError(404, 'Group not found')
  return lower
}

/** Reads a full group resource (POST, PUT, or a PATCH's result). */
const readScimGroup = (body: Record<string, unknown>): ScimGroupFields => {
  const name = typeof body.displayName === 'string' ? body.displayName.trim() : ''
  if (!name || name.length > 100) {
    throw scimBadRequest('displayName is required, at most 100 characters')
  }
  const externalId = body.externalId
  if (externalId !== undefined && externalId !== null && typeof externalId !== 'string') {
    throw scimBadRequest('externalId must be a string')
  }
  const members = body.members ?? []
  if (!Array.isArray(members) || members.length > MAX_MEMBERS) {
    throw scimBadRequest(`members must be a list of at most ${MAX_MEMBERS}`)
  }
  const memberIds = members.map((member: unknown) => {
    const value =
      typeof member === 'object' && member !== null ? Reflect.get(member, 'value') : undefined
    if (typeof value !== 'string') throw scimBadRequest('Each member needs a value (a user id)')
    return value
  })
  return { displayName: name, externalId: externalId || null, memberIds }
}

/** SCIM 2.0 Groups of a connection: pushed groups (`managedBy: scim2`) and their members. */
export const createScimGroupRoutes = ({ db, config }: AppDeps) => {
  const app = createScimRouter()
  const location = (c: Context<ScimEnv>) =>
    scimBaseUrl(config.issuer, config.apiPrefix, scimCaller(c).connectionId)
  const show = async (c: Context<ScimEnv>, id: string, status: 200 | 201 = 200) => {
    const row = await findScimGroup(db, scimCaller(c).connectionId, id)
    const body = toScimGroup(row, (await membersOf(db, [id])).get(id) ?? [], location(c))
    c.header('location', body.meta.location)
    return scimJson(c, body, status)
  }

  app.openapi(
    scimRoute({
      method: 'get',
      path: GROUPS,
      summary:
        'Groups the connection pushed; filter, startIndex, count, excludedAttributes=members',
      request: { params: listParams, query: listQuery },
      responses: { 200: scimAnswer('A ListResponse') },
    }),
    async (c) => {
      const query = c.req.valid('query')
      const page = scimPage(query)
      const { total, rows } = await listScimGroups(db, scimCaller(c).connectionId, page)
      const withMembers = !/(^|,)\s*members\s*(,|$)/i.test(query.excludedAttributes ?? '')
      const members = withMembers
        ? await membersOf(
            db,
            rows.map((row) => row.id),
          )
        : undefined
      const base = location(c)
      return scimJson(c, {
        schemas: [LIST_SCHEMA],
        totalResults: total,
        startIndex: page.startIndex,
        itemsPerPage: rows.length,
        Resources: rows.map((row) =>
          toScimGroup(row, members ? (members.get(row.id) ?? []) : undefined, base),
        ),
      })
    },
  )
  app.openapi(
    scimRoute({
      method: 'post',
      path: GROUPS,
      summary: 'Push a group with its members; the connection’s mapping gives its roles',
      request: { params: listParams, body: scimBody(resource) },
      responses: { 201: scimAnswer('The group') },
    }),
    async (c) => {
      const fields = readScimGroup(c.req.valid('json'))
      const id = await scimChange(c, async ({ trx, now, caller }) => ({
        result: await createScimGroup(trx, caller, fields, now),
        audit: {
          action: 'scim.group.created',
          description: `SCIM connection ${caller.name} pushed the group ${fields.displayName}`,
          details: {
            name: fields.displayName,
            externalId: fields.externalId,
            members: fields.memberIds.length,
          },
        },
      }))
      return show(c, id, 201)
    },
  )
  app.openapi(
    scimRoute({
      method: 'get',
      path: `${GROUPS}/{id}`,
      summary: 'One group with its members',
      request: { params },
      responses: { 200: scimAnswer('The group'), ...notFound },
    }),
    (c) => show(c, groupId(c.req.valid('param').id)),
  )
  const replace = async (
    c: Context<ScimEnv>,
    id: string,
    next: (current: Record<string, unknown>) => Record<string, unknown>,
  ) => {
    await scimChange(c, async ({ trx, now, caller }) => {
      const before = await findScimGroup(trx, caller.connectionId, id)
      const current = toScimGroup(before, (await membersOf(trx, [id])).get(id) ?? [], location(c))
      const fields = readScimGroup(next(current))
      await replaceScimGroup(trx, caller, id, fields, now)
      return {
        result: undefined,
        audit: {
          action: 'scim.group.updated',
          description: `SCIM connection ${caller.name} updated the group ${fields.displayName}`,
          details: { groupId: id, name: fields.displayName, members: fields.memberIds.length },
        },
      }
    })
    return show(c, id)
  }
  app.openapi(
    scimRoute({
      method: 'put',
      path: `${GROUPS}/{id}`,
      summary: "Replace a group's name and members",
      request: { params, body: scimBody(resource) },
      responses: { 200: scimAnswer('The group'), ...notFound },
    }),
    (c) => replace(c, groupId(c.req.valid('param').id), () => c.req.valid('json')),
  )
  app.openapi(
    scimRoute({
      method: 'patch',
      path: `${GROUPS}/{id}`,
      summary: 'Patch a group: rename, add or remove members (with or without filters in the path)',
      request: { params, body: scimBody(resource) },
      responses: { 200: scimAnswer('The group'), 204: { description: 'Patched' }, ...notFound },
    }),
    (c) => {
      const body = c.req.valid('json')
      return replace(c, groupId(c.req.valid('param').id), (current) =>
        applyScimPatch(current, body),
      )
    },
  )
  app.openapi(
    scimRoute({
      method: 'delete',
      path: `${GROUPS}/{id}`,
      summary: 'Delete a pushed group; its members lose its roles',
      request: { params },
      responses: { 204: { description: 'Deleted' }, ...notFound },
    }),
    async (c) => {
      const id = groupId(c.req.valid('param').id)
      await scimChange(c, async ({ trx, caller }) => {
        const before = await findScimGroup(trx, caller.connectionId, id)
        await deleteScimGroup(trx, caller.tenantId, id)
        return {
          result: undefined,
          audit: {
            action: 'scim.group.deleted',
            description: `SCIM connection ${caller.name} deleted the group ${before.name}`,
            severity: 'High' as const,
            details: { groupId: id, name: before.name },
          },
        }
      })
      return c.body(null, 204)
    },
  )
  return app
}
