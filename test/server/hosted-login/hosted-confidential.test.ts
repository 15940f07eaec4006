import * as client from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, login } from '../helpers'
import { authorizeUrl, browse, hostedEnv, newRequest, relyingParty } from './hosted-rp'
import type { TestServer } from '../helpers'

const secret = 'host-app-secret-0123456789abcdef'
let server: TestServer

beforeAll(async () => {
  server = await createTestServer({
    ...hostedEnv,
    FOYER_CLIENT_ID: 'host-app',
    FOYER_CLIENT_SECRET: secret,
  })
})
afterAll(() => server.close())

/** A code for the signed-in admin, with the request it answers. */
const codeFor = async (config: client.Configuration) => {
  const { cookie } = await login(server)
  const request = await newRequest()
  const answer = await browse(server, authorizeUrl(config, request), cookie)
  return { callback: new URL(answer.location ?? ''), request }
}

describe('a confidential client (FOYER_CLIENT_SECRET)', () => {
  it('authenticates with HTTP Basic, and a wrong secret is refused with 401', async () => {
    const config = await relyingParty(server, client.ClientSecretBasic(secret))
    const { callback, request } = await codeFor(config)
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: request.verifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
    })
    expect(tokens.claims()?.aud).toEqual(['host-app', 'foyer'])
    expect(tokens.claims()?.azp).toBe('host-app')

    const wrong = await relyingParty(server, client.ClientSecretBasic('not-the-secret'))
    const second = await codeFor(wrong)
    await expect(
      client.authorizationCodeGrant(wrong, second.callback, {
        pkceCodeVerifier: second.request.verifier,
        expectedState: second.request.state,
        expectedNonce: second.request.nonce,
      }),
    ).rejects.toMatchObject({ status: 401 })
  })
})
