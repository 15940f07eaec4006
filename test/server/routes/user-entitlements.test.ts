import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isEntitledToFeature, isEntitledToPermission } from '../../../src/entitlements'
import {
  addTenant,
  addUser,
  call,
  createTestServer,
  login,
  vendorCall,
  vendorEnv,
  vendorLogin,
} from '../helpers'
import type { EntitlementsBundle } from '../../../src/entitlements'
import type { TestServer } from '../helpers'

let server: TestServer
let vendor: string
const plans: Record<string, string> = {}
const linkedPermission = 'fe.secure.write.users'
const bundlePath = '/entitlements/api/v2/user-entitlements'

const tenantRule = (tenantId: string) => ({
  conditionLogic: 'and',
  conditions: [
    { attribute: 'frontegg.tenantId', negate: false, op: 'in_list', value: { list: [tenantId] } },
  ],
  treatment: 'true',
})

const post = (path: string, body: unknown) =>
  vendorCall<{ id: string }>(server, vendor, path, { body })
const assign = (body: Record<string, unknown>) =>
  post('/entitlements/resources/entitlements/v2', body)

/** The caller's bundle and the claims of their token, for the engine. */
const bundleOf = async (email?: string, password?: string) => {
  const { token } = await login(server, email, password)
  const response = await call(server, bundlePath, { token })
  expect(response.status).toBe(200)
  return { bundle: (await response.json()) as EntitlementsBundle, jwt: decodeJwt(token), token }
}

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  vendor = await vendorLogin(server)
  await addTenant(server, 'Other', 'other-bundle@example.com')
  const features = '/entitlements/resources/features/v1'
  await post(features, { key: 'alpha', name: 'Alpha', permissions: [linkedPermission] })
  for (const key of ['sso', 'beta', 'gamma', 'solo']) await post(features, { key, name: key })
  const planBodies = {
    basic: { name: 'Basic', defaultTreatment: 'false', featureKeys: ['alpha'] },
    targeted: {
      name: 'Targeted',
      defaultTreatment: 'false',
      rules: [tenantRule(server.tenantId)],
      featureKeys: ['sso'],
    },
    dated: { name: 'Dated', defaultTreatment: 'false', featureKeys: ['gamma'] },
    personal: { name: 'Personal', defaultTreatment: 'false', featureKeys: ['solo'] },
  }
  for (const [name, body] of Object.entries(planBodies)) {
    plans[name] = (await post('/entitlements/resources/plans/v1', body)).body.id
  }
  const flags = '/entitlements/resources/feature-flags/v1'
  const flag = { offTreatment: 'false', defaultTreatment: 'true' }
  await post(flags, { ...flag, key: 'beta-flag', name: 'Beta', on: true, featureKeys: ['beta'] })
  await post(flags, { ...flag, key: 'dark-mode', name: 'Dark mode', on: false })
  await post(flags, {
    ...flag,
    key: 'tenant-a-only',
    name: 'Tenant A',
    on: true,
    defaultTreatment: 'false',
    rules: [tenantRule(server.tenantId)],
  })
})
afterAll(() => server.close())

describe('GET /entitlements/api/v2/user-entitlements', () => {
  it('requires a user token', async () => {
    expect((await call(server, bundlePath)).status).toBe(401)
  })

  it('lists every feature with its plans, and no direct grant without an assignment', async () => {
    const { bundle, jwt } = await bundleOf()
    expect(Object.keys(bundle.features).sort()).toEqual(['alpha', 'beta', 'gamma', 'solo', 'sso'])
    expect(bundle.features.alpha).toEqual({
      planIds: [plans.basic],
      expireTime: null,
      linkedPermissions: [linkedPermission],
    })
    expect(bundle.plans[plans.targeted ?? '']).toEqual({
      defaultTreatment: 'false',
      rules: [tenantRule(server.tenantId)],
    })
    expect(isEntitledToFeature('alpha', bundle, { jwt })).toEqual({
      isEntitled: false,
      justification: 'MISSING_FEATURE',
    })
  })

  it('grants a plan assigned to the tenant without expiry (-1), for its users only', async () => {
    await assign({ planId: plans.basic, tenantId: server.tenantId })
    const ours = await bundleOf()
    expect(ours.bundle.features.alpha?.expireTime).toBe(-1)
    expect(isEntitledToFeature('alpha', ours.bundle, { jwt: ours.jwt })).toEqual({
      isEntitled: true,
    })
    const theirs = await bundleOf('other-bundle@example.com')
    expect(theirs.bundle.features.alpha?.expireTime).toBeNull()
    expect(isEntitledToFeature('alpha', theirs.bundle, { jwt: theirs.jwt }).isEntitled).toBe(false)
  })

  it('answers the latest expiration; a past one gives BUNDLE_EXPIRED', async () => {
    const past = Date.now() - 24 * 60 * 60 * 1000
    await assign({
      planId: plans.dated,
      tenantId: server.tenantId,
      expirationDate: new Date(past - 1000).toISOString(),
    })
    await assign({
      planId: plans.dated,
      tenantId: server.tenantId,
      expirationDate: new Date(past).toISOString(),
    })
    const expired = await bundleOf()
    expect(expired.bundle.features.gamma?.expireTime).toBe(past)
    expect(isEntitledToFeature('gamma', expired.bundle, { jwt: expired.jwt })).toEqual({
      isEntitled: false,
      justification: 'BUNDLE_EXPIRED',
    })
    const future = Date.now() + 24 * 60 * 60 * 1000
    await assign({
      planId: plans.dated,
      tenantId: server.tenantId,
      expirationDate: new Date(future).toISOString(),
    })
    const renewed = await bundleOf()
    expect(renewed.bundle.features.gamma?.expireTime).toBe(future)
    expect(isEntitledToFeature('gamma', renewed.bundle, { jwt: renewed.jwt }).isEntitled).toBe(true)
  })

  it("follows the token's active tenant for a user of two tenants", async () => {
    const second = await addTenant(server, 'Second', 'second-admin@example.com')
    await server.db
      .insertInto('tenant_memberships')
      .values({ user_id: server.adminUserId, tenant_id: second.tenantId })
      .execute()
    const { cookie } = await login(server)
    const switched = await call(server, '/identity/resources/auth/v1/user/token/refresh', {
      body: { tenantId: second.tenantId },
      headers: { cookie },
    })
    expect(switched.status).toBe(200)
    const { accessToken } = (await switched.json()) as { accessToken: string }
    expect(decodeJwt(accessToken).tenantId).toBe(second.tenantId)
    const response = await call(server, bundlePath, { token: accessToken })
    const bundle = (await response.json()) as EntitlementsBundle
    expect(bundle.features.alpha?.expireTime).toBeNull()
    expect(bundle.permissions).toEqual({})
    const jwt = decodeJwt(accessToken)
    expect(isEntitledToFeature('alpha', bundle, { jwt }).isEntitled).toBe(false)
    expect(isEntitledToFeature('sso', bundle, { jwt }).isEntitled).toBe(false)
  })

  it("targets a plan by the token's tenant: entitled in tenant A, not in tenant B", async () => {
    const a = await bundleOf()
    expect(a.bundle.features.sso?.expireTime).toBeNull()
    expect(isEntitledToFeature('sso', a.bundle, { jwt: a.jwt })).toEqual({ isEntitled: true })
    const b = await bundleOf('other-bundle@example.com')
    expect(isEntitledToFeature('sso', b.bundle, { jwt: b.jwt })).toEqual({
      isEntitled: false,
      justification: 'MISSING_FEATURE',
    })
  })

  it('carries the linked flag of a feature and decides with it', async () => {
    const { bundle, jwt } = await bundleOf('other-bundle@example.com')
    expect(bundle.features.beta?.featureFlag).toEqual({
      on: true,
      offTreatment: 'false',
      defaultTreatment: 'true',
      rules: [],
    })
    expect(isEntitledToFeature('beta', bundle, { jwt })).toEqual({ isEntitled: true })
  })

  it("counts a user's own assignment for that user only", async () => {
    const userId = await addUser(server, { email: 'solo@example.com', password: 'solo-password' })
    await assign({ planId: plans.personal, tenantId: server.tenantId, userId })
    const solo = await bundleOf('solo@example.com', 'solo-password')
    expect(solo.bundle.features.solo?.expireTime).toBe(-1)
    const admin = await bundleOf()
    expect(admin.bundle.features.solo?.expireTime).toBeNull()
  })

  it('serves the permission keys of the caller in the active tenant and decides linked ones', async () => {
    const admin = await bundleOf()
    expect(admin.bundle.permissions[linkedPermission]).toBe(true)
    expect(Object.values(admin.bundle.permissions).every((value) => value === true)).toBe(true)
    expect(isEntitledToPermission(linkedPermission, admin.bundle, { jwt: admin.jwt })).toEqual({
      isEntitled: true,
    })
    const other = await bundleOf('other-bundle@example.com')
    expect(other.bundle.permissions[linkedPermission]).toBe(true)
    expect(isEntitledToPermission(linkedPermission, other.bundle, { jwt: other.jwt })).toEqual({
      isEntitled: false,
      justification: 'MISSING_FEATURE',
    })
    await addUser(server, { email: 'plain-bundle@example.com', password: 'plain-password' })
    const plain = await bundleOf('plain-bundle@example.com', 'plain-password')
    expect(plain.bundle.permissions).toEqual({})
    expect(isEntitledToPermission(linkedPermission, plain.bundle, { jwt: plain.jwt })).toEqual({
      isEntitled: false,
      justification: 'MISSING_PERMISSION',
    })
  })
})

describe('GET /flags', () => {
  it('answers on for flags that are on with default true when no token is sent', async () => {
    const response = await call(server, '/flags')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      'beta-flag': 'on',
      'dark-mode': 'off',
      'tenant-a-only': 'off',
    })
  })

  it("evaluates each flag's rules for the caller's token", async () => {
    const { token } = await login(server)
    expect(await (await call(server, '/flags', { token })).json()).toMatchObject({
      'tenant-a-only': 'on',
      'dark-mode': 'off',
    })
    const theirs = (await login(server, 'other-bundle@example.com')).token
    expect(await (await call(server, '/flags', { token: theirs })).json()).toMatchObject({
      'tenant-a-only': 'off',
      'beta-flag': 'on',
    })
    expect(await (await call(server, '/flags', { token: 'forged' })).json()).toMatchObject({
      'tenant-a-only': 'off',
    })
  })
})
