import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { badRequest, notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { isUuid } from '../http/uuid'
import {
  findScimConnection,
  insertScimConnection,
  listScimConnections,
  rotateScimToken,
} from '../scim/connections'
import { deleteScimConnection } from '../scim/delete-connection'
import { scimBaseUrl } from '../scim/guard'
import type { AppDeps } from '../deps'
import type { ScimConnectionView } from '../scim/connections'

const PATH = '/directory/resources/v1/configurations/scim2'
const tags = ['SCIM provisioning']
const read = 'fe.secure.read.provisioningConfiguration'
const write = 'fe.secure.write.provisioningConfiguration'
const remove = 'fe.secure.delete.provisioningConfiguration'
const sources = ['frontegg', 'okta', 'azure-ad', 'other'] as const
const sourceNames = { frontegg: 'Foyer', okta: 'Okta', 'azure-ad': 'Entra ID', other: 'SCIM' }

const idParams = z.object({ id: z.string().max(64) })
const connectionSchema = z.object({
  id: z.string(),
  connectionName: z.string(),
  source: z.enum(sources),
  syncToUserManagement: z.boolean(),
  createdAt: z.string(),
  lastSync: z.string().nullable(),
  usersCount: z.number(),
  scimBaseUrl: z.string(),
})
const createdSchema = z.object({
  id: z.string(),
  connectionName: z.string(),
  token: z.string().describe('The bearer token: shown this once, stored only hashed'),
  scimBaseUrl: z.string(),
})

const createBody = z.object({
  source: z.enum(sources, { error: 'source: one of frontegg, okta, azure-ad, other' }),
  connectionName: z
    .string()
    .trim()
    .max(100, { error: 'connectionName: at most 100 characters' })
    .optional(),
  syncToUserManagement: z.boolean().optional(),
})

/** The tenant's connection `id`; 404 for an id of no connection of the tenant. */
const requireConnection = async (deps: AppDeps, tenantId: string, id: string) => {
  const lower = id.toLowerCase()
  const row = isUuid(lower) ? await findScimConnection(deps.db, tenantId, lower) : undefined
  if (!row) throw notFound('No such provisioning connection')
  return row
}

/** SCIM provisioning connections (wire §5.19 and the vendor's SCIM rows), and token rotation. */
export const createScimConnectionRoutes = (deps: AppDeps) => {
  const { db, config } = deps
  const base = (id: string) => scimBaseUrl(config.issuer, config.apiPrefix, id)
  const view = (connection: ScimConnectionView) => ({
    ...connection,
    createdAt: connection.createdAt.toISOString(),
    lastSync: connection.lastSync?.toISOString() ?? null,
    scimBaseUrl: base(connection.id),
  })
  const app = createRouter()
  app.openapi(
    tenantRoute({
      method: 'get',
      path: PATH,
      permission: read,
      tags,
      summary: "The tenant's provisioning connections with their user counts and last sync",
      responses: { 200: jsonResponse(z.array(connectionSchema), 'The connections') },
    }),
    async (c) => c.json((await listScimConnections(db, c.get('auth').tenantId)).map(view), 200),
  )
  app.openapi(
    tenantRoute({
      method: 'get',
      path: `${PATH}/{id}`,
      permission: read,
      tags,
      summary: 'One provisioning connection',
      request: { params: idParams },
      responses: { 200: jsonResponse(connectionSchema, 'The connection') },
    }),
    async (c) => {
      const { tenantId } = c.get('auth')
      const row = await requireConnection(deps, tenantId, c.req.valid('param').id)
      const [connection] = await listScimConnections(db, tenantId, row.id)
      if (!connection) throw notFound('No such provisioning connection')
      return c.json(view(connection), 200)
    },
  )
  app.openapi(
    tenantRoute({
      method: 'post',
      path: PATH,
      permission: write,
      tags,
      summary: 'Create a connection: answers its bearer token (this once) and its SCIM base URL',
      request: { body: jsonBody(createBody) },
      responses: { 200: jsonResponse(createdSchema, 'The connection and its token') },
    }),
    async (c) => {
      const body = c.req.valid('json')
      const name = body.connectionName || `${sourceNames[body.source]} provisioning`
      const created = await auditedChange(c, async ({ trx, now }) => {
        const tenantId = c.get('auth').tenantId
        const row = await insertScimConnection(trx, {
          tenantId,
          name,
          source: body.source,
          sync: body.syncToUserManagement ?? true,
          now,
        })
        return {
          result: row,
          audit: {
            action: 'scim.connection.created',
            description: `Provisioning connection ${name} (${body.source}) created`,
            severity: 'High' as const,
            details: { connectionId: row.id, name, source: body.source },
          },
        }
      })
      return c.json(
        {
          id: created.id,
          connectionName: created.name,
          token: created.token,
          scimBaseUrl: base(created.id),
        },
        200,
      )
    },
  )
  app.openapi(
    tenantRoute({
      method: 'patch',
      path: `${PATH}/{id}`,
      permission: write,
      tags,
      summary: 'Turn syncing to user management on or off, or rename the connection',
      request: {
        params: idParams,
        body: jsonBody(
          z.object({
            syncToUserManagement: z.boolean().optional(),
            connectionName: z.string().trim().min(1).max(100).optional(),
          }),
        ),
      },
      responses: { 200: jsonResponse(z.object({}), 'Changed') },
    }),
    async (c) => {
      const { tenantId } = c.get('auth')
      const row = await requireConnection(deps, tenantId, c.req.valid('param').id)
      const body = c.req.valid('json')
      if (body.syncToUserManagement === undefined && body.connectionName === undefined) {
        throw badRequest('Send syncToUserManagement or connectionName')
      }
      await auditedChange(c, async ({ trx, now }) => {
        await trx
          .updateTable('scim_connections')
          .set({
            ...(body.syncToUserManagement === undefined
              ? {}
              : { sync_to_user_management: body.syncToUserManagement }),
            ...(body.connectionName === undefined ? {} : { name: body.connectionName }),
            updated_at: now,
          })
          .where('id', '=', row.id)
          .execute()
        const sync = body.syncToUserManagement
        return {
          result: undefined,
          audit: {
            action: 'scim.connection.updated',
            description:
              sync === undefined
                ? `Provisioning connection ${row.name} renamed to ${body.connectionName ?? row.name}`
                : `Provisioning connection ${row.name}: sync to user management turned ${sync ? 'on' : 'off'}`,
            details: { connectionId: row.id, ...body },
          },
        }
      })
      return c.json({}, 200)
    },
  )
  app.openapi(
    tenantRoute({
      method: 'post',
      path: `${PATH}/{id}/token`,
      permission: write,
      tags,
      summary:
        'Replace the bearer token: the old one stops working at once; the new one is shown once',
      request: { params: idParams },
      responses: { 200: jsonResponse(createdSchema, 'The connection and its new token') },
    }),
    async (c) => {
      const row = await requireConnection(deps, c.get('auth').tenantId, c.req.valid('param').id)
      const token = await auditedChange(c, async ({ trx, now }) => ({
        result: await rotateScimToken(trx, row.id, now),
        audit: {
          action: 'scim.token.rotated',
          description: `Bearer token of provisioning connection ${row.name} replaced`,
          severity: 'High' as const,
          details: { connectionId: row.id },
        },
      }))
      return c.json({ id: row.id, connectionName: row.name, token, scimBaseUrl: base(row.id) }, 200)
    },
  )
  app.openapi(
    tenantRoute({
      method: 'delete',
      path: `${PATH}/{id}`,
      permission: remove,
      tags,
      summary:
        'Delete the connection; with deleteAll its users leave the account and its groups go, ' +
        'otherwise they stay as ordinary members and groups',
      request: {
        params: idParams,
        body: { ...jsonBody(z.object({ deleteAll: z.boolean().optional() })), required: false },
      },
      responses: { 200: jsonResponse(z.object({}), 'Deleted') },
    }),
    async (c) => {
      const { tenantId } = c.get('auth')
      const row = await requireConnection(deps, tenantId, c.req.valid('param').id)
      const deleteAll = c.req.valid('json').deleteAll ?? false
      await auditedChange(c, async ({ trx, now }) => {
        const removed = await deleteScimConnection(trx, { tenantId, id: row.id, deleteAll, now })
        return {
          result: undefined,
          audit: {
            action: 'scim.connection.deleted',
            description: deleteAll
              ? `Provisioning connection ${row.name} deleted with its ${removed} users`
              : `Provisioning connection ${row.name} deleted; its users stay`,
            severity: 'High' as const,
            details: { connectionId: row.id, name: row.name, deleteAll, removedUsers: removed },
          },
        }
      })
      return c.json({}, 200)
    },
  )
  app.openapi(
    tenantRoute({
      method: 'get',
      path: '/directory/resources/scim/temp/{id}/Users/count',
      permission: read,
      tags,
      summary: 'How many users the connection provisioned',
      request: { params: idParams },
      responses: { 200: jsonResponse(z.object({ count: z.number() }), 'The count') },
    }),
    async (c) => {
      const { tenantId } = c.get('auth')
      const row = await requireConnection(deps, tenantId, c.req.valid('param').id)
      const [connection] = await listScimConnections(db, tenantId, row.id)
      return c.json({ count: connection?.usersCount ?? 0 }, 200)
    },
  )
  return app
}
