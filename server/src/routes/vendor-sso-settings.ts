import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { conflict, notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, vendorRoute } from '../http/router'
import { TENANT_HEADER } from '../http/tenant-or-vendor'
import { emptyObjectSchema, isoInstant } from '../http/wire-schemas'
import { serviceProviderMetadata } from '../saml/service-provider'
import { requireSamlConfiguration } from '../sso/legacy'
import { multipleSsoPerDomain } from '../sso/repository'
import { setMultipleSsoPerDomain } from '../sso/store'
import { vendorAccountOr404 } from '../tenants/vendor-account'
import type { AppDeps } from '../deps'
import type { AppEnv } from '../http/app-env'
import type { Context } from 'hono'

const tags = ['Management: SSO settings']
const base = '/team/resources/sso/v1/configurations'
const tenantHeader = z.object({ [TENANT_HEADER]: z.string().max(100) })
const multipleSchema = z.object({ active: z.boolean() }).openapi('SSOMultiplePerDomain')
const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(320, 'email is at most 320 characters')
  .email('email: enter an email address')
const excludedSchema = z
  .object({ email: z.string(), createdAt: isoInstant })
  .openapi('SSOExcludedEmail')

/**
 * The vendor's "SSO settings" rows of the management API for the tenant `frontegg-tenant-id`
 * names (404 for an unknown one): the tenant's SP metadata, whether several of its connections
 * may claim one domain, and the emails kept out of SSO enforcement (they keep password sign-in).
 */
export const createVendorSsoSettingRoutes = (deps: AppDeps) => {
  const { db, config } = deps
  const tenantOf = async (c: Context<AppEnv>) => {
    const named = c.req.header(TENANT_HEADER)?.trim() ?? ''
    return (await vendorAccountOr404(db, named, config.vendorId)).id
  }
  return createRouter()
    .openapi(
      vendorRoute({
        method: 'get',
        path: '/team/resources/sso/v1/saml/configurations/sp-metadata',
        tags,
        summary:
          "The tenant's SAML SP metadata XML: the one its first SAML connection serves " +
          "(400 'IllegalState: samlConfiguration is not defined' without one)",
        request: { headers: tenantHeader },
        responses: {
          200: {
            description: 'SAML 2.0 metadata of the service provider',
            content: { 'application/samlmetadata+xml': { schema: z.string() } },
          },
        },
      }),
      async (c) => {
        const configuration = await requireSamlConfiguration(db, await tenantOf(c))
        const xml = await serviceProviderMetadata(deps, configuration.id)
        return c.body(xml, 200, { 'content-type': 'application/samlmetadata+xml; charset=utf-8' })
      },
    )
    .openapi(
      vendorRoute({
        method: 'get',
        path: `${base}/multiple-sso-per-domain`,
        tags,
        summary: "Whether several of the tenant's SSO connections may claim one domain",
        request: { headers: tenantHeader },
        responses: { 200: jsonResponse(multipleSchema, 'The setting') },
      }),
      async (c) => c.json({ active: await multipleSsoPerDomain(db, await tenantOf(c)) }, 200),
    )
    .openapi(
      vendorRoute({
        method: 'put',
        path: `${base}/multiple-sso-per-domain`,
        tags,
        summary:
          "Lets several of the tenant's SSO connections claim one domain, or not (off: a " +
          'domain is claimed by one connection)',
        request: { headers: tenantHeader, body: jsonBody(multipleSchema) },
        responses: { 200: jsonResponse(multipleSchema, 'The setting') },
      }),
      async (c) => {
        const tenantId = await tenantOf(c)
        const { active } = c.req.valid('json')
        await auditedChange(c, async ({ trx, now }) => ({
          result: await setMultipleSsoPerDomain(trx, { tenantId, active, now }),
          audit: {
            action: 'sso.multiple-per-domain.updated',
            description: active
              ? 'The vendor let several SSO connections claim one domain'
              : 'The vendor made each domain claimed by one SSO connection',
            tenantId,
            details: { active },
          },
        }))
        return c.json({ active }, 200)
      },
    )
    .openapi(
      vendorRoute({
        method: 'post',
        path: `${base}/excluded-emails`,
        tags,
        summary:
          'Excludes an email from SSO enforcement: its user keeps password sign-in on an SSO domain',
        request: { headers: tenantHeader, body: jsonBody(z.object({ email })) },
        responses: { 201: jsonResponse(excludedSchema, 'The excluded email') },
      }),
      async (c) => {
        const tenantId = await tenantOf(c)
        const address = c.req.valid('json').email
        const createdAt = await auditedChange(c, async ({ trx, now }) => {
          const row = await trx
            .insertInto('sso_excluded_emails')
            .values({ tenant_id: tenantId, email: address, created_at: now })
            .onConflict((clash) => clash.columns(['tenant_id', 'email']).doNothing())
            .returning('created_at')
            .executeTakeFirst()
          if (!row) throw conflict('This email is already excluded from SSO')
          return {
            result: row.created_at,
            audit: {
              action: 'sso.excluded-email.added',
              description: `The vendor excluded ${address} from SSO enforcement`,
              tenantId,
              details: { email: address },
            },
          }
        })
        return c.json({ email: address, createdAt: new Date(createdAt).toISOString() }, 201)
      },
    )
    .openapi(
      vendorRoute({
        method: 'get',
        path: `${base}/excluded-emails`,
        tags,
        summary: "The tenant's emails excluded from SSO enforcement, oldest first",
        request: { headers: tenantHeader },
        responses: { 200: jsonResponse(z.array(excludedSchema), 'The excluded emails') },
      }),
      async (c) => {
        const rows = await db
          .selectFrom('sso_excluded_emails')
          .select(['email', 'created_at'])
          .where('tenant_id', '=', await tenantOf(c))
          .orderBy('created_at')
          .orderBy('email')
          .execute()
        const items = rows.map((row) => ({
          email: row.email,
          createdAt: new Date(row.created_at).toISOString(),
        }))
        return c.json(items, 200)
      },
    )
    .openapi(
      vendorRoute({
        method: 'delete',
        path: `${base}/excluded-emails/{email}`,
        tags,
        summary: 'Puts an excluded email back under SSO enforcement',
        request: { headers: tenantHeader, params: z.object({ email: z.string().max(320) }) },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Removed') },
      }),
      async (c) => {
        const tenantId = await tenantOf(c)
        const address = c.req.valid('param').email.trim().toLowerCase()
        await auditedChange(c, async ({ trx }) => {
          const removed = await trx
            .deleteFrom('sso_excluded_emails')
            .where('tenant_id', '=', tenantId)
            .where('email', '=', address)
            .executeTakeFirst()
          if (removed.numDeletedRows === 0n) throw notFound('This email is not excluded from SSO')
          return {
            result: null,
            audit: {
              action: 'sso.excluded-email.removed',
              description: `The vendor put ${address} back under SSO enforcement`,
              tenantId,
              details: { email: address },
            },
          }
        })
        return c.json({}, 200)
      },
    )
}
