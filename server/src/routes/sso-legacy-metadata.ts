import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { badRequest } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { InvalidIdpMetadata, readIdpMetadata } from '../saml/idp-metadata'
import { SSO_PERMISSIONS } from '../sso/admin'
import {
  firstSamlConfiguration,
  samlConfigurationSchema,
  samlConfigurationView,
} from '../sso/legacy'
import { guardSignInRoute, signInRouteChangeOf } from '../sso/sign-in-route'
import { insertSsoConfiguration, updateSsoConfiguration } from '../sso/store'
import type { AppDeps } from '../deps'

const metadataBody = z.object({
  metadata: z
    .string()
    .min(1)
    .max(512 * 1024),
})

/**
 * The legacy "update vendor metadata" call (wire row 88): the IdP's metadata XML sets the
 * endpoint, certificates, entity id and signRequest of the tenant's SAML configuration (its
 * first), made when it has none; unusable metadata is 400 `metadata: <reason>`.
 */
export const createSsoLegacyMetadataRoutes = (deps: AppDeps) => {
  const { db, config } = deps
  return createRouter().openapi(
    tenantRoute({
      method: 'put',
      path: '/team/resources/sso/v1/saml/configurations/metadata',
      permission: SSO_PERMISSIONS.write,
      tags: ['SSO configurations (single SAML, legacy)'],
      summary: "Sets the SAML configuration's IdP fields from the IdP's metadata XML",
      request: { body: jsonBody(metadataBody) },
      responses: { 200: jsonResponse(samlConfigurationSchema, 'ISamlConfiguration') },
    }),
    async (c) => {
      let fields
      try {
        fields = readIdpMetadata(c.req.valid('json').metadata)
      } catch (error) {
        if (error instanceof InvalidIdpMetadata) throw badRequest(`metadata: ${error.message}`)
        throw error
      }
      const tenantId = c.get('auth').tenantId
      const existing = await firstSamlConfiguration(db, tenantId)
      await auditedChange(c, async ({ trx, now }) => {
        const severity = existing
          ? await guardSignInRoute(c, trx, existing, {
              change: signInRouteChangeOf(existing, { ...fields, metadataUrl: null }),
              now,
            })
          : 'Info'
        const id = existing
          ? existing.id
          : await insertSsoConfiguration(trx, config, { ...fields, type: 'saml', tenantId, now })
        if (existing) {
          await updateSsoConfiguration(trx, config, {
            ...fields,
            metadataUrl: null,
            id,
            tenantId,
            now,
          })
        }
        return {
          result: id,
          audit: {
            action: existing ? 'sso.configuration.updated' : 'sso.configuration.created',
            description: `${existing ? 'Changed' : 'Created'} a SAML configuration from IdP metadata`,
            severity,
            details: { configurationId: id, idpEntityId: fields.idpEntityId },
          },
        }
      })
      return c.json(
        await samlConfigurationView(db, config, await firstSamlConfiguration(db, tenantId)),
        200,
      )
    },
  )
}
