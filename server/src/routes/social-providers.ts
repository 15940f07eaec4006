import { z } from '@hono/zod-openapi'
import { jsonResponse } from '../http/json-body'
import { createRouter, publicRoute, userRoute } from '../http/router'
import { listSocialProviders } from '../social/configuration'
import { redirectUriOf, socialEndpoint } from '../social/connection'
import { SOCIAL_PROVIDERS } from '../social/providers'
import type { ServerConfig } from '../config'
import type { AppDeps } from '../deps'
import type { SocialProviderConfiguration } from '../social/configuration'

const providerV1 = z
  .object({
    type: z.enum(SOCIAL_PROVIDERS),
    clientId: z.string(),
    redirectUrl: z.string(),
    active: z.boolean(),
  })
  .openapi('SocialLoginProviderV1')

const providerV2 = providerV1
  .extend({
    authorizationUrl: z.string().nullable(),
    backendRedirectUrl: z.string().optional(),
    options: z.record(z.string(), z.unknown()),
    customised: z.boolean(),
    additionalScopes: z.array(z.string()),
  })
  .openapi('SocialLoginProviderConfigurationV2')

/** A provider is offered when it is active and has its secret (it could not finish otherwise). */
const offered = (provider: SocialProviderConfiguration) =>
  provider.active && provider.secret !== null

const v1Of = (config: ServerConfig, provider: SocialProviderConfiguration) => ({
  type: provider.provider,
  clientId: provider.clientId,
  redirectUrl: redirectUriOf(config, provider),
  active: offered(provider),
})

/**
 * `ISocialLoginProviderConfigurationV2`: `authorizationUrl` is Foyer's authorize endpoint of the
 * provider (it starts the sign-in and goes on to the provider), null while it is off.
 */
const v2Of = (config: ServerConfig, provider: SocialProviderConfiguration) => ({
  ...v1Of(config, provider),
  authorizationUrl: offered(provider)
    ? socialEndpoint(config, provider.provider, 'authorize')
    : null,
  ...(provider.shape.protocol === 'oidc' && provider.shape.formPost
    ? { backendRedirectUrl: socialEndpoint(config, provider.provider, 'callback') }
    : {}),
  options: {},
  customised: true,
  additionalScopes: provider.additionalScopes,
})

/** The social providers list (wire rows 81-83): the ones the vendor configured, never a secret. */
export const createSocialProviderRoutes = (deps: AppDeps) => {
  const list = () => listSocialProviders(deps.db, deps.config)
  const tags = ['Social login']
  return createRouter()
    .openapi(
      publicRoute({
        method: 'get',
        path: '/identity/resources/sso/v1',
        tags,
        summary: 'The configured social providers (v1 shape)',
        responses: { 200: jsonResponse(z.array(providerV1), 'Providers') },
      }),
      async (c) =>
        c.json(
          (await list()).map((provider) => v1Of(deps.config, provider)),
          200,
        ),
    )
    .openapi(
      publicRoute({
        method: 'get',
        path: '/identity/resources/sso/v2',
        tags,
        summary: 'The configured social providers with the authorizationUrl that starts a sign-in',
        responses: { 200: jsonResponse(z.array(providerV2), 'Providers') },
      }),
      async (c) =>
        c.json(
          (await list()).map((provider) => v2Of(deps.config, provider)),
          200,
        ),
    )
    .openapi(
      userRoute({
        method: 'get',
        path: '/identity/resources/sso/v2/authenticated',
        tags,
        summary: 'The configured social providers, for a signed-in user',
        responses: { 200: jsonResponse(z.array(providerV2), 'Providers') },
      }),
      async (c) =>
        c.json(
          (await list()).map((provider) => v2Of(deps.config, provider)),
          200,
        ),
    )
}
