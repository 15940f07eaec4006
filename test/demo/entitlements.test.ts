import { beforeEach, describe, expect, it } from 'vitest'
import {
  ApiError,
  createApiClient,
  getFeatureFlags,
  getMe,
  getUserEntitlements,
  login,
} from '../../src/api'
import { createDemoFetch, DEMO_FLAGS } from '../../src/demo'
import { isEntitledToFeature } from '../../src/entitlements'
import { installSessionStorage } from './memory-storage'

const MANAGEMENT = '/entitlements/resources/entitlements/v2'

beforeEach(() => {
  installSessionStorage()
})

/** One demo transport with a user client and a vendor (management) client. */
function demo() {
  const fetch = createDemoFetch({ delayMs: 0 })
  let userToken: string | undefined
  let vendorToken: string | undefined
  const user = createApiClient({
    baseUrl: 'https://demo.foyer.test',
    fetch,
    getAccessToken: () => userToken,
  })
  const vendor = createApiClient({
    baseUrl: 'https://demo.foyer.test',
    fetch,
    getAccessToken: () => vendorToken,
  })
  return {
    user,
    vendor,
    signIn: async (email = 'ada@acme.test') => {
      userToken = (await login(user, { email, password: 'correct horse' })).accessToken
    },
    authorizeVendor: async () => {
      const answer = await vendor.post<{ token: string; expiresIn: number }>('/auth/vendor', {
        clientId: 'demo-client',
        secret: 'demo-secret',
      })
      vendorToken = answer.token
      return answer
    },
  }
}

const refusal = (promise: Promise<unknown>) => promise.catch((error: unknown) => error)

describe('demo entitlements', () => {
  it('answers the preview flags, all on, without a session', async () => {
    const { user } = demo()
    expect(await getFeatureFlags(user)).toEqual(DEMO_FLAGS)
    expect(Object.values(DEMO_FLAGS).every((value) => value === 'on')).toBe(true)
  })

  it("answers the signed-in user's bundle: Starter plan features and their permissions", async () => {
    const { user, signIn } = demo()
    expect(await refusal(getUserEntitlements(user))).toMatchObject({ status: 401 })
    await signIn()
    const bundle = await getUserEntitlements(user)
    expect(bundle.plans).toEqual({ 'plan-starter': { defaultTreatment: 'true' } })
    expect(bundle.permissions['fe.secure.read.users']).toBe(true)
    expect(isEntitledToFeature('audit-logs', bundle).isEntitled).toBe(true)
    expect(isEntitledToFeature('sso', bundle).isEntitled).toBe(false)
  })

  it('picks the persona from the email, holding what the server gives its role', async () => {
    const viewer = demo()
    await viewer.signIn('viewer.vic@acme.test')
    const me = await getMe(viewer.user)
    expect(me.roles.map((role) => role.key)).toEqual(['Viewer'])
    // The server's Viewer: sees the team and its roles, nothing more.
    const viewerKeys = ['fe.secure.read.users', 'fe.secure.read.roles']
    expect(me.permissions.map((p) => p.key)).toEqual(viewerKeys)
    expect(Object.keys((await getUserEntitlements(viewer.user)).permissions)).toEqual(viewerKeys)

    const support = demo()
    await support.signIn('support@acme.test')
    const supportKeys = (await getMe(support.user)).permissions.map((p) => p.key)
    expect(supportKeys).toContain('fe.secure.write.users')
    expect(supportKeys).not.toContain('fe.secure.delete.users')
    expect(supportKeys.filter((key) => !key.includes('.read'))).toEqual(['fe.secure.write.users'])

    const superUser = demo()
    await superUser.signIn('super@acme.test')
    expect((await getMe(superUser.user)).superUser).toBe(true)
  })

  it('assigns and removes plans through the management endpoints, with a vendor token only', async () => {
    const { user, vendor, signIn, authorizeVendor } = demo()
    await signIn()
    expect(await refusal(user.post(MANAGEMENT, { planId: 'plan-pro' }))).toMatchObject({
      status: 403,
      message: 'Vendor token required',
    })
    expect((await authorizeVendor()).expiresIn).toBeGreaterThan(0)

    const created = await vendor.post<{ id: string }>(MANAGEMENT, {
      planId: 'plan-pro',
      tenantId: 'demo-tenant',
    })
    expect(created).toMatchObject({ planId: 'plan-pro', tenantId: 'demo-tenant', userId: null })
    expect(isEntitledToFeature('sso', await getUserEntitlements(user)).isEntitled).toBe(true)
    const listed = await vendor.get<{ items: { id: string }[] }>(MANAGEMENT)
    expect(listed.items.map((item) => item.id)).toContain(created.id)

    await vendor.delete(`${MANAGEMENT}/${created.id}`)
    expect(isEntitledToFeature('sso', await getUserEntitlements(user)).isEntitled).toBe(false)
    expect(await refusal(vendor.delete(`${MANAGEMENT}/${created.id}`))).toMatchObject({
      status: 404,
    })
  })

  it('leaves expired assignments out of the bundle', async () => {
    const { user, vendor, signIn, authorizeVendor } = demo()
    await signIn()
    await authorizeVendor()
    await vendor.post(MANAGEMENT, {
      planId: 'plan-pro',
      tenantId: 'demo-tenant',
      expirationDate: '2001-01-01T00:00:00.000Z',
    })
    expect(Object.keys((await getUserEntitlements(user)).plans)).toEqual(['plan-starter'])
  })

  it('refuses bad input with a 400 naming the field', async () => {
    const { vendor, authorizeVendor } = demo()
    expect(await refusal(vendor.post('/auth/vendor', { clientId: '' }))).toMatchObject({
      status: 400,
      message: 'clientId and secret are required',
    })
    await authorizeVendor()
    const cases: [unknown, string][] = [
      [{ planId: 'plan-gold', tenantId: 'demo-tenant' }, 'planId must be one of'],
      [{ planId: 'plan-pro', tenantId: 'elsewhere' }, 'tenantId must be an existing tenant'],
      [{ planId: 'plan-pro', tenantId: 'demo-tenant', userId: 7 }, 'userId must be a string'],
      [
        { planId: 'plan-pro', tenantId: 'demo-tenant', expirationDate: 'soon' },
        'expirationDate must be an ISO date',
      ],
    ]
    for (const [body, message] of cases) {
      const error = await refusal(vendor.post(MANAGEMENT, body))
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ status: 400 })
      expect((error as ApiError).message).toContain(message)
    }
  })
})
