import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { badRequest, notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, vendorRoute } from '../http/router'
import { emptyObjectSchema } from '../http/wire-schemas'
import {
  deleteSocialProvider,
  endpointUrl,
  listSocialProviders,
  providerOptionsSchema,
  saveSocialProvider,
} from '../social/configuration'
import { SOCIAL_PROVIDERS } from '../social/providers'
import type { AppDeps } from '../deps'
import type { SocialProviderConfiguration } from '../social/configuration'

const tags = ['Management: social login']

const scope = z.string().regex(/^[\x21-\x7e]{1,100}$/, 'a scope is 1-100 visible characters')

const saveBody = z
  .object({
    type: z.enum(SOCIAL_PROVIDERS),
    clientId: z.string().trim().min(1, 'clientId is required').max(500),
    secret: z.string().min(1).max(4096).optional(),
    active: z.boolean(),
    redirectUrl: endpointUrl.nullable().optional(),
    redirectUrlPattern: z.string().max(2000).optional(),
    customised: z.boolean().optional(),
    authorizationUrl: z.string().max(2000).nullable().optional(),
    additionalScopes: z.array(scope).max(20).optional(),
    options: providerOptionsSchema.optional(),
  })
  .strict()
  .openapi('SocialLoginProviderInput')

const vendorView = z
  .object({
    type: z.enum(SOCIAL_PROVIDERS),
    clientId: z.string(),
    hasSecret: z.boolean(),
    active: z.boolean(),
    redirectUrl: z.string().nullable(),
    additionalScopes: z.array(z.string()),
    options: providerOptionsSchema,
  })
  .openapi('SocialLoginProviderVendorView')

const viewOf = (provider: SocialProviderConfiguration) => ({
  type: provider.provider,
  clientId: provider.clientId,
  hasSecret: provider.secret !== null,
  active: provider.active,
  redirectUrl: provider.redirectUrl,
  additionalScopes: provider.additionalScopes,
  options: provider.options,
})

/**
 * The vendor's configuration of the seven social providers (vendor token). `POST sso/v2` is the
 * vendor API's documented call (type, clientId, secret, active, redirectUrl); Foyer adds
 * `additionalScopes` and `options` (endpoint overrides, pkce, trustEmail). The secret is
 * write-only: encrypted at rest, never answered; left out, the stored one is kept.
 */
export const createSocialManagementRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(
      vendorRoute({
        method: 'get',
        path: '/identity/resources/sso/v2/vendor-config',
        tags,
        summary: 'Every configured social provider, secrets left out',
        responses: { 200: jsonResponse(z.array(vendorView), 'Providers') },
      }),
      async (c) => c.json((await listSocialProviders(deps.db, deps.config)).map(viewOf), 200),
    )
    .openapi(
      vendorRoute({
        method: 'post',
        path: '/identity/resources/sso/v2',
        tags,
        summary: 'Create or replace the configuration of one social provider',
        request: { body: jsonBody(saveBody) },
        responses: { 200: jsonResponse(vendorView, 'The provider as saved') },
      }),
      async (c) => {
        const body = c.req.valid('json')
        const saved = await auditedChange(c, async ({ trx, now }) => {
          const existing = (await listSocialProviders(trx, deps.config)).find(
            (provider) => provider.provider === body.type,
          )
          if (body.active && body.secret === undefined && !existing?.secret) {
            throw badRequest(`Set the secret of ${body.type} before turning it on`)
          }
          await saveSocialProvider(
            trx,
            deps.config,
            {
              provider: body.type,
              clientId: body.clientId,
              secret: body.secret,
              active: body.active,
              redirectUrl: body.redirectUrl,
              additionalScopes: body.additionalScopes,
              options: body.options,
            },
            now,
          )
          const after = (await listSocialProviders(trx, deps.config)).find(
            (provider) => provider.provider === body.type,
          )
          if (!after) throw notFound('The provider vanished')
          return {
            result: viewOf(after),
            audit: {
              action: 'vendor.social-login.updated',
              description: `Social login ${body.type} configured (${body.active ? 'on' : 'off'})`,
              tenantId: null,
              details: {
                provider: body.type,
                active: body.active,
                secretChanged: body.secret !== undefined,
              },
            },
          }
        })
        return c.json(saved, 200)
      },
    )
    .openapi(
      vendorRoute({
        method: 'delete',
        path: '/identity/resources/sso/v2/{type}',
        tags,
        summary: "Remove a social provider's configuration (its linked identities stay)",
        request: { params: z.object({ type: z.enum(SOCIAL_PROVIDERS) }) },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Removed') },
      }),
      async (c) => {
        const { type } = c.req.valid('param')
        await auditedChange(c, async ({ trx }) => {
          if (!(await deleteSocialProvider(trx, type)))
            throw notFound('This provider is not configured')
          return {
            result: {},
            audit: {
              action: 'vendor.social-login.removed',
              description: `Social login ${type} removed`,
              tenantId: null,
              details: { provider: type },
            },
          }
        })
        return c.json({}, 200)
      },
    )
