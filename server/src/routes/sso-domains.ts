import { randomBytes } from 'node:crypto'
import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { isUniqueViolation } from '../db/constraint'
import { ApiError, conflict, errorCodes, notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute, vendorRoute } from '../http/router'
import { emptyObjectSchema } from '../http/wire-schemas'
import { SSO_PERMISSIONS, tenantConfiguration } from '../sso/admin'
import { removalChangesDomain } from '../sso/domain-change'
import { publishesTxtRecord } from '../sso/domain-validation'
import { listSsoDomains, multipleSsoPerDomain, protocolOf } from '../sso/repository'
import { domainInputSchema, ssoDomainSchema } from '../sso/schema'
import { guardSignInRoute } from '../sso/sign-in-route'
import {
  deleteSsoDomain,
  insertSsoDomain,
  setSsoDomainValidated,
  updateSsoConfiguration,
} from '../sso/store'
import type { AppDeps } from '../deps'
import type { AppEnv } from '../http/app-env'
import type { Context } from 'hono'

const tags = ['SSO configurations']
const base = '/team/resources/sso/v1/configurations/{ssoConfigId}/domains'
const idParam = z.object({ ssoConfigId: z.string().max(100) })
const domainParams = idParam.extend({ domainId: z.string().max(100) })

/** A validated domain belongs to one configuration: the clash answers 409, not a 500. */
const claimedElsewhere = (error: unknown) =>
  isUniqueViolation(error)
    ? conflict('This domain is already validated by another SSO configuration')
    : error

/**
 * Email domains of a configuration (wire rows 106-109): add, delete, validate by DNS TXT record
 * (v1 and v2 alike), and the vendor's force-validate of management-api.tsv.
 */
export const createSsoDomainRoutes = (deps: AppDeps) => {
  const { db, config } = deps
  const domainOf = async (c: Context<AppEnv>, ssoConfigId: string, domainId: string) => {
    const configuration = await tenantConfiguration(db, ssoConfigId, c.get('auth').tenantId)
    const domain = (await listSsoDomains(db, [ssoConfigId])).find((d) => d.id === domainId)
    if (!domain) throw notFound('SSO domain not found')
    return { configuration, domain }
  }
  const validate = async (c: Context<AppEnv>, ssoConfigId: string, domainId: string) => {
    const { configuration, domain } = await domainOf(c, ssoConfigId, domainId)
    const proven = await publishesTxtRecord(domain.domain, domain.txtRecord)
    await auditedChange(c, async ({ trx, now }) => {
      // A domain proven for an enabled configuration starts signing in through its IdP.
      const severity = await guardSignInRoute(c, trx, configuration, {
        change: 'domainValidated',
        now,
        applies: proven && !domain.validated && configuration.enabled,
      })
      await setSsoDomainValidated(trx, domain.id, proven).catch((error: unknown) => {
        throw claimedElsewhere(error)
      })
      return {
        result: null,
        audit: {
          action: proven ? 'sso.domain.validated' : 'sso.domain.validation-failed',
          description: `${proven ? 'Validated' : 'Could not validate'} the SSO domain ${domain.domain}`,
          severity,
          details: { configurationId: ssoConfigId, domain: domain.domain },
        },
      }
    })
    if (!proven) {
      throw new ApiError(
        400,
        errorCodes.validation,
        `Domain validation failed: no TXT record ${domain.txtRecord} on ${domain.domain}`,
      )
    }
    return c.json({}, 200)
  }
  const validateRoute = (version: 'v1' | 'v2') =>
    tenantRoute({
      method: 'put',
      path: `/team/resources/sso/${version}/configurations/{ssoConfigId}/domains/{domainId}/validate`,
      permission: SSO_PERMISSIONS.write,
      tags,
      summary:
        'Validates a domain by its DNS TXT record (validated true on success, false on failure)',
      request: { params: domainParams },
      responses: { 200: jsonResponse(emptyObjectSchema, 'Validated') },
    })
  return createRouter()
    .openapi(
      tenantRoute({
        method: 'post',
        path: base,
        permission: SSO_PERMISSIONS.write,
        tags,
        summary: 'Adds an email domain; it routes pre-login once its TXT record is validated',
        request: { params: idParam, body: jsonBody(domainInputSchema) },
        responses: {
          200: jsonResponse(ssoDomainSchema, 'The domain and the TXT record to publish'),
        },
      }),
      async (c) => {
        const { ssoConfigId } = c.req.valid('param')
        const { domain } = c.req.valid('json')
        const tenantId = c.get('auth').tenantId
        await tenantConfiguration(db, ssoConfigId, tenantId)
        const existing = await listSsoDomains(db, [ssoConfigId])
        if (existing.some((entry) => entry.domain === domain)) {
          throw conflict('This domain is already in the configuration')
        }
        // A domain is claimed by one connection: another of the tenant's (unless the vendor lets
        // several claim one domain), or a validated one of another tenant (whose users already
        // sign in through it).
        const shared = await multipleSsoPerDomain(db, tenantId)
        const claim = await db
          .selectFrom('sso_domains')
          .innerJoin('sso_configurations', 'sso_configurations.id', 'sso_domains.configuration_id')
          .select('sso_domains.id')
          .where('sso_domains.domain', '=', domain)
          .where((eb) =>
            eb.or([
              shared ? eb.val(false) : eb('sso_configurations.tenant_id', '=', tenantId),
              eb.and([
                eb('sso_domains.validated', '=', true),
                eb('sso_configurations.tenant_id', '<>', tenantId),
              ]),
            ]),
          )
          .executeTakeFirst()
        if (claim) throw conflict('This domain is already claimed by another SSO connection')
        const txtRecord = `foyer-verification=${randomBytes(18).toString('base64url')}`
        const id = await auditedChange(c, async ({ trx }) => ({
          result: await insertSsoDomain(trx, { configurationId: ssoConfigId, domain, txtRecord }),
          audit: {
            action: 'sso.domain.added',
            description: `Added the SSO domain ${domain}`,
            details: { configurationId: ssoConfigId, domain },
          },
        }))
        return c.json({ id, domain, validated: false, txtRecord }, 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'delete',
        path: `${base}/{domainId}`,
        permission: SSO_PERMISSIONS.delete,
        tags,
        summary:
          'Removes a domain: its users no longer go to this configuration. Removing a SAML ' +
          "connection's first domain, with no other domain of it validated, changes its domain " +
          '(spec §5): the SSO endpoint and public certificate are cleared, signRequest false',
        request: { params: domainParams },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Deleted') },
      }),
      async (c) => {
        const { ssoConfigId, domainId } = c.req.valid('param')
        const { configuration, domain } = await domainOf(c, ssoConfigId, domainId)
        await auditedChange(c, async ({ trx, now }) => {
          const changed =
            protocolOf(configuration) === 'saml' &&
            removalChangesDomain(await listSsoDomains(trx, [ssoConfigId]), domain.id)
          await deleteSsoDomain(trx, ssoConfigId, domain.id)
          if (changed) {
            const cleared = { ssoEndpoint: '', publicCertificate: '', signRequest: false }
            const tenantId = configuration.tenantId
            await updateSsoConfiguration(trx, config, {
              ...cleared,
              id: ssoConfigId,
              tenantId,
              now,
            })
          }
          return {
            result: null,
            audit: {
              action: 'sso.domain.deleted',
              description: changed
                ? `Removed the SSO domain ${domain.domain}; the IdP settings made for it were cleared`
                : `Removed the SSO domain ${domain.domain}`,
              details: {
                configurationId: ssoConfigId,
                domain: domain.domain,
                identityProviderCleared: changed,
              },
            },
          }
        })
        return c.json({}, 200)
      },
    )
    .openapi(validateRoute('v1'), async (c) => {
      const { ssoConfigId, domainId } = c.req.valid('param')
      return validate(c, ssoConfigId, domainId)
    })
    .openapi(validateRoute('v2'), async (c) => {
      const { ssoConfigId, domainId } = c.req.valid('param')
      return validate(c, ssoConfigId, domainId)
    })
    .openapi(
      vendorRoute({
        method: 'put',
        path: '/team/resources/sso/v1/configurations/domains/{domain}/force-validate',
        tags,
        summary:
          'Vendor: marks a domain validated without DNS (the unvalidated claims of it of one ' +
          'tenant, or of the tenant named by frontegg-tenant-id)',
        request: { params: z.object({ domain: z.string().max(253) }) },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Validated') },
      }),
      async (c) => {
        const name = c.req.valid('param').domain.trim().toLowerCase().replace(/\.$/, '')
        const tenantId = c.req.header('frontegg-tenant-id')
        let query = db
          .selectFrom('sso_domains')
          .innerJoin('sso_configurations', 'sso_configurations.id', 'sso_domains.configuration_id')
          .select(['sso_domains.id', 'sso_configurations.tenant_id'])
          .where('sso_domains.domain', '=', name)
          .where('sso_domains.validated', '=', false)
        if (tenantId) query = query.where('sso_configurations.tenant_id', '=', tenantId)
        const claims = await query.execute().catch(() => [])
        const [claim] = claims
        if (!claim) throw notFound('No SSO configuration waits for this domain')
        if (claims.some((other) => other.tenant_id !== claim.tenant_id)) {
          throw conflict('Several tenants claim this domain: name one with frontegg-tenant-id')
        }
        // Several connections of one tenant claim it only when the vendor allows it
        // (`multiple-sso-per-domain`): each is validated.
        await auditedChange(c, async ({ trx }) => {
          for (const each of claims) {
            await setSsoDomainValidated(trx, each.id, true).catch((error: unknown) => {
              throw claimedElsewhere(error)
            })
          }
          return {
            result: null,
            audit: {
              action: 'sso.domain.validated',
              description: `The vendor validated the SSO domain ${name}`,
              tenantId: claim.tenant_id,
              details: { domain: name, connections: claims.length },
            },
          }
        })
        return c.json({}, 200)
      },
    )
}
