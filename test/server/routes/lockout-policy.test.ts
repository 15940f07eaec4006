import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let adminToken: string
let vendorToken: string
const path = '/identity/resources/configurations/v1/lockout-policy'
const signIn = '/identity/resources/auth/v1/user'
const password = 'correct horse battery'

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  adminToken = (await login(server)).token
  vendorToken = await vendorLogin(server)
})
afterAll(() => server.close())

const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T
const attempt = (email: string, pass: string) =>
  call(server, signIn, { body: { email, password: pass } })

describe('lockout policy routes', () => {
  it("answers the vendor's policy to a tenant that set none, and the vendor row", async () => {
    expect(await json(await call(server, path, { token: adminToken }))).toMatchObject({
      id: server.tenantId,
      enabled: true,
      maxAttempts: 5,
    })
    const vendor = await json(await call(server, `${path}/vendor`, { token: adminToken }))
    expect(vendor).toMatchObject({ id: 'vendor', enabled: true, maxAttempts: 5 })
  })

  it('saves with POST then PATCH, audited, and sign-in locks after the new maximum', async () => {
    const posted = await call(server, path, {
      token: adminToken,
      body: { enabled: true, maxAttempts: 3 },
    })
    expect(posted.status).toBe(200)
    const saved = await json<{ id: string }>(posted)
    expect(saved).toMatchObject({ enabled: true, maxAttempts: 3 })
    const patched = await call(server, path, {
      method: 'PATCH',
      token: adminToken,
      body: { id: saved.id, enabled: true, maxAttempts: 2 },
    })
    expect(await json(patched)).toMatchObject({ maxAttempts: 2 })
    const email = 'two-tries@example.com'
    await addUser(server, { email, password })
    expect((await attempt(email, 'wrong')).status).toBe(401)
    const second = await attempt(email, 'wrong')
    expect(await json<WireErrorBody>(second)).toMatchObject({ errorCode: expect.any(String) })
    const third = await attempt(email, password)
    expect(third.status).not.toBe(200)
    const audit = await server.db
      .selectFrom('audit_logs')
      .select(['tenant_id', 'description'])
      .where('action', '=', 'tenant.lockout-policy.updated')
      .orderBy('created_at', 'desc')
      .executeTakeFirst()
    expect(audit).toEqual({
      tenant_id: server.tenantId,
      description: 'Lockout set to 2 failed sign-ins',
    })
  })

  it('never locks after the tenant turns lockout off', async () => {
    await call(server, path, { token: adminToken, body: { enabled: false, maxAttempts: 2 } })
    const email = 'no-lock@example.com'
    await addUser(server, { email, password })
    for (let i = 0; i < 4; i++) expect((await attempt(email, 'wrong')).status).toBe(401)
    expect((await attempt(email, password)).status).toBe(200)
  })

  it.each([
    [{ enabled: true, maxAttempts: 0 }, 'maxAttempts'],
    [{ enabled: true, maxAttempts: 101 }, 'maxAttempts'],
    [{ enabled: true, maxAttempts: 2.5 }, 'maxAttempts'],
    [{ maxAttempts: 3 }, 'enabled'],
  ])('refuses %j with a 400 naming %s', async (body, named) => {
    const answer = await call(server, path, { token: adminToken, body })
    expect(answer.status).toBe(400)
    expect((await json<WireErrorBody>(answer)).errors[0]).toContain(named)
  })

  it('refuses a member without the write permission, in a sentence, and changes nothing', async () => {
    const before = await json(await call(server, path, { token: adminToken }))
    const email = 'reader@example.com'
    await addUser(server, { email, password })
    const { token } = await login(server, email, password)
    const answer = await call(server, path, { token, body: { enabled: true, maxAttempts: 9 } })
    expect(answer.status).toBe(403)
    const [sentence] = (await json<WireErrorBody>(answer)).errors
    expect(sentence).not.toContain('fe.secure')
    expect(await json(await call(server, path, { token: adminToken }))).toEqual(before)
  })

  it("keeps each tenant's policy its own", async () => {
    const other = await addTenant(server, 'Other', 'other-admin@example.com')
    const { token } = await login(server, 'other-admin@example.com', password)
    expect(await json(await call(server, path, { token }))).toMatchObject({
      id: other.tenantId,
      enabled: true,
      maxAttempts: 5,
    })
  })

  it("follows the vendor's policy while tenants may not override it, and refuses a change", async () => {
    const set = await vendorCall(server, vendorToken, '/identity/resources/configurations/v1', {
      body: { lockoutPolicy: { enabled: true, maxAttempts: 4 }, allowOverrideLockout: false },
    })
    expect(set.status).toBe(200)
    expect(await json(await call(server, path, { token: adminToken }))).toMatchObject({
      enabled: true,
      maxAttempts: 4,
    })
    const refused = await call(server, path, {
      token: adminToken,
      body: { enabled: false, maxAttempts: 4 },
    })
    expect(refused.status).toBe(403)
    expect((await json<WireErrorBody>(refused)).errors[0]).toBe(
      'The lockout policy is set by the application for every account and cannot be changed here.',
    )
    // The tenant's stored "off" no longer counts: the vendor's four failures lock.
    const email = 'vendor-locked@example.com'
    await addUser(server, { email, password })
    const answers = async (who: string) => {
      const seen = []
      for (let i = 0; i < 4; i++) {
        const answer = await attempt(who, 'wrong')
        seen.push([answer.status, (await json<WireErrorBody>(answer)).errorCode])
      }
      return seen
    }
    const real = await answers(email)
    // An email of no account locks after as many failures, so the lock tells nothing.
    expect(await answers('nobody-here@example.com')).toEqual(real)
    expect(real[2]).not.toEqual(real[3])
    expect((await attempt(email, password)).status).not.toBe(200)
    await vendorCall(server, vendorToken, '/identity/resources/configurations/v1', {
      body: { allowOverrideLockout: true },
    })
  })
})
