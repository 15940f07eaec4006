import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestServer, login, vendorCall, vendorEnv, vendorLogin } from '../../helpers'
import type { TestServer, WireErrorBody } from '../../helpers'

let server: TestServer
let adminToken: string
let vendorToken: string

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  adminToken = (await login(server)).token
  vendorToken = await vendorLogin(server)
})
afterAll(() => server.close())

/** A raw request: the body is sent as written, so it can hold what JSON.stringify would not. */
const raw = (path: string, body: string, init: { method?: string; token?: string } = {}) =>
  server.app.request(`/api${path}`, {
    method: init.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body,
  })

const expectError = async (response: Response, status: number, message: RegExp) => {
  expect(response.status).toBe(status)
  const body = (await response.json()) as WireErrorBody
  expect(body.errors).toEqual([expect.stringMatching(message)])
  expect(body.errorCode).toMatch(/^ER-FOYER-\d{4}$/)
  return body
}

const signIn = '/identity/resources/auth/v1/user'
const features = '/entitlements/resources/features/v1'

describe('bad JSON strings', () => {
  it('refuses a NUL byte in the sign-in email without authentication, naming the field', async () => {
    const response = await raw(signIn, '{"email":"a\\u0000b@example.com","password":"x"}')
    await expectError(response, 400, /^email: must not contain NUL characters$/)
  })

  it('refuses NUL bytes and lone surrogates in names, metadata values and keys', async () => {
    const name = await raw(features, '{"key":"k1","name":"a\\u0000"}', { token: vendorToken })
    await expectError(name, 400, /^name: must not contain NUL characters$/)
    const nested = await raw(features, '{"key":"k2","name":"n","metadata":{"a":["x","\\ud800"]}}', {
      token: vendorToken,
    })
    await expectError(nested, 400, /^metadata\.a\.1: must not contain lone surrogates$/)
    const key = await raw(features, '{"key":"k3","name":"n","metadata":{"\\u0000":1}}', {
      token: vendorToken,
    })
    await expectError(key, 400, /^metadata: keys must not contain NUL characters$/)
  })

  it('keeps well-formed astral characters (a surrogate pair) as they are', async () => {
    const created = await vendorCall<{ name: string }>(server, vendorToken, features, {
      body: { key: 'emoji', name: 'Rocket 🚀' },
    })
    expect(created.status).toBe(201)
    expect(created.body.name).toBe('Rocket 🚀')
  })

  it('refuses nesting deeper than the bound', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`
    const response = await raw(features, `{"key":"deep","name":"n","metadata":{"a":${deep}}}`, {
      token: vendorToken,
    })
    await expectError(response, 400, /nested deeper than 32 levels/)
  })

  it('answers a body that is not JSON with a 400 that says so', async () => {
    const response = await raw(signIn, '{"email":')
    await expectError(response, 400, /^The request body is not valid JSON/)
  })
})

describe('bad query values', () => {
  it('refuses a NUL byte in a query value, naming the parameter', async () => {
    const response = await call(server, '/identity/resources/users/v3?_email=%00', {
      token: adminToken,
    })
    await expectError(response, 400, /^_email: must not contain NUL characters$/)
  })

  it('refuses a NUL byte in a path segment, such as an id', async () => {
    const response = await call(server, '/entitlements/resources/plans/v1/a%00b', {
      token: vendorToken,
    })
    await expectError(response, 400, /^path: must not contain NUL characters$/)
  })

  it('refuses a number of seconds that no date can hold', async () => {
    const response = await call(
      server,
      '/identity/resources/users/v3?_preset=inactive&_maxInactiveSeconds=8640000000000',
      { token: adminToken },
    )
    await expectError(response, 400, /^_maxInactiveSeconds: /)
  })
})

describe('changes that change nothing', () => {
  it("answers 'No changes to update' to an empty PATCH of an assignment", async () => {
    const plan = await vendorCall<{ id: string }>(
      server,
      vendorToken,
      '/entitlements/resources/plans/v1',
      { body: { name: 'Pro', defaultTreatment: 'false' } },
    )
    const assignment = await vendorCall<{ id: string }>(
      server,
      vendorToken,
      '/entitlements/resources/entitlements/v2',
      { body: { planId: plan.body.id, tenantId: server.tenantId } },
    )
    const response = await call(
      server,
      `/entitlements/resources/entitlements/v2/${assignment.body.id}`,
      { method: 'PATCH', body: {}, token: vendorToken },
    )
    await expectError(response, 400, /^No changes to update$/)
  })
})

describe('headers and media types', () => {
  it('sends nosniff on answers, errors and unknown routes alike', async () => {
    const answers = await Promise.all([
      server.app.request('/health'),
      call(server, '/identity/resources/users/v3'),
      server.app.request('/nowhere'),
      raw(signIn, '{'),
    ])
    for (const response of answers) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  it('answers a body of the wrong media type with its own error code', async () => {
    const response = await server.app.request(`/api${signIn}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'email=a',
    })
    const body = await expectError(response, 415, /Content-Type application\/json/)
    expect(body.errorCode).toBe('ER-FOYER-0415')
  })
})
