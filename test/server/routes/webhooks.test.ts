import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { addTenant, addUser, call, createTestServer, login } from '../helpers'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let token: string
const json = async <T>(response: Response) => (await response.json()) as T

beforeAll(async () => {
  server = await createTestServer()
  token = (await login(server)).token
})
afterEach(() => {
  delete process.env.FOYER_ALLOW_PRIVATE_NETWORK
})
afterAll(() => server.close())

interface Hook {
  _id: string
  url: string
  secret: string
  displayName: string
  description: string
  eventKeys: string[]
  isActive: boolean
  invocations: number
}

const valid = {
  url: 'https://hooks.example.com/foyer',
  secret: null,
  displayName: 'CRM',
  description: 'Sync users to the CRM',
  eventKeys: ['user.invited', 'user.signed-up'],
  isActive: true,
}

const create = (body: Record<string, unknown>, as = token) =>
  call(server, '/webhook/custom', { token: as, body })

const refusal = async (response: Response) => {
  expect(response.status).toBe(400)
  return (await json<WireErrorBody>(response)).errors[0] ?? ''
}

describe('webhook routes', () => {
  it('adds, lists, changes and removes a webhook, each change audited', async () => {
    const created = await create(valid)
    expect(created.status).toBe(200)
    const hook = await json<Hook>(created)
    expect(hook).toMatchObject({
      ...valid,
      secret: expect.stringMatching(/^whsec_/),
      invocations: 0,
    })
    const changed = await call(server, `/webhook/${hook._id}`, {
      token,
      method: 'PATCH',
      body: { ...valid, _id: hook._id, secret: null, displayName: 'CRM sync', isActive: false },
    })
    expect(changed.status).toBe(200)
    // A null secret keeps the one it has.
    expect(await json<Hook>(changed)).toMatchObject({
      displayName: 'CRM sync',
      isActive: false,
      secret: hook.secret,
    })
    const listed = await json<Hook[]>(await call(server, '/webhook', { token }))
    expect(listed.map((h) => h._id)).toEqual([hook._id])
    const removed = await call(server, `/webhook/${hook._id}`, { token, method: 'DELETE' })
    expect(removed.status).toBe(200)
    expect(await json<Hook[]>(await call(server, '/webhook', { token }))).toEqual([])
    const actions = await server.db
      .selectFrom('audit_logs')
      .select(['action', 'json'])
      .where('action', 'like', 'webhook.%')
      .orderBy('created_at')
      .execute()
    expect(actions.map((row) => row.action)).toEqual([
      'webhook.created',
      'webhook.updated',
      'webhook.deleted',
    ])
    expect(JSON.stringify(actions)).not.toContain(hook.secret)
  })

  it('refuses private, loopback and plain-http URLs unless private networks are allowed', async () => {
    for (const url of [
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://[::1]/hook',
      'https://169.254.169.254/latest',
      'https://localhost/hook',
      'http://hooks.example.com/hook',
      'https://user:pass@hooks.example.com/hook',
      'not a url',
    ]) {
      expect(await refusal(await create({ ...valid, url }))).toMatch(/^The webhook URL is refused/)
    }
    expect(
      await refusal(
        await call(server, '/webhook/test', {
          token,
          body: { url: 'https://127.0.0.1/x', secret: null },
        }),
      ),
    ).toMatch(/refused/)
    process.env.FOYER_ALLOW_PRIVATE_NETWORK = '1'
    const allowed = await create({ ...valid, url: 'http://127.0.0.1:9/hook' })
    expect(allowed.status).toBe(200)
    await call(server, `/webhook/${(await json<Hook>(allowed))._id}`, { token, method: 'DELETE' })
  })

  it('answers bad bodies with a sentence', async () => {
    expect(await refusal(await create({ ...valid, eventKeys: ['user.teleported'] }))).toBe(
      'There is no event user.teleported',
    )
    expect(await refusal(await create({ ...valid, eventKeys: [] }))).toContain(
      'Pick at least one event',
    )
    expect(await refusal(await create({ ...valid, displayName: '  ' }))).toContain('Enter a name')
    expect(await refusal(await create({ ...valid, secret: 'short' }))).toBe(
      'The secret has 16 to 256 characters',
    )
    expect(await refusal(await create({ ...valid, secret: 'whsec_abc' }))).toBe(
      'A whsec_ secret holds 24 to 64 bytes in base64',
    )
  })

  it('decides on the member’s permissions: a read-only member lists but changes nothing', async () => {
    await addUser(server, {
      email: 'reader@example.com',
      password: 'reader password 1',
      roleKeys: ['ReadOnly'],
    })
    const reader = (await login(server, 'reader@example.com', 'reader password 1')).token
    expect((await call(server, '/webhook', { token: reader })).status).toBe(200)
    const refused = await create(valid, reader)
    expect(refused.status).toBe(403)
    expect((await json<WireErrorBody>(refused)).errors[0]).not.toContain('fe.connectivity')
    expect(
      (await call(server, '/webhook/test', { token: reader, body: { url: valid.url } })).status,
    ).toBe(403)
  })

  it('never shows or changes another tenant’s webhook', async () => {
    const hook = await json<Hook>(await create(valid))
    await addTenant(server, 'Other', 'other@example.com')
    const other = (await login(server, 'other@example.com')).token
    expect(await json(await call(server, '/webhook', { token: other }))).toEqual([])
    const patch = await call(server, `/webhook/${hook._id}`, {
      token: other,
      method: 'PATCH',
      body: { ...valid, url: 'https://evil.example.com/steal' },
    })
    expect(patch.status).toBe(404)
    expect(
      (await call(server, `/webhook/${hook._id}`, { token: other, method: 'DELETE' })).status,
    ).toBe(404)
    expect((await call(server, `/webhook/logs/?id=${hook._id}`, { token: other })).status).toBe(404)
    const mine = await json<Hook[]>(await call(server, '/webhook', { token }))
    expect(mine.map((h) => h.url)).toEqual([valid.url])
  })
})
