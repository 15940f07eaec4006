import { ContextHolder, createApiClient } from '@frontegg/rest-api'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  addTenant,
  admin,
  call,
  createTestServer,
  vendorCall,
  vendorEnv,
  vendorLogin,
} from '../helpers'
import type { TestServer } from '../helpers'
import type { ServerType } from '@hono/node-server'
import type { AddressInfo } from 'node:net'

/**
 * The configuration and password-policy endpoints through the real @frontegg/rest-api 7.x
 * client over HTTP (the same browser globals as rest-api.test.ts; no cookies needed here).
 */
let server: TestServer
let http: ServerType
let vendor: string
let strangerId: string
const client = createApiClient('configuration')
const context = () => ContextHolder.for('configuration')

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  vendor = await vendorLogin(server)
  strangerId = (await addTenant(server, 'Elsewhere', 'stranger@example.com')).userId
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
})

afterAll(async () => {
  vi.unstubAllGlobals()
  await new Promise((resolve) => http.close(resolve))
  await server.close()
})

describe('@frontegg/rest-api 7.x: configuration and password policy', () => {
  it('reads the public configuration and strategies the vendor saved', async () => {
    const saved = await vendorCall(server, vendor, '/identity/resources/configurations/v1', {
      body: {
        allowSignups: true,
        secondaryAuthStrategies: [{ strategy: 'Passkeys', isActive: false }],
        passwordRecoveryStrategies: { email: true, sms: true },
      },
    })
    expect(saved.status).toBe(200)
    expect(await client.auth.getVendorConfig()).toMatchObject({
      allowSignups: true,
      authStrategy: 'EmailAndPassword',
    })
    expect(await client.auth.getVendorPublicAuthStrategiesConfig()).toEqual({
      mainAuthStrategies: [{ strategy: 'EmailAndPassword' }],
      secondaryAuthStrategies: [{ strategy: 'Passkeys', isActive: false }],
    })
    expect(await client.auth.getSignUpStrategies()).toEqual([
      { strategy: 'email', isActive: true, isRequired: true },
      { strategy: 'phoneNumber', isActive: false, isRequired: false },
      { strategy: 'username', isActive: false, isRequired: false },
    ])
    expect(await client.auth.getPasswordRecoveryStrategies()).toEqual([
      { strategy: 'email', isActive: true },
      { strategy: 'sms', isActive: true },
    ])
  })

  it("loads the password config: the vendor's, and a user's tenant's", async () => {
    expect(await client.auth.loadPasswordConfig()).toMatchObject({ minLength: 8, maxLength: 128 })
    await client.auth.loginv2({ email: admin.email, password: admin.password })
    await client.securityPolicy.savePasswordHistoryPolicy({ enabled: true, historySize: 4 })
    expect(await client.securityPolicy.getPasswordHistoryPolicy()).toMatchObject({
      enabled: true,
      historySize: 4,
    })
    expect(await client.securityPolicy.getPasswordConfigPolicy()).toMatchObject({ minLength: 8 })
    expect(await client.auth.getPublicAuthStrategiesConfigForAuthenticatedUser()).toMatchObject({
      mainAuthStrategies: [{ strategy: 'EmailAndPassword' }],
    })
    const saved = await call(server, '/identity/resources/configurations/v1/password', {
      token: context().getAccessToken() ?? '',
      body: { minLength: 12 },
    })
    expect(saved.status).toBe(200)
    expect(await client.securityPolicy.getPasswordConfigPolicy()).toMatchObject({ minLength: 12 })
    const mine = await client.auth.loadPasswordConfig({ userId: server.adminUserId })
    expect(mine).toMatchObject({ minLength: 12 })
    const theirs = await client.auth.loadPasswordConfig({ userId: strangerId })
    expect(theirs).toMatchObject({ minLength: 8 })
  })

  it('reads the vendor configuration with a vendor token, the security policy with a user token', async () => {
    const policy = await client.securityPolicy.getGlobalSecurityPolicy()
    expect(policy).toMatchObject({ allowOverridePasswordComplexity: true, allowSignups: true })
    expect(policy).not.toHaveProperty('passwordComplexity')
    context().setAccessToken(vendor)
    expect(await client.securityPolicy.getGlobalSecurityPolicy()).toMatchObject({
      allowSignups: true,
      apiTokensEnabled: false,
    })
  })
})
