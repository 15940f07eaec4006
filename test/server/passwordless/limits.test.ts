import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, prefix } from '../helpers'
import { PASSWORDLESS, configure } from './support'
import type { TestServer } from '../helpers'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer({ FOYER_LIMIT_SEND_IP: '3/3600' })
  await configure(server, { authStrategy: 'Code' })
})
afterAll(() => server.close())

/** A pre-login from the socket address `ip` (as the Node server would see it). */
const preLoginFrom = (ip: string, email: string) =>
  server.app.request(
    `${prefix}${PASSWORDLESS}/code/prelogin`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    },
    { incoming: { socket: { remoteAddress: ip } } },
  )

describe('passwordless pre-login rate limits', () => {
  it('limit sends per client address, whatever the recipients', async () => {
    for (let send = 1; send <= 3; send += 1) {
      expect((await preLoginFrom('203.0.113.7', `visitor${send}@example.com`)).status).toBe(200)
    }
    const refused = await preLoginFrom('203.0.113.7', 'visitor4@example.com')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await preLoginFrom('203.0.113.8', 'visitor4@example.com')).status).toBe(200)
  })
})
