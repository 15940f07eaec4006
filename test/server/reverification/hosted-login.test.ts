import * as client from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, login } from '../helpers'
import {
  authorizeUrl,
  browse,
  hostedEnv,
  newRequest,
  relyingParty,
} from '../hosted-login/hosted-rp'
import { send, sensitiveCalls } from './support'
import type { TestServer } from '../helpers'

let server: TestServer
let config: client.Configuration

beforeAll(async () => {
  server = await createTestServer(hostedEnv)
  config = await relyingParty(server)
})
afterAll(() => server.close())

describe('reverification of hosted login tokens', () => {
  it("keeps the sign-in's auth_time on a refresh grant: 11 minutes on, its token is too old for a sensitive change", async () => {
    const request = await newRequest()
    const { cookie } = await login(server)
    const answer = await browse(server, authorizeUrl(config, request), cookie)
    const tokens = await client.authorizationCodeGrant(config, new URL(answer.location ?? ''), {
      pkceCodeVerifier: request.verifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
    })
    server.clock.advance(11 * 60_000)
    // The refresh grant by hand: the relying party would check the ID token against its own clock.
    const endpoint = config.serverMetadata().token_endpoint ?? ''
    const refreshed = await server.app.request(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token ?? '',
        client_id: server.config.vendorId,
      }).toString(),
    })
    expect(refreshed.status).toBe(200)
    const { access_token: accessToken } = (await refreshed.json()) as { access_token: string }
    const [emailChange] = sensitiveCalls()
    if (!emailChange) throw new Error('no sensitive call')
    const refused = await send(server, accessToken, emailChange)
    expect(refused.status).toBe(403)
    expect(refused.body.errorCode).toBe('ER-FOYER-1032')
  })
})
