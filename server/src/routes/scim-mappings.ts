import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { isUuid } from '../http/uuid'
import { assertMayGrant } from '../roles/escalation'
import { permissionIdsOfRoles } from '../roles/held'
import { keepingAnAdmin } from '../roles/last-admin'
import { findUsableRoles } from '../roles/lookup'
import { findScimConnection } from '../scim/connections'
import { applyGroupMapping } from '../scim/groups'
import type { Db } from '../db/database'
import type { AppDeps } from '../deps'

const PATH = '/directory/resources/v1/configurations/scim2/{id}/group-mappings'
const tags = ['SCIM provisioning']

const mappingSchema = z.object({
  group: z.string().trim().min(1, { error: 'group: a group name is required' }).max(100),
  roleIds: z.array(z.uuid({ error: 'roleIds: not a role id' })).max(50),
})
const mappingsSchema = z.object({ mappings: z.array(mappingSchema).max(200) })

const readMappings = async (db: Db, connectionId: string) => {
  const rows = await db
    .selectFrom('scim_group_mappings')
    .select(['group_name', 'role_id'])
    .where('connection_id', '=', connectionId)
    .orderBy('group_name')
    .orderBy('role_id')
    .execute()
  const byGroup = new Map<string, string[]>()
  for (const row of rows)
    byGroup.set(row.group_name, [...(byGroup.get(row.group_name) ?? []), row.role_id])
  return [...byGroup].map(([group, roleIds]) => ({ group, roleIds }))
}

/**
 * Which roles the members of a connection's pushed groups hold, by group name (any case). Set by
 * an administrator, through the escalation guard: only roles whose permissions they hold.
 */
export const createScimMappingRoutes = ({ db }: AppDeps) => {
  const app = createRouter()
  const connection = async (tenantId: string, id: string) => {
    const lower = id.toLowerCase()
    const row = isUuid(lower) ? await findScimConnection(db, tenantId, lower) : undefined
    if (!row) throw notFound('No such provisioning connection')
    return row
  }
  app.openapi(
    tenantRoute({
      method: 'get',
      path: PATH,
      permission: 'fe.secure.read.provisioningConfiguration',
      tags,
      summary: "The connection's group → roles mappings",
      request: { params: z.object({ id: z.string().max(64) }) },
      responses: { 200: jsonResponse(mappingsSchema, 'The mappings') },
    }),
    async (c) => {
      const row = await connection(c.get('auth').tenantId, c.req.valid('param').id)
      return c.json({ mappings: await readMappings(db, row.id) }, 200)
    },
  )
  app.openapi(
    tenantRoute({
      method: 'put',
      path: PATH,
      permission: 'fe.secure.write.provisioningConfiguration',
      tags,
      summary:
        "Replace the connection's group → roles mappings; its pushed groups take the new roles at once",
      request: { params: z.object({ id: z.string().max(64) }), body: jsonBody(mappingsSchema) },
      responses: { 200: jsonResponse(mappingsSchema, 'The mappings') },
    }),
    async (c) => {
      const auth = c.get('auth')
      const row = await connection(auth.tenantId, c.req.valid('param').id)
      const { mappings } = c.req.valid('json')
      await auditedChange(c, async ({ trx }) => {
        const roleIds = mappings.flatMap((m) => m.roleIds.map((id) => id.toLowerCase()))
        const roles = await findUsableRoles(trx, auth.tenantId, roleIds)
        const grantor = { userId: auth.sub, tenantId: auth.tenantId }
        await assertMayGrant(
          trx,
          grantor,
          await permissionIdsOfRoles(
            trx,
            roles.map((r) => r.id),
          ),
        )
        await trx.deleteFrom('scim_group_mappings').where('connection_id', '=', row.id).execute()
        const values = mappings.flatMap((m) =>
          [...new Set(m.roleIds.map((id) => id.toLowerCase()))].map((roleId) => ({
            connection_id: row.id,
            group_name: m.group.toLowerCase(),
            role_id: roleId,
          })),
        )
        if (values.length > 0) {
          await trx
            .insertInto('scim_group_mappings')
            .values(values)
            .onConflict((oc) => oc.doNothing())
            .execute()
        }
        const groups = await trx
          .selectFrom('groups')
          .select(['id', 'name'])
          .where('scim_connection_id', '=', row.id)
          .execute()
        await keepingAnAdmin(trx, auth.tenantId, async () => {
          for (const group of groups) await applyGroupMapping(trx, row.id, group.id, group.name)
        })
        return {
          result: undefined,
          audit: {
            action: 'scim.connection.updated',
            description: `Group → roles mappings of provisioning connection ${row.name} changed`,
            severity: 'High' as const,
            details: { connectionId: row.id, mappings },
          },
        }
      })
      return c.json({ mappings: await readMappings(db, row.id) }, 200)
    },
  )
  return app
}
