import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { conflict, notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { emptyObjectSchema } from '../http/wire-schemas'
import { SSO_PERMISSIONS, checkGrantableRoleIds } from '../sso/admin'
import { firstSamlConfiguration, requireSamlConfiguration } from '../sso/legacy'
import { listSsoGroups } from '../sso/repository'
import { groupInputSchema, ssoGroupSchema } from '../sso/schema'
import { deleteSsoGroup, insertSsoGroup, updateSsoGroup } from '../sso/store'
import type { AppDeps } from '../deps'
import type { AppEnv } from '../http/app-env'
import type { Context } from 'hono'

const tags = ['SSO configurations (single SAML, legacy)']
const base = '/team/resources/sso/v2/saml/configurations/groups'
const groupParam = z.object({ id: z.string().max(100) })

/** The same group name twice in one configuration is a clash, not a 500. */
const duplicateGroup = (error: unknown) =>
  typeof error === 'object' && error !== null && Reflect.get(error, 'code') === '23505'
    ? conflict('This group is already mapped in the configuration')
    : error

/**
 * IdP group → role mappings of the tenant's SAML configuration (its first; wire rows 92-95),
 * the same mappings as `…/configurations/{id}/groups` (`sso-groups.ts`) with the same audit.
 */
export const createSsoLegacyGroupRoutes = (deps: AppDeps) => {
  const { db } = deps
  /** The configuration and the group `id` of it, or 404. */
  const groupOf = async (c: Context<AppEnv>, id: string) => {
    const configuration = await requireSamlConfiguration(db, c.get('auth').tenantId)
    const group = (await listSsoGroups(db, configuration.id)).find((entry) => entry.id === id)
    if (!group) throw notFound('SSO group not found')
    return { configurationId: configuration.id, group }
  }
  return createRouter()
    .openapi(
      tenantRoute({
        method: 'get',
        path: base,
        permission: SSO_PERMISSIONS.read,
        tags,
        summary: "The SAML configuration's group mappings ([] without one)",
        responses: { 200: jsonResponse(z.array(ssoGroupSchema), 'ISamlRolesGroup[]') },
      }),
      async (c) => {
        const configuration = await firstSamlConfiguration(db, c.get('auth').tenantId)
        return c.json(configuration ? await listSsoGroups(db, configuration.id) : [], 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'post',
        path: base,
        permission: SSO_PERMISSIONS.write,
        tags,
        summary: 'Maps an IdP group to roles',
        request: { body: jsonBody(groupInputSchema) },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Created') },
      }),
      async (c) => {
        const { group, roleIds = [] } = c.req.valid('json')
        const { sub: userId, tenantId } = c.get('auth')
        const configurationId = (await requireSamlConfiguration(db, tenantId)).id
        const checked = await checkGrantableRoleIds(db, { userId, tenantId }, roleIds)
        await auditedChange(c, async ({ trx }) => ({
          result: await insertSsoGroup(trx, { configurationId, group, roleIds: checked }).catch(
            (error: unknown) => {
              throw duplicateGroup(error)
            },
          ),
          audit: {
            action: 'sso.group.created',
            description: `Mapped the IdP group ${group} to roles`,
            details: { configurationId, group, roleIds: checked },
          },
        }))
        return c.json({}, 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'patch',
        path: `${base}/{id}`,
        permission: SSO_PERMISSIONS.write,
        tags,
        summary: "Renames a mapping's group and replaces its roles",
        request: {
          params: groupParam,
          body: jsonBody(
            groupInputSchema.extend({ roleIds: z.array(z.string().max(100)).max(100) }),
          ),
        },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Saved') },
      }),
      async (c) => {
        const { id } = c.req.valid('param')
        const { group, roleIds } = c.req.valid('json')
        const { configurationId } = await groupOf(c, id)
        const { sub: userId, tenantId } = c.get('auth')
        const checked = await checkGrantableRoleIds(db, { userId, tenantId }, roleIds)
        await auditedChange(c, async ({ trx }) => ({
          result: await updateSsoGroup(trx, { configurationId, id, group, roleIds: checked }).catch(
            (error: unknown) => {
              throw duplicateGroup(error)
            },
          ),
          audit: {
            action: 'sso.group.updated',
            description: `Changed the mapping of the IdP group ${group}`,
            details: { configurationId, group, roleIds: checked },
          },
        }))
        return c.json({}, 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'delete',
        path: `${base}/{id}`,
        permission: SSO_PERMISSIONS.delete,
        tags,
        summary: 'Removes a group mapping (roles already given stay)',
        request: { params: groupParam },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Deleted') },
      }),
      async (c) => {
        const { id } = c.req.valid('param')
        const { configurationId, group } = await groupOf(c, id)
        await auditedChange(c, async ({ trx }) => ({
          result: await deleteSsoGroup(trx, configurationId, id),
          audit: {
            action: 'sso.group.deleted',
            description: `Removed the mapping of the IdP group ${group.group}`,
            details: { configurationId, group: group.group },
          },
        }))
        return c.json({}, 200)
      },
    )
}
