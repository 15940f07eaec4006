import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, call, createTestServer } from './helpers'
import type { TestServer, WireErrorBody } from './helpers'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

describe('createApp', () => {
  it('answers /health', async () => {
    const response = await server.app.request('/health')
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('publishes the public signing key, and nothing private, at /.well-known/jwks.json', async () => {
    const response = await server.app.request('/.well-known/jwks.json')
    const jwks = (await response.json()) as { keys: Record<string, unknown>[] }
    expect(jwks.keys).toHaveLength(1)
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' })
    expect(jwks.keys[0]).not.toHaveProperty('d')
  })

  it('serves its OpenAPI document with every route', async () => {
    const response = await server.app.request('/api/openapi.json')
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> }
    expect(document.openapi).toBe('3.1.0')
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/identity/resources/auth/v1/user',
        '/identity/resources/auth/v1/user/token/refresh',
        '/identity/resources/auth/v1/logout',
        '/identity/resources/users/v2/me',
        '/identity/resources/users/v3',
        '/identity/resources/users/v3/roles',
        '/identity/resources/roles/v1',
        '/entitlements/api/v2/user-entitlements',
        '/flags',
        '/auth/vendor',
        '/entitlements/resources/features/v1/{featureId}',
        '/entitlements/resources/plans/v1/{id}/features/link',
        '/entitlements/resources/plans/v1/tenant/{tenantId}',
        '/entitlements/resources/entitlements/v2/{id}',
        '/entitlements/resources/feature-flags/v1/{id}',
      ]),
    )
  })

  it('answers unknown routes with 404 in the wire shape and a trace id', async () => {
    const response = await call(server, '/no/such/route')
    expect(response.status).toBe(404)
    expect(response.headers.get('frontegg-trace-id')).toMatch(/^[0-9a-f]{32}$/)
    const body = (await response.json()) as WireErrorBody
    expect(body.errors[0]).toContain('/api/no/such/route')
  })

  it('refuses bodies over 1 MB with 413', async () => {
    const response = await call(server, '/identity/resources/auth/v1/user', {
      body: { email: admin.email, password: 'x'.repeat(1024 * 1024 + 10) },
    })
    expect(response.status).toBe(413)
    expect(((await response.json()) as WireErrorBody).errors).toEqual([
      'Error request is too large',
    ])
  })

  it('answers CORS preflights for allowed origins only, with credentials', async () => {
    const preflight = (origin: string) =>
      server.app.request('/api/identity/resources/users/v2/me', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization,content-type,frontegg-source',
        },
      })
    const allowed = await preflight('http://localhost:5173')
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true')
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/frontegg-source/i)
    const foreign = await preflight('https://evil.example')
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('exposes the trace id header to allowed origins', async () => {
    const response = await call(server, '/identity/resources/configurations/v1/public', {
      headers: { origin: 'http://127.0.0.1:5173' },
    })
    expect(response.headers.get('access-control-expose-headers')).toMatch(/frontegg-trace-id/)
  })
})
