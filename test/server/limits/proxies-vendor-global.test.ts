import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, createTestServer, vendorCredentials, vendorEnv } from '../helpers'
import { postFrom, readRefusal, signInPath } from './from-address'
import type { TestServer } from '../helpers'

const vendorPath = '/auth/vendor'
let server: TestServer

beforeAll(async () => {
  server = await createTestServer({
    ...vendorEnv,
    FOYER_TRUSTED_PROXIES: '10.0.0.0/8, ::1',
    FOYER_LIMIT_SIGN_IN_IP: '3/600',
    FOYER_LIMIT_SIGN_IN_GLOBAL: '12/600',
    FOYER_LIMIT_VENDOR_IP: '3/600',
    FOYER_LIMIT_VENDOR_GLOBAL: 'off',
  })
})
afterAll(() => server.close())

const proxy = '10.1.2.3'
const signIn = (peer: string, email: string, headers?: Record<string, string>) =>
  postFrom(server, peer, signInPath, { email, password: 'wrong guess' }, headers)

describe('X-Forwarded-For behind a trusted proxy', () => {
  it('counts the client the proxy names, not the proxy', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await signIn(proxy, `fwd-${i}@example.com`, {
        'x-forwarded-for': '203.0.113.5',
      })
      expect(response.status).toBe(401)
    }
    const blocked = await signIn(proxy, 'fwd-x@example.com', { 'x-forwarded-for': '203.0.113.5' })
    expect(blocked.status).toBe(429)
    // The same proxy forwarding someone else, and that someone else behind a chain of two
    // trusted proxies (with a spoofed left-most entry), are not held up.
    const other = await signIn(proxy, 'fwd-y@example.com', { 'x-forwarded-for': '203.0.113.6' })
    expect(other.status).toBe(401)
    const chained = await signIn(proxy, 'fwd-z@example.com', {
      'x-forwarded-for': '203.0.113.5, 203.0.113.7, 10.9.9.9',
    })
    expect(chained.status).toBe(401)
  })

  it('cannot be used by the client to escape: a spoofed left-most entry is not the client', async () => {
    const response = await signIn(proxy, 'fwd-w@example.com', {
      'x-forwarded-for': '198.18.0.1, 203.0.113.5',
    })
    expect(response.status).toBe(429)
  })

  it('counts a peer outside the trusted list by its own address', async () => {
    const peer = '192.0.2.77'
    for (let i = 0; i < 3; i++) {
      const spoof = { 'x-forwarded-for': `203.0.113.${100 + i}` }
      expect((await signIn(peer, `direct-${i}@example.com`, spoof)).status).toBe(401)
    }
    expect((await signIn(peer, 'direct-x@example.com')).status).toBe(429)
  })
})

describe('vendor authentication limits', () => {
  const vendorAuth = (peer: string, secret: string) =>
    postFrom(server, peer, vendorPath, { clientId: vendorCredentials.clientId, secret })

  it('answers 429 with Retry-After after the wrong secrets of one address, even to the right one', async () => {
    const peer = '192.0.2.200'
    for (let i = 0; i < 3; i++) expect((await vendorAuth(peer, `wrong-${i}`)).status).toBe(401)
    const refused = await readRefusal(await vendorAuth(peer, vendorCredentials.secret))
    expect(refused.status).toBe(429)
    expect(refused.retryAfter).toBeGreaterThan(0)
    expect(refused.body.errorCode).toBe('ER-FOYER-1008')
    expect(refused.body.errors).toHaveLength(1)
    expect((await vendorAuth('192.0.2.201', vendorCredentials.secret)).status).toBe(200)
  })
})

describe('global limit on failed sign-ins', () => {
  it('holds every address once failures from everywhere together reach it', async () => {
    const before = await server.db
      .selectFrom('audit_logs')
      .select('id')
      .where('action', '=', 'user.login.failed')
      .execute()
    // 12 failures in this file so far came from addresses under their own limit; spread more.
    const spread = Math.max(0, 12 - before.length)
    for (let i = 0; i < spread; i++) {
      expect((await signIn(`192.0.2.${i + 1}`, `global-${i}@example.com`)).status).toBe(401)
    }
    const refused = await readRefusal(
      await postFrom(server, '192.0.2.250', signInPath, {
        email: admin.email,
        password: admin.password,
      }),
    )
    expect(refused.status).toBe(429)
    expect(refused.retryAfter).toBeGreaterThan(0)
  })
})
