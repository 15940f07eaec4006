import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, vendorCall, vendorEnv, vendorLogin } from '../../helpers'
import type { TestServer, WireErrorBody } from '../../helpers'

let server: TestServer
let token: string
const base = '/entitlements/resources/features/v1'

interface Feature {
  id: string
  key: string
  name: string
  description: string
  permissions: string[]
  metadata: Record<string, unknown>
}

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  token = await vendorLogin(server)
})
afterAll(() => server.close())

const audits = (action: string) =>
  server.db.selectFrom('audit_logs').select(['json']).where('action', '=', action).execute()

describe('features v1', () => {
  it('creates, lists, changes and deletes a feature, auditing each change', async () => {
    const created = await vendorCall<Feature>(server, token, base, {
      body: {
        key: 'sso',
        name: 'Single sign-on',
        permissions: ['fe.secure.read.samlConfiguration'],
        metadata: { tier: 'pro' },
      },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      key: 'sso',
      name: 'Single sign-on',
      description: '',
      permissions: ['fe.secure.read.samlConfiguration'],
      metadata: { tier: 'pro' },
    })
    const list = await vendorCall<{ items: Feature[]; _metadata: { totalItems: number } }>(
      server,
      token,
      base,
    )
    expect(list.body.items.map((feature) => feature.key)).toEqual(['sso'])
    expect(list.body._metadata.totalItems).toBe(1)

    const patched = await vendorCall<Feature>(server, token, `${base}/${created.body.id}`, {
      method: 'PATCH',
      body: { description: 'SAML and OIDC', permissions: [] },
    })
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject({
      key: 'sso',
      description: 'SAML and OIDC',
      permissions: [],
    })

    const deleted = await vendorCall(server, token, `${base}/${created.body.id}`, {
      method: 'DELETE',
    })
    expect(deleted.status).toBe(200)
    expect((await vendorCall<{ items: Feature[] }>(server, token, base)).body.items).toEqual([])
    expect(await audits('vendor.feature.created')).toHaveLength(1)
    expect(await audits('vendor.feature.updated')).toHaveLength(1)
    const [deletion] = await audits('vendor.feature.deleted')
    expect(deletion?.json).toMatchObject({ key: 'sso', clientId: vendorEnv.FOYER_CLIENT_ID })
  })

  it.each([
    ['a missing key', { name: 'x' }, /^key is required/],
    ['a key with spaces', { key: 'a b', name: 'x' }, /^key: letters/],
    ['a key starting with _', { key: '__proto__', name: 'x' }, /^key: /],
    ['a non-string permission', { key: 'a', name: 'x', permissions: [true] }, /^permissions\.0/],
    ['an unknown permission', { key: 'a', name: 'x', permissions: ['no.such'] }, /no\.such/],
    ['an unknown field', { key: 'a', name: 'x', colour: 'red' }, /colour/],
  ])('refuses %s with a 400 naming the field, saving nothing', async (_case, body, message) => {
    const before = (await audits('vendor.feature.created')).length
    const response = await vendorCall<WireErrorBody>(server, token, base, { body })
    expect(response.status).toBe(400)
    expect(response.body.errors[0]).toMatch(message)
    expect(await server.db.selectFrom('features').select('id').execute()).toEqual([])
    expect(await audits('vendor.feature.created')).toHaveLength(before)
  })

  it('answers 409 to the loser of two concurrent creations of one key', async () => {
    const create = () => vendorCall(server, token, base, { body: { key: 'race', name: 'Race' } })
    const statuses = (await Promise.all([create(), create()])).map((answer) => answer.status)
    expect(statuses.sort()).toEqual([201, 409])
  })

  it('answers 409 for a taken key and 404 for an unknown or malformed id', async () => {
    const first = await vendorCall<Feature>(server, token, base, { body: { key: 'k', name: 'K' } })
    expect(first.status).toBe(201)
    const again = await vendorCall<WireErrorBody>(server, token, base, {
      body: { key: 'k', name: 'K again' },
    })
    expect(again.status).toBe(409)
    expect(again.body.errors[0]).toMatch(/^key: /)
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      const patch = await vendorCall(server, token, `${base}/${id}`, {
        method: 'PATCH',
        body: { name: 'x' },
      })
      expect(patch.status).toBe(404)
      expect((await vendorCall(server, token, `${base}/${id}`, { method: 'DELETE' })).status).toBe(
        404,
      )
    }
  })
})
