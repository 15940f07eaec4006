import { ContextHolder, createApiClient, FronteggApiError } from '@frontegg/rest-api'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { admin, createTestServer, vendorCall, vendorEnv, vendorLogin } from '../helpers'
import type { TestServer } from '../helpers'
import type { ServerType } from '@hono/node-server'
import type { AddressInfo } from 'node:net'

/**
 * The lockout, password history and rotation policies (tenant and vendor rows) through the real @frontegg/rest-api 7.x
 * client over HTTP (the same browser globals as rest-api.test.ts; no cookies needed here).
 */
let server: TestServer
let http: ServerType
let vendor: string
const client = createApiClient('security-policy')
const context = () => ContextHolder.for('security-policy')

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  vendor = await vendorLogin(server)
  http = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    )
  })
  const { port } = http.address() as AddressInfo
  vi.stubGlobal('window', { location: { href: `http://127.0.0.1:${port}/`, search: '' } })
  vi.stubGlobal('document', { cookie: '' })
  vi.stubGlobal('sessionStorage', {
    getItem: () => null,
    setItem: () => undefined,
    removeItem: () => undefined,
  })
  context().setContext({ baseUrl: `http://127.0.0.1:${port}`, urlPrefix: 'api' })
  await client.auth.loginv2({ email: admin.email, password: admin.password })
})

afterAll(async () => {
  vi.unstubAllGlobals()
  await new Promise((resolve) => http.close(resolve))
  await server.close()
})

describe('@frontegg/rest-api 7.x: the security policy of the General settings tab', () => {
  it('reads and saves the lockout policy (POST, then PATCH with its id), and the vendor row', async () => {
    const policy = await client.securityPolicy.getLockoutPolicy()
    expect(policy).toMatchObject({ enabled: true, maxAttempts: 5 })
    const posted = await client.securityPolicy.saveLockoutPolicy({ enabled: true, maxAttempts: 4 })
    expect(posted).toMatchObject({ maxAttempts: 4 })
    const patched = await client.securityPolicy.saveLockoutPolicy({
      id: posted.id,
      enabled: true,
      maxAttempts: 6,
    })
    expect(patched).toMatchObject({ id: posted.id, maxAttempts: 6 })
    expect(await client.securityPolicy.getVendorLockoutPolicy()).toMatchObject({
      enabled: true,
      maxAttempts: 5,
    })
  })

  it('reads the vendor rows of password history and rotation, and saves the rotation', async () => {
    expect(await client.securityPolicy.getVendorPasswordHistoryPolicy()).toMatchObject({
      enabled: true,
      historySize: 3,
    })
    expect(await client.securityPolicy.getVendorPasswordRotationPolicy()).toMatchObject({
      isActive: false,
      rotationPeriod: 90,
    })
    await client.securityPolicy.savePasswordRotationPolicy({ isActive: true, rotationPeriod: 30 })
    expect(await client.securityPolicy.getPasswordRotationPolicy()).toMatchObject({
      isActive: true,
      rotationPeriod: 30,
    })
  })

  it('refuses a change the vendor locked, with a sentence', async () => {
    await vendorCall(server, vendor, '/identity/resources/configurations/v1', {
      body: { allowOverrideLockout: false },
    })
    expect(await client.securityPolicy.getGlobalSecurityPolicy()).toMatchObject({
      allowOverrideLockout: false,
    })
    const error: unknown = await client.securityPolicy
      .saveLockoutPolicy({ enabled: false, maxAttempts: 5 })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FronteggApiError)
    expect((error as FronteggApiError).statusCode).toBe(403)
    expect((error as FronteggApiError).message).toBe(
      'The lockout policy is set by the application for every account and cannot be changed here.',
    )
  })
})
