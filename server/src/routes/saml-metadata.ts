import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { badRequest } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { fetchIdpMetadata, InvalidIdpMetadata, readIdpMetadata } from '../saml/idp-metadata'
import { SSO_PERMISSIONS, tenantConfiguration } from '../sso/admin'
import { findSsoConfiguration } from '../sso/repository'
import { ssoConfigurationSchema } from '../sso/schema'
import { guardSignInRoute, signInRouteChangeOf } from '../sso/sign-in-route'
import { insertSsoConfiguration, updateSsoConfiguration } from '../sso/store'
import { ssoConfigurationView } from '../sso/view'
import type { AppDeps } from '../deps'
import type { IdpMetadataFields } from '../saml/idp-metadata'

const base = '/team/resources/sso/v1/configurations'
const tags = ['SSO configurations']
const idParam = z.object({ ssoConfigId: z.string().max(100) })
const metadataBody = z.object({
  metadata: z
    .string()
    .min(1)
    .max(512 * 1024),
})
const metadataUrlBody = z.object({
  url: z.string().min(1).max(2000),
  configMetadata: z.record(z.string().max(200), z.string().max(2000)).optional(),
})

/** An admin's metadata we cannot use: 400 with the reason (never a 500 for bad XML). */
const readOrRefuse = async (read: () => Promise<IdpMetadataFields> | IdpMetadataFields) => {
  try {
    return await read()
  } catch (error) {
    if (error instanceof InvalidIdpMetadata) throw badRequest(`metadata: ${error.message}`)
    throw error
  }
}

/** A SAML configuration of the tenant (404 otherwise): an OIDC one has no IdP metadata (400). */
const samlConfiguration = async (db: AppDeps['db'], id: string, tenantId: string) => {
  const configuration = await tenantConfiguration(db, id, tenantId)
  if (configuration.type === 'oidc') {
    throw badRequest(
      'This is an OIDC connection: SAML metadata cannot replace its issuer, client id and secret',
    )
  }
  return configuration
}

/**
 * SAML configurations from IdP metadata (wire rows 102-105): the XML itself, or a URL read
 * through the fetch guard. The IdP's entity id, SSO URL, signing certificates and
 * WantAuthnRequestsSigned become the configuration's fields; each change is audited.
 */
export const createSamlMetadataRoutes = (deps: AppDeps) => {
  const { db, config } = deps
  const view = async (id: string) => {
    const configuration = await findSsoConfiguration(db, id)
    if (!configuration) throw new Error('The configuration just written is gone')
    return ssoConfigurationView(db, config, configuration)
  }
  return createRouter()
    .openapi(
      tenantRoute({
        method: 'post',
        path: `${base}/metadata`,
        permission: SSO_PERMISSIONS.write,
        tags,
        summary: 'Creates a SAML configuration from IdP metadata XML',
        request: { body: jsonBody(metadataBody) },
        responses: { 200: jsonResponse(ssoConfigurationSchema, 'The new configuration') },
      }),
      async (c) => {
        const fields = await readOrRefuse(() => readIdpMetadata(c.req.valid('json').metadata))
        const tenantId = c.get('auth').tenantId
        const id = await auditedChange(c, async ({ trx, now }) => ({
          result: await insertSsoConfiguration(trx, config, {
            ...fields,
            type: 'saml',
            tenantId,
            now,
          }),
          audit: {
            action: 'sso.configuration.created',
            description: 'Created a SAML configuration from IdP metadata',
            details: { idpEntityId: fields.idpEntityId },
          },
        }))
        return c.json(await view(id), 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'put',
        path: `${base}/{ssoConfigId}/metadata`,
        permission: SSO_PERMISSIONS.write,
        tags,
        summary: "Replaces a configuration's IdP fields from metadata XML",
        request: { params: idParam, body: jsonBody(metadataBody) },
        responses: { 200: jsonResponse(ssoConfigurationSchema, 'The configuration') },
      }),
      async (c) => {
        const { ssoConfigId } = c.req.valid('param')
        const tenantId = c.get('auth').tenantId
        const configuration = await samlConfiguration(db, ssoConfigId, tenantId)
        const fields = await readOrRefuse(() => readIdpMetadata(c.req.valid('json').metadata))
        const change = signInRouteChangeOf(configuration, { ...fields, metadataUrl: null })
        await auditedChange(c, async ({ trx, now }) => {
          const severity = await guardSignInRoute(c, trx, configuration, { change, now })
          await updateSsoConfiguration(trx, config, {
            ...fields,
            metadataUrl: null,
            id: ssoConfigId,
            tenantId,
            now,
          })
          return {
            result: null,
            audit: {
              action: 'sso.configuration.updated',
              description: 'Changed a SAML configuration from IdP metadata',
              severity,
              details: { configurationId: ssoConfigId, idpEntityId: fields.idpEntityId },
            },
          }
        })
        return c.json(await view(ssoConfigId), 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'post',
        path: `${base}/metadata-url`,
        permission: SSO_PERMISSIONS.write,
        tags,
        summary: 'Creates a SAML configuration from the IdP metadata at a URL (fetch guard)',
        request: { body: jsonBody(metadataUrlBody) },
        responses: { 200: jsonResponse(ssoConfigurationSchema, 'The new configuration') },
      }),
      async (c) => {
        const { url, configMetadata } = c.req.valid('json')
        const fields = await readOrRefuse(() => fetchIdpMetadata(url))
        const tenantId = c.get('auth').tenantId
        const id = await auditedChange(c, async ({ trx, now }) => ({
          result: await insertSsoConfiguration(trx, config, {
            ...fields,
            ...(configMetadata ? { configMetadata } : {}),
            type: 'saml',
            tenantId,
            now,
          }),
          audit: {
            action: 'sso.configuration.created',
            description: 'Created a SAML configuration from IdP metadata at a URL',
            details: { idpEntityId: fields.idpEntityId, metadataUrl: url },
          },
        }))
        return c.json(await view(id), 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'put',
        path: `${base}/{ssoConfigId}/metadata-url`,
        permission: SSO_PERMISSIONS.write,
        tags,
        summary: "Replaces a configuration's IdP fields from the metadata at a URL (fetch guard)",
        request: { params: idParam, body: jsonBody(metadataUrlBody) },
        responses: { 200: jsonResponse(ssoConfigurationSchema, 'The configuration') },
      }),
      async (c) => {
        const { ssoConfigId } = c.req.valid('param')
        const { url, configMetadata } = c.req.valid('json')
        const tenantId = c.get('auth').tenantId
        const configuration = await samlConfiguration(db, ssoConfigId, tenantId)
        const fields = await readOrRefuse(() => fetchIdpMetadata(url))
        const update = { ...fields, ...(configMetadata ? { configMetadata } : {}) }
        const change = signInRouteChangeOf(configuration, update)
        await auditedChange(c, async ({ trx, now }) => {
          const severity = await guardSignInRoute(c, trx, configuration, { change, now })
          await updateSsoConfiguration(trx, config, { ...update, id: ssoConfigId, tenantId, now })
          return {
            result: null,
            audit: {
              action: 'sso.configuration.updated',
              description: 'Changed a SAML configuration from IdP metadata at a URL',
              severity,
              details: { configurationId: ssoConfigId, metadataUrl: url },
            },
          }
        })
        return c.json(await view(ssoConfigId), 200)
      },
    )
}
