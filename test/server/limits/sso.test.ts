import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAML_ROUTES } from '../../../server/src/saml/service-provider'
import { createTestServer, prefix } from '../helpers'
import { fromAddress, postFrom, readRefusal } from './from-address'
import type { TestServer } from '../helpers'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer({ FOYER_LIMIT_SSO_IP: '3/600' })
})
afterAll(() => server.close())

const v1 = '/identity/resources/auth/v1/user/saml/prelogin'
const v2 = '/identity/resources/auth/v2/user/sso/prelogin'

describe('the SSO start limit (FOYER_LIMIT_SSO_IP)', () => {
  it('counts pre-logins of both versions per address, with or without SSO, then 429s', async () => {
    for (const path of [v1, v2, v1]) {
      const answer = await postFrom(server, '192.0.2.10', path, { email: 'a@nosso.example' })
      expect(answer.status).toBe(200)
    }
    const refused = await readRefusal(
      await postFrom(server, '192.0.2.10', v2, { email: 'b@other.example' }),
    )
    expect(refused).toMatchObject({
      status: 429,
      body: { errors: ['Too many single sign-on attempts. Try again later'] },
    })
    expect(refused.retryAfter).toBeGreaterThan(0)
    expect(refused.retryAfter).toBeLessThanOrEqual(600)
    // Another address is not held up.
    expect((await postFrom(server, '192.0.2.11', v2, { email: 'a@nosso.example' })).status).toBe(
      200,
    )
  })

  it('counts starts of a SAML sign-in at the authorize route too', async () => {
    const authorize = () =>
      server.app.request(
        `${prefix}${SAML_ROUTES}/authorize/00000000-0000-4000-8000-000000000000`,
        {},
        fromAddress('192.0.2.20'),
      )
    for (let i = 0; i < 3; i += 1) expect((await authorize()).status).toBe(404)
    expect((await authorize()).status).toBe(429)
  })
})
