import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addUser,
  call,
  createTestServer,
  login,
  vendorCall,
  vendorEnv,
  vendorLogin,
} from '../helpers'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let adminToken: string
let vendorToken: string
const base = '/identity/resources/configurations/v1'

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  adminToken = (await login(server)).token
  vendorToken = await vendorLogin(server)
})
afterAll(() => server.close())

const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T
const setVendor = (body: Record<string, unknown>) => vendorCall(server, vendorToken, base, { body })

describe("the vendor's allowOverride flags", () => {
  it('answer a member the global security policy, every setting open by default', async () => {
    const answer = await call(server, base, { token: adminToken })
    expect(answer.status).toBe(200)
    expect(await json(answer)).toMatchObject({
      id: server.tenantId,
      allowOverrideEnforcePasswordHistory: true,
      allowOverridePasswordComplexity: true,
      allowOverridePasswordExpiration: true,
      allowOverrideLockout: true,
      defaultTokenExpiration: expect.any(Number),
    })
    const vendor = await vendorCall(server, vendorToken, base)
    expect(vendor.body).toMatchObject({ lockoutPolicy: { enabled: true, maxAttempts: 5 } })
  })

  it('refuse the global policy to a member without the read permission, and to no token', async () => {
    await addUser(server, { email: 'plain@example.com', password: 'correct horse battery' })
    const { token } = await login(server, 'plain@example.com', 'correct horse battery')
    expect((await call(server, base, { token })).status).toBe(403)
    expect((await call(server, base)).status).toBe(401)
  })

  it.each([
    [
      'allowOverrideEnforcePasswordHistory',
      `${base}/password-history-policy`,
      { enabled: true, historySize: 9 },
      'The password history is set by the application for every account and cannot be changed here.',
    ],
    [
      'allowOverridePasswordComplexity',
      `${base}/password`,
      { minLength: 12 },
      'The password complexity is set by the application for every account and cannot be changed here.',
    ],
    [
      'allowOverridePasswordExpiration',
      `${base}/password-rotation`,
      { isActive: true, rotationPeriod: 30 },
      'The password rotation is set by the application for every account and cannot be changed here.',
    ],
  ])(
    '%s off refuses a change with a 403 sentence and changes nothing',
    async (flag, path, body, why) => {
      const before = await json(await call(server, path, { token: adminToken }))
      expect((await setVendor({ [flag]: false })).status).toBe(200)
      const refused = await call(server, path, { token: adminToken, body })
      expect(refused.status).toBe(403)
      expect((await json<WireErrorBody>(refused)).errors).toEqual([why])
      expect(await json(await call(server, path, { token: adminToken }))).toEqual(before)
      expect(await json(await call(server, base, { token: adminToken }))).toMatchObject({
        [flag]: false,
      })
      await setVendor({ [flag]: true })
    },
  )

  it("make the vendor's history and complexity win over the tenant's own while locked", async () => {
    const history = `${base}/password-history-policy`
    await call(server, history, { token: adminToken, body: { enabled: true, historySize: 7 } })
    await call(server, `${base}/password`, { token: adminToken, body: { minLength: 14 } })
    await setVendor({
      allowOverrideEnforcePasswordHistory: false,
      allowOverridePasswordComplexity: false,
    })
    expect(await json(await call(server, history, { token: adminToken }))).toMatchObject({
      historySize: 3,
    })
    const vendorHistory = await json(await call(server, `${history}/vendor`, { token: adminToken }))
    expect(vendorHistory).toMatchObject({ id: 'vendor', enabled: true, historySize: 3 })
    const complexity = `/identity/resources/users/v1/passwords/config?userId=${server.adminUserId}`
    expect(await json(await call(server, complexity))).toMatchObject({ minLength: 8 })
    await setVendor({
      allowOverrideEnforcePasswordHistory: true,
      allowOverridePasswordComplexity: true,
    })
    expect(await json(await call(server, complexity))).toMatchObject({ minLength: 14 })
  })
})
