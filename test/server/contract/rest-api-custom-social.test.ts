import { createApiClient, FronteggApiError } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { createTestServer, vendorEnv, vendorLogin } from '../helpers'
import { addCustomProvider, peerFields } from '../social/custom-support'
import { startOidcPeer } from '../social/oidc-peer'
import { authorize, callbackUrl } from '../social/support'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'
import type { CustomView } from '../social/custom-support'
import type { OidcPeer } from '../social/oidc-peer'

/**
 * Custom social providers (wire row 84, and row 10 with a custom provider's id) through the real
 * @frontegg/rest-api 7.x client over HTTP; `oidc-provider` on loopback plays the provider.
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
let oidc: OidcPeer
let acme: CustomView
const jar = new Map<string, string>()
const realFetch = globalThis.fetch

const cookieFetch: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers)
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  if (cookie && init?.credentials === 'include') headers.set('cookie', cookie)
  const response = await realFetch(input, { ...init, headers })
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';')
    const at = pair.indexOf('=')
    jar.set(pair.slice(0, at), pair.slice(at + 1))
  }
  return response
}

const client = createApiClient('custom-social')

beforeAll(async () => {
  process.env.FOYER_ALLOW_PRIVATE_NETWORK = '1'
  server = await createTestServer(vendorEnv)
  oidc = await startOidcPeer({ redirectUris: [callbackUrl], pkceRequired: true })
  const vendorToken = await vendorLogin(server)
  acme = await addCustomProvider(server, vendorToken, {
    displayName: 'Acme ID',
    active: true,
    ssoLogoUrl: 'https://cdn.acme.test/logo.svg',
    ...peerFields(oidc, true),
  })
  await server.db
    .transaction()
    .execute((trx) => writeVendorConfiguration(trx, { allowSignups: true }, server.clock.now()))
  peer = await serveForRestApi(server, 'custom-social', cookieFetch)
})

afterAll(async () => {
  delete process.env.FOYER_ALLOW_PRIVATE_NETWORK
  await peer.close()
  await oidc.close()
  await server.close()
})

describe('@frontegg/rest-api custom social login against the Foyer server', () => {
  it('getCustomSocialLoginProvidersV1 lists the provider as ICustomSocialProvider, no secret', async () => {
    const { providers } = await client.auth.getCustomSocialLoginProvidersV1()
    expect(providers).toEqual([
      expect.objectContaining({
        id: acme.id,
        type: 'custom',
        clientId: oidc.clientId,
        redirectUrl: callbackUrl,
        redirectUrlPattern: '',
        authorizationUrl: `${oidc.issuer}/auth`,
        userInfoUrl: `${oidc.issuer}/me`,
        scopes: 'openid email profile',
        ssoLogoUrl: 'https://cdn.acme.test/logo.svg',
        displayName: 'Acme ID',
        active: true,
      }),
    ])
    expect(JSON.stringify(providers)).not.toContain(oidc.clientSecret)
  })

  it('loginViaSocialLogin with the custom provider id signs a new user up, then refuses a replay', async () => {
    oidc.nextAccount({
      sub: 'acme-rest',
      email: 'rest@acme.test',
      email_verified: true,
      name: 'Rest',
    })
    const callback = await authorize(server, acme.id, jar)
    const params = { provider: acme.id, code: callback.code, state: callback.state }
    // The client types `provider` as the seven built-in names; the wire path takes any segment.
    const login = (input: typeof params) =>
      client.auth.loginViaSocialLogin(
        input as unknown as Parameters<typeof client.auth.loginViaSocialLogin>[0],
      )
    expect(await login(params)).toMatchObject({
      email: 'rest@acme.test',
      isNewUser: true,
      name: 'Rest',
      mfaRequired: false,
    })
    expect(jar.has('foyer_refresh')).toBe(true)
    const error: unknown = await login(params).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FronteggApiError)
    expect((error as FronteggApiError).statusCode).toBe(401)
  })
})
