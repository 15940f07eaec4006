import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildUrl, createApiClient } from '../../src/api'
import { startPeer } from './http-peer'
import type { HttpPeer } from './http-peer'

let peer: HttpPeer

beforeAll(async () => {
  peer = await startPeer()
})
afterAll(() => peer.close())
beforeEach(() => {
  peer.requests.length = 0
  peer.answer = () => ({ status: 200, body: JSON.stringify({ ok: true }) })
})
afterEach(() => {
  vi.useRealTimers()
})

/** Lets real I/O (not faked) run for a while. */
async function drainIo(): Promise<void> {
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve))
}

const lastRequest = () => {
  const request = peer.requests.at(-1)
  if (!request) throw new Error('no request reached the peer')
  return request
}

describe('buildUrl', () => {
  it.each([
    ['https://x.com', 'api', 'https://x.com/api/identity/me'],
    ['https://x.com/', 'api', 'https://x.com/api/identity/me'],
    ['https://x.com/auth', 'api', 'https://x.com/auth/api/identity/me'],
    ['https://x.com', '/api/', 'https://x.com/api/identity/me'],
    ['https://x.com', 'api/', 'https://x.com/api/identity/me'],
    ['https://x.com', '', 'https://x.com/identity/me'],
    ['https://x.com', 'frontegg', 'https://x.com/frontegg/identity/me'],
  ])('joins %s and prefix "%s"', (base, prefix, expected) => {
    expect(buildUrl(base, prefix, '/identity/me')).toBe(expected)
  })

  it('uses an absolute http(s) path unchanged', () => {
    expect(buildUrl('https://x.com', 'api', 'http://localhost:3037/velo')).toBe(
      'http://localhost:3037/velo',
    )
  })

  it('leaves undefined query values out, joins arrays and sends objects as JSON', () => {
    expect(
      buildUrl('https://x.com', 'api', '/u', {
        a: 1,
        b: undefined,
        ids: ['x', 'y'],
        f: { k: 'v' },
        t: true,
      }),
    ).toBe('https://x.com/api/u?a=1&ids=x%2Cy&f=%7B%22k%22%3A%22v%22%7D&t=true')
  })
})

describe('createApiClient', () => {
  it('sends JSON with the default prefix and no Authorization without a token', async () => {
    const client = createApiClient({ baseUrl: peer.url })
    await expect(
      client.post('/identity/resources/auth/v1/user', { email: 'a@b.co' }),
    ).resolves.toEqual({ ok: true })
    const request = lastRequest()
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/api/identity/resources/auth/v1/user')
    expect(request.headers['content-type']).toBe('application/json')
    expect(request.headers.authorization).toBeUndefined()
    expect(JSON.parse(request.body)).toEqual({ email: 'a@b.co' })
  })

  it('sends the bearer token, source, scoped tenant, login alias and application id', async () => {
    const client = createApiClient({
      baseUrl: `${peer.url}/`,
      apiPrefix: 'auth',
      getAccessToken: () => 'token-1',
      requestSource: 'admin-portal',
      scopedTenant: 'tenant-9',
      tenantAlias: 'acme',
      appId: 'app-1',
    })
    await client.get('/identity/resources/users/v3', { _limit: 20, _email: undefined })
    const { url, headers } = lastRequest()
    expect(url).toBe('/auth/identity/resources/users/v3?_limit=20')
    expect(headers).toMatchObject({
      authorization: 'Bearer token-1',
      'frontegg-source': 'admin-portal',
      'frontegg-scoped-tenant': 'tenant-9',
      'frontegg-login-alias': 'acme',
      'frontegg-requested-application-id': 'app-1',
    })
  })

  it('drops header values with illegal characters instead of failing the request', async () => {
    const client = createApiClient({
      baseUrl: peer.url,
      tenantAlias: 'acme\r\nX-Injected: 1',
      appId: 'app-€',
      scopedTenant: { tenant: 'x' } as unknown as string,
      getAccessToken: () => '',
    })
    await client.get('/thing')
    const { headers } = lastRequest()
    expect(headers['frontegg-login-alias']).toBeUndefined()
    expect(headers['x-injected']).toBeUndefined()
    expect(headers['frontegg-requested-application-id']).toBeUndefined()
    expect(headers['frontegg-scoped-tenant']).toBeUndefined()
    expect(headers.authorization).toBeUndefined()
  })

  it('passes the credentials mode to fetch: same-origin by default, include when asked', async () => {
    const modes: (RequestCredentials | undefined)[] = []
    const recording: typeof fetch = (input, init) => {
      modes.push(init?.credentials)
      return fetch(input, init)
    }
    await createApiClient({ baseUrl: peer.url, fetch: recording }).get('/a')
    await createApiClient({ baseUrl: peer.url, fetch: recording, credentials: 'include' }).get('/a')
    expect(modes).toEqual(['same-origin', 'include'])
  })

  it('resolves an empty 2xx body as an empty object', async () => {
    peer.answer = () => ({ status: 204 })
    await expect(
      createApiClient({ baseUrl: peer.url }).post('/identity/resources/auth/v1/logout'),
    ).resolves.toEqual({})
  })

  it('retries a GET answered 503 three attempts in all, 500 ms apart', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] })
    peer.answer = () => ({
      status: 503,
      body: JSON.stringify({ errors: ['Down for maintenance'] }),
    })
    const client = createApiClient({ baseUrl: peer.url })
    const outcome = client.get('/flaky').catch((error: unknown) => error)
    // Step the fake clock 10 ms at a time, letting the real HTTP exchange run between steps.
    for (let elapsed = 0; elapsed < 3_000 && peer.requests.length < 3; elapsed += 10) {
      await drainIo()
      await vi.advanceTimersByTimeAsync(10)
    }
    await expect(outcome).resolves.toMatchObject({ status: 503, message: 'Down for maintenance' })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(peer.requests).toHaveLength(3)
    const [first, second, third] = peer.requests.map((request) => request.at)
    for (const gap of [Number(second) - Number(first), Number(third) - Number(second)]) {
      expect(gap).toBeGreaterThanOrEqual(500)
      expect(gap).toBeLessThanOrEqual(520)
    }
  })

  it('never retries a POST', async () => {
    peer.answer = () => ({ status: 503, body: '{}' })
    const error = await createApiClient({ baseUrl: peer.url })
      .post('/identity/resources/auth/v1/user', {})
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ status: 503 })
    expect(peer.requests).toHaveLength(1)
  })

  it('does not retry a client error', async () => {
    peer.answer = () => ({ status: 404, body: JSON.stringify({ errors: ['Not found'] }) })
    await expect(createApiClient({ baseUrl: peer.url }).get('/missing')).rejects.toMatchObject({
      status: 404,
    })
    expect(peer.requests).toHaveLength(1)
  })

  it('navigates to the body of a 302 answer and never settles', async () => {
    peer.answer = () => ({ status: 302, body: 'https://idp.example.com/sso/start' })
    const navigate = vi.fn()
    const pending = createApiClient({ baseUrl: peer.url, navigate }).get('/redirecting')
    let settled = false
    void pending.then(
      () => (settled = true),
      () => (settled = true),
    )
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('https://idp.example.com/sso/start'),
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(settled).toBe(false)
  })

  it('refuses to navigate to a non-http 302 target', async () => {
    peer.answer = () => ({ status: 302, body: 'javascript:alert(1)' })
    const navigate = vi.fn()
    await expect(
      createApiClient({ baseUrl: peer.url, navigate }).get('/evil'),
    ).rejects.toMatchObject({ status: 302 })
    expect(navigate).not.toHaveBeenCalled()
  })
})
