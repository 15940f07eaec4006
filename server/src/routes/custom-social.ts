import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { badRequest, notFound } from '../http/api-error'
import { changeOf } from '../http/guards/changes'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute, vendorRoute } from '../http/router'
import { emptyObjectSchema } from '../http/wire-schemas'
import { endpointUrl } from '../social/configuration'
import { socialCallbackUri, socialEndpoint } from '../social/connection'
import {
  deleteCustomProvider,
  findCustomProvider,
  insertCustomProvider,
  listCustomProviders,
  updateCustomProvider,
} from '../social/custom-providers'
import { logoUrl, providerUrl, scopesText } from '../social/custom-urls'
import type { AppDeps } from '../deps'
import type { CustomSocialProvider, CustomSocialProviderFields } from '../social/custom-providers'

const fields = {
  displayName: z.string().trim().min(1, 'displayName is required').max(100),
  clientId: z.string().trim().min(1, 'clientId is required').max(500),
  secret: z.string().min(1).max(4096).optional(),
  active: z.boolean(),
  authorizationUrl: providerUrl,
  tokenUrl: providerUrl.nullable(),
  userInfoUrl: providerUrl,
  issuer: providerUrl.nullable(),
  scopes: scopesText,
  redirectUrl: endpointUrl.nullable(),
  redirectUrlPattern: z.string().trim().max(2000),
  ssoLogoUrl: logoUrl.nullable(),
}

const createBody = z
  .object({
    ...fields,
    active: fields.active.optional(),
    tokenUrl: fields.tokenUrl.optional(),
    issuer: fields.issuer.optional(),
    scopes: fields.scopes.optional(),
    redirectUrl: fields.redirectUrl.optional(),
    redirectUrlPattern: fields.redirectUrlPattern.optional(),
    ssoLogoUrl: fields.ssoLogoUrl.optional(),
  })
  .strict()
  .openapi('CustomSocialProviderInput')

const updateBody = changeOf(z.object(fields).partial().strict()).openapi(
  'CustomSocialProviderUpdate',
)

const providerView = z
  .object({
    id: z.string(),
    type: z.string(),
    clientId: z.string(),
    redirectUrl: z.string(),
    redirectUrlPattern: z.string(),
    authorizationUrl: z.string(),
    userInfoUrl: z.string(),
    scopes: z.string(),
    ssoLogoUrl: z.string().nullable(),
    displayName: z.string(),
    active: z.boolean(),
    tokenUrl: z.string().nullable().openapi({ description: 'Foyer addition' }),
    issuer: z.string().nullable().openapi({ description: 'Foyer addition: OpenID Connect' }),
    startUrl: z.string().nullable().openapi({
      description: "Foyer addition: the start of a sign-in (the box's button); null while off",
    }),
  })
  .openapi('CustomSocialProvider')

const idParam = z.object({ id: z.string().max(100) })

/**
 * Custom social login providers (wire row 84 and the vendor API's "Custom social OAuth
 * provider" rows): any OAuth 2.0 or OpenID Connect provider beside the seven built-in ones.
 * Listing is public (the box shows the active ones; no secret is ever answered); changes take
 * a vendor token. Foyer adds `tokenUrl` (where the code is exchanged; the wire's shape has
 * none), `issuer` (OpenID Connect: its discovery document's keys check the ID token and nonce)
 * and `startUrl`.
 */
export const createCustomSocialRoutes = (deps: AppDeps) => {
  const { config } = deps
  const tags = ['Social login: custom providers']
  const path = '/identity/resources/sso/custom/v1'
  const viewOf = (provider: CustomSocialProvider) => ({
    id: provider.id,
    type: 'custom',
    clientId: provider.clientId,
    redirectUrl: provider.redirectUrl ?? socialCallbackUri(config, provider.id),
    redirectUrlPattern: provider.redirectUrlPattern,
    authorizationUrl: provider.authorizationUrl,
    userInfoUrl: provider.userInfoUrl,
    scopes: provider.scopes,
    ssoLogoUrl: provider.ssoLogoUrl,
    displayName: provider.displayName,
    active: provider.active,
    tokenUrl: provider.tokenUrl,
    issuer: provider.issuer,
    startUrl: provider.active ? socialEndpoint(config, provider.id, 'authorize') : null,
  })
  /** The rules across fields, checked on the provider as it will be saved. */
  const checked = (next: CustomSocialProviderFields, hasSecret: boolean) => {
    if (next.tokenUrl === null && next.issuer === null) {
      throw badRequest('tokenUrl is required (or an OpenID Connect issuer)')
    }
    if (next.active && !hasSecret) throw badRequest('Set the secret before turning it on')
    return next
  }
  const audit = (
    action: 'created' | 'updated' | 'removed',
    provider: { id: string; displayName: string },
    details = {},
  ) => ({
    action: `vendor.custom-social-login.${action}` as const,
    description: `Custom social login ${provider.displayName} ${action}`,
    tenantId: null,
    details: { provider: provider.id, ...details },
  })

  return createRouter()
    .openapi(
      publicRoute({
        method: 'get',
        path,
        tags,
        summary: 'The custom social providers (ICustomSocialLoginProviderConfigurationV1)',
        responses: {
          200: jsonResponse(z.object({ providers: z.array(providerView) }), 'Providers'),
        },
      }),
      async (c) =>
        c.json({ providers: (await listCustomProviders(deps.db, config)).map(viewOf) }, 200),
    )
    .openapi(
      vendorRoute({
        method: 'post',
        path,
        tags,
        summary: 'Add a custom social provider (the secret is write-only)',
        request: { body: jsonBody(createBody) },
        responses: { 201: jsonResponse(providerView, 'The provider as saved') },
      }),
      async (c) => {
        const body = c.req.valid('json')
        const input = checked(
          {
            ...body,
            active: body.active ?? false,
            tokenUrl: body.tokenUrl ?? null,
            issuer: body.issuer ?? null,
            scopes: body.scopes ?? (body.issuer ? 'openid email profile' : ''),
            redirectUrl: body.redirectUrl ?? null,
            redirectUrlPattern: body.redirectUrlPattern ?? '',
            ssoLogoUrl: body.ssoLogoUrl ?? null,
          },
          body.secret !== undefined,
        )
        const saved = await auditedChange(c, async ({ trx, now }) => {
          const id = await insertCustomProvider(trx, config, input, now)
          const provider = await findCustomProvider(trx, config, id)
          if (!provider) throw notFound('The provider vanished')
          return { result: viewOf(provider), audit: audit('created', provider) }
        })
        return c.json(saved, 201)
      },
    )
    .openapi(
      vendorRoute({
        method: 'patch',
        path: `${path}/{id}`,
        tags,
        summary: 'Change a custom social provider (a secret left out is kept)',
        request: { params: idParam, body: jsonBody(updateBody) },
        responses: { 200: jsonResponse(providerView, 'The provider as saved') },
      }),
      async (c) => {
        const { id } = c.req.valid('param')
        const patch = c.req.valid('json')
        const saved = await auditedChange(c, async ({ trx, now }) => {
          const existing = await findCustomProvider(trx, config, id)
          if (!existing) throw notFound('Custom social provider not found')
          const next = checked(
            { ...existing, ...patch, secret: patch.secret },
            patch.secret !== undefined || existing.secret !== null,
          )
          await updateCustomProvider(trx, config, existing.id, next, now)
          const provider = await findCustomProvider(trx, config, existing.id)
          if (!provider) throw notFound('Custom social provider not found')
          const details = { active: provider.active, secretChanged: patch.secret !== undefined }
          return { result: viewOf(provider), audit: audit('updated', provider, details) }
        })
        return c.json(saved, 200)
      },
    )
    .openapi(
      vendorRoute({
        method: 'delete',
        path: `${path}/{id}`,
        tags,
        summary: 'Remove a custom social provider (its linked identities stay)',
        request: { params: idParam },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Removed') },
      }),
      async (c) => {
        const { id } = c.req.valid('param')
        await auditedChange(c, async ({ trx }) => {
          const existing = await findCustomProvider(trx, config, id)
          if (!existing || !(await deleteCustomProvider(trx, existing.id))) {
            throw notFound('Custom social provider not found')
          }
          return { result: {}, audit: audit('removed', existing) }
        })
        return c.json({}, 200)
      },
    )
}
