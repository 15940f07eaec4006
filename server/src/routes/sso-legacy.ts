import { randomBytes } from 'node:crypto'
import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { ApiError, badRequest, conflict, errorCodes } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute, tenantRoute } from '../http/router'
import { emptyObjectSchema } from '../http/wire-schemas'
import { SSO_PERMISSIONS, checkEndpointScheme, checkGrantableRoleIds } from '../sso/admin'
import { publishesTxtRecord } from '../sso/domain-validation'
import {
  firstOidcConfiguration,
  firstSamlConfiguration,
  requireSamlConfiguration,
  samlConfigurationSchema,
  samlConfigurationView,
} from '../sso/legacy'
import { oidcRedirectUri } from '../sso/oidc-flow'
import { listSsoDefaultRoleIds, listSsoDomains } from '../sso/repository'
import { domainInputSchema, ssoConfigurationInputSchema } from '../sso/schema'
import { guardSignInRoute, signInRouteChangeOf } from '../sso/sign-in-route'
import {
  deleteSsoDomain,
  insertSsoConfiguration,
  insertSsoDomain,
  replaceSsoDefaultRoles,
  setSsoDomainValidated,
  updateSsoConfiguration,
} from '../sso/store'
import type { AppDeps } from '../deps'

const tags = ['SSO configurations (single SAML, legacy)']
const base = '/team/resources/sso/v1/saml'

const roleIdsSchema = z.array(z.string().max(100)).max(100)

const legacyInputSchema = ssoConfigurationInputSchema.extend({
  domain: domainInputSchema.shape.domain.optional(),
  // Sent back by clients that saved what they read; Foyer decides these.
  acsUrl: z.string().max(2000).optional(),
  spEntityId: z.string().max(2000).optional(),
  isSamlActive: z.boolean().optional(),
})

const clashingDomain = (error: unknown) =>
  typeof error === 'object' && error !== null && Reflect.get(error, 'code') === '23505'
    ? conflict('This domain is already validated by another SSO configuration')
    : error

/**
 * The legacy single-SAML-configuration endpoints (wire §5.1 rows 85-91, 96, 97) over the
 * multi-configuration model: "the" SAML configuration is the tenant's first SAML one
 * (`firstSamlConfiguration`), "its" domain the configuration's first. Same permissions and
 * audit actions as the multi-configuration routes; the group mappings of rows 92-95 are in
 * `sso-legacy-groups.ts`.
 */
export const createSsoLegacyRoutes = (deps: AppDeps) => {
  const { db, config } = deps
  const view = async (tenantId: string) =>
    samlConfigurationView(db, config, await firstSamlConfiguration(db, tenantId))
  return createRouter()
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${base}/configurations`,
        permission: SSO_PERMISSIONS.read,
        tags,
        summary: "The tenant's SAML configuration (its first); `enabled: false` when it has none",
        responses: { 200: jsonResponse(samlConfigurationSchema, 'ISamlConfiguration') },
      }),
      async (c) => c.json(await view(c.get('auth').tenantId), 200),
    )
    .openapi(
      tenantRoute({
        method: 'post',
        path: `${base}/configurations`,
        permission: SSO_PERMISSIONS.write,
        tags,
        summary:
          'Creates or updates the SAML configuration; a new domain replaces the old one (not ' +
          'validated until its TXT record is found)',
        request: { body: jsonBody(legacyInputSchema) },
        responses: { 200: jsonResponse(samlConfigurationSchema, 'ISamlConfiguration') },
      }),
      async (c) => {
        const {
          domain,
          acsUrl: _a,
          spEntityId: _s,
          isSamlActive: _i,
          ...fields
        } = c.req.valid('json')
        if (fields.type === 'oidc') throw badRequest('type must be a SAML type')
        checkEndpointScheme(fields.ssoEndpoint)
        const tenantId = c.get('auth').tenantId
        const existing = await firstSamlConfiguration(db, tenantId)
        const domains = existing ? await listSsoDomains(db, [existing.id]) : []
        const newDomain = domain !== undefined && domains[0]?.domain !== domain
        // Spec §5: another domain is another IdP's, so the old IdP's endpoint and certificate go
        // and requests are no longer signed, whatever the body carried from the old form.
        if (newDomain && domains.length > 0) {
          Object.assign(fields, { ssoEndpoint: '', publicCertificate: '', signRequest: false })
        }
        await auditedChange(c, async ({ trx, now }) => {
          const severity = existing
            ? await guardSignInRoute(c, trx, existing, {
                change: signInRouteChangeOf(existing, fields),
                now,
              })
            : 'Info'
          const id = existing
            ? existing.id
            : await insertSsoConfiguration(trx, config, { ...fields, tenantId, now })
          if (existing) await updateSsoConfiguration(trx, config, { ...fields, id, tenantId, now })
          if (newDomain) {
            for (const old of domains) await deleteSsoDomain(trx, id, old.id)
            const txtRecord = `foyer-verification=${randomBytes(18).toString('base64url')}`
            await insertSsoDomain(trx, { configurationId: id, domain, txtRecord })
          }
          return {
            result: id,
            audit: {
              action: existing ? 'sso.configuration.updated' : 'sso.configuration.created',
              description: existing
                ? 'Changed the SAML configuration'
                : 'Created an SSO configuration (saml)',
              severity,
              details: { configurationId: id, fields: Object.keys(fields), domain: domain ?? null },
            },
          }
        })
        return c.json(await view(tenantId), 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${base}/configurations/vendor-config`,
        permission: SSO_PERMISSIONS.read,
        tags,
        summary: 'Where the IdP sends its answers (ACS) and who Foyer is to it (SP entity id)',
        responses: {
          200: jsonResponse(z.object({ acsUrl: z.string(), spEntityId: z.string() }), 'SP'),
        },
      }),
      async (c) => {
        const { acsUrl = '', spEntityId = '' } = await samlConfigurationView(
          db,
          config,
          await requireSamlConfiguration(db, c.get('auth').tenantId),
        )
        return c.json({ acsUrl, spEntityId }, 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'put',
        path: `${base}/validations/domain`,
        permission: SSO_PERMISSIONS.write,
        tags,
        summary: "Validates the SAML configuration's domain by its DNS TXT record",
        responses: { 200: jsonResponse(samlConfigurationSchema, 'ISamlConfiguration') },
      }),
      async (c) => {
        const tenantId = c.get('auth').tenantId
        const configuration = await requireSamlConfiguration(db, tenantId)
        const [domain] = await listSsoDomains(db, [configuration.id])
        if (!domain) throw badRequest('The SAML configuration has no domain')
        const proven = await publishesTxtRecord(domain.domain, domain.txtRecord)
        await auditedChange(c, async ({ trx, now }) => {
          const severity = await guardSignInRoute(c, trx, configuration, {
            change: 'domainValidated',
            now,
            applies: proven && !domain.validated && configuration.enabled,
          })
          await setSsoDomainValidated(trx, domain.id, proven).catch((error: unknown) => {
            throw clashingDomain(error)
          })
          return {
            result: null,
            audit: {
              action: proven ? 'sso.domain.validated' : 'sso.domain.validation-failed',
              description: `${proven ? 'Validated' : 'Could not validate'} the SSO domain ${domain.domain}`,
              severity,
              details: { configurationId: configuration.id, domain: domain.domain },
            },
          }
        })
        if (!proven) {
          throw new ApiError(
            400,
            errorCodes.validation,
            `The TXT record ${domain.txtRecord} was not found for ${domain.domain}`,
          )
        }
        return c.json(await view(tenantId), 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${base}/configurations/roles/default`,
        permission: SSO_PERMISSIONS.read,
        tags,
        summary: "The SAML configuration's default roles ([] without one)",
        responses: { 200: jsonResponse(z.array(z.string()), 'Role ids') },
      }),
      async (c) => {
        const configuration = await firstSamlConfiguration(db, c.get('auth').tenantId)
        if (!configuration) return c.json([], 200)
        return c.json(await listSsoDefaultRoleIds(db, configuration.id), 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'post',
        path: `${base}/configurations/roles/default`,
        permission: SSO_PERMISSIONS.write,
        tags,
        summary: "Replaces the SAML configuration's default roles",
        request: { body: jsonBody(z.object({ roleIds: roleIdsSchema })) },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Saved') },
      }),
      async (c) => {
        const { sub: userId, tenantId } = c.get('auth')
        const configuration = await requireSamlConfiguration(db, tenantId)
        const roleIds = await checkGrantableRoleIds(
          db,
          { userId, tenantId },
          c.req.valid('json').roleIds,
        )
        await auditedChange(c, async ({ trx }) => ({
          result: await replaceSsoDefaultRoles(trx, configuration.id, roleIds),
          audit: {
            action: 'sso.roles.updated',
            description: 'Changed the default roles of an SSO configuration',
            details: { configurationId: configuration.id, roleIds },
          },
        }))
        return c.json({}, 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'get',
        path: '/team/resources/sso/v1/oidc/configurations',
        permission: SSO_PERMISSIONS.read,
        tags,
        summary: "Whether the tenant's OIDC SSO is on, and the redirect URI to register at its IdP",
        responses: {
          200: jsonResponse(
            z.object({ active: z.boolean(), redirectUri: z.string().optional() }),
            'OIDC',
          ),
        },
      }),
      async (c) => {
        const configuration = await firstOidcConfiguration(db, c.get('auth').tenantId)
        return c.json(
          { active: configuration?.enabled ?? false, redirectUri: oidcRedirectUri(deps) },
          200,
        )
      },
    )
    .openapi(
      publicRoute({
        method: 'get',
        path: '/team/resources/sso/v2/configurations/public',
        tags,
        summary:
          'Whether single sign-on can be used here at all (an enabled configuration with a validated domain)',
        responses: { 200: jsonResponse(z.object({ isActive: z.boolean() }), 'SSO active') },
      }),
      async (c) => {
        const found = await db
          .selectFrom('sso_configurations')
          .innerJoin('sso_domains', 'sso_domains.configuration_id', 'sso_configurations.id')
          .select('sso_configurations.id')
          .where('sso_configurations.enabled', '=', true)
          .where('sso_domains.validated', '=', true)
          .limit(1)
          .executeTakeFirst()
        return c.json({ isActive: found !== undefined }, 200)
      },
    )
}
