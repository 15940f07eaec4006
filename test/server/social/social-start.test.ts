import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, prefix, vendorEnv, vendorLogin } from '../helpers'
import { callbackUrl, configureProvider } from './support'
import type { TestServer } from '../helpers'

/** Starting a social sign-in: an unreachable provider, and the per-address limit on starts. */
let server: TestServer

beforeAll(async () => {
  server = await createTestServer({ ...vendorEnv, FOYER_LIMIT_SIGN_IN_IP: '2/600' })
  await configureProvider(server, await vendorLogin(server), {
    type: 'google',
    clientId: 'g',
    secret: 's',
    active: true,
    // Nothing listens on port 9 of loopback: discovery fails at once.
    options: { issuer: 'http://127.0.0.1:9' },
  })
})
afterAll(() => server.close())

const start = () => server.app.request(`${prefix}/identity/resources/sso/v2/google/authorize`)

describe('starting a social sign-in', () => {
  it("sends the browser back to the app's callback route when the provider cannot be reached", async () => {
    const response = await start()
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(
      `${callbackUrl}?error=temporarily_unavailable&state=google.`,
    )
  })

  it('counts each start against the address, then answers 429 with Retry-After', async () => {
    expect((await start()).status).toBe(302)
    const limited = await start()
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
