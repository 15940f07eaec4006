import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addTenant, addUser, call, createTestServer, login } from '../helpers'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let adminToken: string
let other: { tenantId: string; userId: string }
const config = '/identity/resources/users/v1/passwords/config'
const complexity = '/identity/resources/configurations/v1/password'
const history = '/identity/resources/configurations/v1/password-history-policy'

beforeAll(async () => {
  server = await createTestServer()
  adminToken = (await login(server)).token
  other = await addTenant(server, 'Elsewhere', 'elsewhere@example.com')
})
afterAll(() => server.close())

const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T

describe('password policy endpoints', () => {
  it('answers the vendor complexity publicly, for no user and for an unknown one', async () => {
    const vendor = await json(await call(server, config))
    expect(vendor).toMatchObject({
      allowPassphrases: true,
      minLength: 8,
      maxLength: 128,
      minPhraseLength: 20,
      minOptionalTestsToPass: 1,
    })
    const unknown = `${config}?userId=00000000-0000-4000-8000-000000000000`
    expect(await json(await call(server, unknown))).toEqual(vendor)
    expect(await json(await call(server, `${config}?userId=not-a-uuid`))).toEqual(vendor)
  })

  it("saves the tenant's complexity over the vendor's, audited, for its users only", async () => {
    const saved = await call(server, complexity, {
      token: adminToken,
      body: { minLength: 10, optionalTests: { requireSpecialChars: false } },
    })
    expect(saved.status).toBe(200)
    expect(await json(saved)).toMatchObject({
      minLength: 10,
      maxLength: 128,
      optionalTests: { requireLowercase: true, requireSpecialChars: false },
    })
    const mine = await json(await call(server, `${config}?userId=${server.adminUserId}`))
    expect(mine).toMatchObject({ minLength: 10 })
    const theirs = await json(await call(server, `${config}?userId=${other.userId}`))
    expect(theirs).toMatchObject({ minLength: 8 })
    expect(await json(await call(server, complexity, { token: adminToken }))).toEqual(mine)
    const audit = await server.db
      .selectFrom('audit_logs')
      .select(['tenant_id', 'action'])
      .where('action', '=', 'securityPolicy.password.updated')
      .executeTakeFirst()
    expect(audit?.tenant_id).toBe(server.tenantId)
  })

  it.each([
    [{ minLength: 0 }, 'minLength'],
    [{ minLength: 200 }, 'maxLength: must be at least minLength'],
    [{ minOptionalTestsToPass: 5 }, 'minOptionalTestsToPass'],
    [{ optionalTests: { requireEmoji: true } }, 'requireEmoji'],
    [{}, 'No changes to update'],
  ])('refuses the complexity %j with a 400 naming %s', async (body, named) => {
    const before = await json(await call(server, complexity, { token: adminToken }))
    const answer = await call(server, complexity, { token: adminToken, body })
    expect(answer.status).toBe(400)
    expect((await json<WireErrorBody>(answer)).errors[0]).toContain(named)
    expect(await json(await call(server, complexity, { token: adminToken }))).toEqual(before)
  })

  it("answers and saves the tenant's history policy (POST, then PATCH with its id)", async () => {
    const initial = await json(await call(server, history, { token: adminToken }))
    expect(initial).toMatchObject({ enabled: true, historySize: 3 })
    const posted = await json(
      await call(server, history, { token: adminToken, body: { enabled: true, historySize: 5 } }),
    )
    expect(posted).toMatchObject({ enabled: true, historySize: 5, id: expect.any(String) })
    const patched = await call(server, history, {
      method: 'PATCH',
      token: adminToken,
      body: { id: posted.id, enabled: false, historySize: 5 },
    })
    expect(await json(patched)).toMatchObject({ id: posted.id, enabled: false })
    const tooMany = await call(server, history, {
      token: adminToken,
      body: { enabled: true, historySize: 25 },
    })
    expect(tooMany.status).toBe(400)
    expect((await json<WireErrorBody>(tooMany)).errors[0]).toContain('historySize')
  })

  it('needs the security-policy permission', async () => {
    await addUser(server, {
      email: 'viewer@example.com',
      password: 'viewer password',
      roleKeys: ['Viewer'],
    })
    const { token } = await login(server, 'viewer@example.com', 'viewer password')
    expect((await call(server, complexity, { token, body: { minLength: 6 } })).status).toBe(403)
    expect(
      (await call(server, history, { token, body: { enabled: false, historySize: 1 } })).status,
    ).toBe(403)
    expect((await call(server, complexity)).status).toBe(401)
  })
})
