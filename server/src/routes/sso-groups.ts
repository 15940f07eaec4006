import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { isUniqueViolation } from '../db/constraint'
import { conflict, notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { emptyObjectSchema } from '../http/wire-schemas'
import { SSO_PERMISSIONS, checkGrantableRoleIds, tenantConfiguration } from '../sso/admin'
import { listSsoGroups } from '../sso/repository'
import { groupInputSchema, ssoGroupSchema } from '../sso/schema'
import { deleteSsoGroup, insertSsoGroup, updateSsoGroup } from '../sso/store'
import type { AppDeps } from '../deps'

const tags = ['SSO configurations']
const base = '/team/resources/sso/v1/configurations/{ssoConfigId}/groups'
const idParam = z.object({ ssoConfigId: z.string().max(100) })
const groupParams = idParam.extend({ groupId: z.string().max(100) })

/** The same group name twice in one configuration is a clash, not a 500. */
const duplicateGroup = (error: unknown) =>
  isUniqueViolation(error) ? conflict('This group is already mapped in the configuration') : error

/**
 * IdP group → role mappings of a configuration (wire rows 112-115): a person in a mapped group
 * gets its roles at each SSO sign-in.
 */
export const createSsoGroupRoutes = (deps: AppDeps) => {
  const { db } = deps
  return createRouter()
    .openapi(
      tenantRoute({
        method: 'get',
        path: base,
        permission: SSO_PERMISSIONS.read,
        tags,
        summary: 'The IdP groups mapped to roles',
        request: { params: idParam },
        responses: { 200: jsonResponse(z.array(ssoGroupSchema), 'The mappings') },
      }),
      async (c) => {
        const { ssoConfigId } = c.req.valid('param')
        await tenantConfiguration(db, ssoConfigId, c.get('auth').tenantId)
        return c.json(await listSsoGroups(db, ssoConfigId), 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'post',
        path: base,
        permission: SSO_PERMISSIONS.write,
        tags,
        summary: 'Maps an IdP group to roles',
        request: { params: idParam, body: jsonBody(groupInputSchema) },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Created') },
      }),
      async (c) => {
        const { ssoConfigId } = c.req.valid('param')
        const { group, roleIds = [] } = c.req.valid('json')
        const { sub: userId, tenantId } = c.get('auth')
        await tenantConfiguration(db, ssoConfigId, tenantId)
        const checked = await checkGrantableRoleIds(db, { userId, tenantId }, roleIds)
        await auditedChange(c, async ({ trx }) => ({
          result: await insertSsoGroup(trx, {
            configurationId: ssoConfigId,
            group,
            roleIds: checked,
          }).catch((error: unknown) => {
            throw duplicateGroup(error)
          }),
          audit: {
            action: 'sso.group.created',
            description: `Mapped the IdP group ${group} to roles`,
            details: { configurationId: ssoConfigId, group, roleIds: checked },
          },
        }))
        return c.json({}, 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'patch',
        path: `${base}/{groupId}`,
        permission: SSO_PERMISSIONS.write,
        tags,
        summary: "Renames a mapping's group and replaces its roles",
        request: {
          params: groupParams,
          body: jsonBody(
            groupInputSchema.extend({ roleIds: z.array(z.string().max(100)).max(100) }),
          ),
        },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Saved') },
      }),
      async (c) => {
        const { ssoConfigId, groupId } = c.req.valid('param')
        const { group, roleIds } = c.req.valid('json')
        const { sub: userId, tenantId } = c.get('auth')
        await tenantConfiguration(db, ssoConfigId, tenantId)
        const checked = await checkGrantableRoleIds(db, { userId, tenantId }, roleIds)
        const input = { configurationId: ssoConfigId, id: groupId, group, roleIds: checked }
        const known = (await listSsoGroups(db, ssoConfigId)).some((entry) => entry.id === groupId)
        if (!known) throw notFound('SSO group not found')
        await auditedChange(c, async ({ trx }) => ({
          result: await updateSsoGroup(trx, input).catch((error: unknown) => {
            throw duplicateGroup(error)
          }),
          audit: {
            action: 'sso.group.updated',
            description: `Changed the mapping of the IdP group ${group}`,
            details: { configurationId: ssoConfigId, group, roleIds: checked },
          },
        }))
        return c.json({}, 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'delete',
        path: `${base}/{groupId}`,
        permission: SSO_PERMISSIONS.delete,
        tags,
        summary: 'Removes a group mapping (roles already given stay)',
        request: { params: groupParams },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Deleted') },
      }),
      async (c) => {
        const { ssoConfigId, groupId } = c.req.valid('param')
        await tenantConfiguration(db, ssoConfigId, c.get('auth').tenantId)
        const group = (await listSsoGroups(db, ssoConfigId)).find((entry) => entry.id === groupId)
        if (!group) throw notFound('SSO group not found')
        await auditedChange(c, async ({ trx }) => ({
          result: await deleteSsoGroup(trx, ssoConfigId, groupId),
          audit: {
            action: 'sso.group.deleted',
            description: `Removed the mapping of the IdP group ${group.group}`,
            details: { configurationId: ssoConfigId, group: group.group },
          },
        }))
        return c.json({}, 200)
      },
    )
}
