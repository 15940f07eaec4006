import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { emptyObjectSchema } from '../http/wire-schemas'
import {
  SSO_PERMISSIONS,
  checkEndpointScheme,
  checkGrantableRoleIds,
  tenantConfiguration,
} from '../sso/admin'
import { findSsoConfiguration, listSsoConfigurations } from '../sso/repository'
import { ssoConfigurationInputSchema, ssoConfigurationSchema } from '../sso/schema'
import { guardSignInRoute, signInRouteChangeOf } from '../sso/sign-in-route'
import {
  deleteSsoConfiguration,
  insertSsoConfiguration,
  replaceSsoDefaultRoles,
  updateSsoConfiguration,
} from '../sso/store'
import { ssoConfigurationView } from '../sso/view'
import type { AppDeps } from '../deps'

const tags = ['SSO configurations']
const base = '/team/resources/sso/v1/configurations'
const idParam = z.object({ ssoConfigId: z.string().max(100) })

/**
 * A tenant's SSO configurations (wire §5.1 rows 98-101, 110-111): list, create, update, delete,
 * default roles. Each is the token tenant's only; writes are audited with the change.
 */
export const createSsoConfigurationRoutes = (deps: AppDeps) => {
  const { db, config } = deps
  const view = async (id: string) => {
    const configuration = await findSsoConfiguration(db, id)
    if (!configuration) throw notFound('SSO configuration not found')
    return ssoConfigurationView(db, config, configuration)
  }
  return createRouter()
    .openapi(
      tenantRoute({
        method: 'get',
        path: base,
        permission: SSO_PERMISSIONS.read,
        tags,
        summary: "The tenant's SSO configurations with their domains, default roles and groups",
        responses: { 200: jsonResponse(z.array(ssoConfigurationSchema), 'The configurations') },
      }),
      async (c) => {
        const configurations = await listSsoConfigurations(db, c.get('auth').tenantId)
        const views = await Promise.all(
          configurations.map((configuration) => ssoConfigurationView(db, config, configuration)),
        )
        return c.json(views, 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'post',
        path: base,
        permission: SSO_PERMISSIONS.write,
        tags,
        summary: 'Creates an SSO configuration (type saml unless given)',
        request: { body: jsonBody(ssoConfigurationInputSchema) },
        responses: { 200: jsonResponse(ssoConfigurationSchema, 'The new configuration') },
      }),
      async (c) => {
        const input = c.req.valid('json')
        checkEndpointScheme(input.ssoEndpoint)
        const tenantId = c.get('auth').tenantId
        const id = await auditedChange(c, async ({ trx, now }) => ({
          result: await insertSsoConfiguration(trx, config, { ...input, tenantId, now }),
          audit: {
            action: 'sso.configuration.created',
            description: `Created an SSO configuration (${input.type ?? 'saml'})`,
            details: { type: input.type ?? 'saml' },
          },
        }))
        return c.json(await view(id), 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'patch',
        path: `${base}/{ssoConfigId}`,
        permission: SSO_PERMISSIONS.write,
        tags,
        summary: 'Changes the given fields of a configuration (an empty oidcSecret keeps it)',
        request: { params: idParam, body: jsonBody(ssoConfigurationInputSchema) },
        responses: { 200: jsonResponse(ssoConfigurationSchema, 'The configuration') },
      }),
      async (c) => {
        const { ssoConfigId } = c.req.valid('param')
        const input = c.req.valid('json')
        checkEndpointScheme(input.ssoEndpoint)
        const tenantId = c.get('auth').tenantId
        const configuration = await tenantConfiguration(db, ssoConfigId, tenantId)
        const change = signInRouteChangeOf(configuration, input)
        await auditedChange(c, async ({ trx, now }) => {
          const severity = await guardSignInRoute(c, trx, configuration, { change, now })
          await updateSsoConfiguration(trx, config, { ...input, id: ssoConfigId, tenantId, now })
          return {
            result: null,
            audit: {
              action: 'sso.configuration.updated',
              description: 'Changed an SSO configuration',
              severity,
              details: {
                configurationId: ssoConfigId,
                fields: Object.keys(input).filter(
                  (key) => key !== 'oidcSecret' || input.oidcSecret,
                ),
              },
            },
          }
        })
        return c.json(await view(ssoConfigId), 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'delete',
        path: `${base}/{ssoConfigId}`,
        permission: SSO_PERMISSIONS.delete,
        tags,
        summary: 'Deletes a configuration with its domains, default roles and groups',
        request: { params: idParam },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Deleted') },
      }),
      async (c) => {
        const { ssoConfigId } = c.req.valid('param')
        const tenantId = c.get('auth').tenantId
        await tenantConfiguration(db, ssoConfigId, tenantId)
        await auditedChange(c, async ({ trx }) => ({
          result: await deleteSsoConfiguration(trx, ssoConfigId, tenantId),
          audit: {
            action: 'sso.configuration.deleted',
            description: 'Deleted an SSO configuration',
            severity: 'High',
            details: { configurationId: ssoConfigId },
          },
        }))
        return c.json({}, 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${base}/{ssoConfigId}/roles`,
        permission: SSO_PERMISSIONS.read,
        tags,
        summary: 'The roles every user signing in through the configuration gets',
        request: { params: idParam },
        responses: {
          200: jsonResponse(z.object({ roleIds: z.array(z.string()) }), 'The role ids'),
        },
      }),
      async (c) => {
        const { ssoConfigId } = c.req.valid('param')
        await tenantConfiguration(db, ssoConfigId, c.get('auth').tenantId)
        return c.json({ roleIds: (await view(ssoConfigId)).roleIds }, 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'put',
        path: `${base}/{ssoConfigId}/roles`,
        permission: SSO_PERMISSIONS.write,
        tags,
        summary: "Replaces the configuration's default roles (the tenant's or the vendor's roles)",
        request: {
          params: idParam,
          body: jsonBody(z.object({ roleIds: z.array(z.string().max(100)).max(100) })),
        },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Saved') },
      }),
      async (c) => {
        const { ssoConfigId } = c.req.valid('param')
        const { sub: userId, tenantId } = c.get('auth')
        await tenantConfiguration(db, ssoConfigId, tenantId)
        const roleIds = await checkGrantableRoleIds(
          db,
          { userId, tenantId },
          c.req.valid('json').roleIds,
        )
        await auditedChange(c, async ({ trx }) => ({
          result: await replaceSsoDefaultRoles(trx, ssoConfigId, roleIds),
          audit: {
            action: 'sso.roles.updated',
            description: 'Changed the default roles of an SSO configuration',
            details: { configurationId: ssoConfigId, roleIds },
          },
        }))
        return c.json({}, 200)
      },
    )
}
