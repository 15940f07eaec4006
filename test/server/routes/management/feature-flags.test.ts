import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, vendorCall, vendorEnv, vendorLogin } from '../../helpers'
import type { TestServer, WireErrorBody } from '../../helpers'

let server: TestServer
let token: string
const base = '/entitlements/resources/feature-flags/v1'

interface Flag {
  id: string
  key: string
  on: boolean
  offTreatment: string
  defaultTreatment: string
  rules: unknown[]
  featureKeys: string[]
}

const tenantRule = (tenantId: string) => ({
  conditionLogic: 'and',
  conditions: [
    { attribute: 'frontegg.tenantId', negate: false, op: 'in_list', value: { list: [tenantId] } },
  ],
  treatment: 'true',
})

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  token = await vendorLogin(server)
  await vendorCall(server, token, '/entitlements/resources/features/v1', {
    body: { key: 'reports', name: 'Reports' },
  })
})
afterAll(() => server.close())

const flagCount = async () =>
  (await server.db.selectFrom('feature_flags').select('id').execute()).length

describe('feature flags v1', () => {
  it('creates a flag linked to a feature, reads, changes and deletes it', async () => {
    const created = await vendorCall<Flag>(server, token, base, {
      body: {
        key: 'new-reports',
        name: 'New reports',
        on: true,
        offTreatment: 'false',
        defaultTreatment: 'false',
        rules: [tenantRule(server.tenantId)],
        featureKeys: ['reports'],
      },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      key: 'new-reports',
      on: true,
      rules: [tenantRule(server.tenantId)],
      featureKeys: ['reports'],
    })
    const id = created.body.id
    expect((await vendorCall<Flag>(server, token, `${base}/${id}`)).body.key).toBe('new-reports')
    const patched = await vendorCall<Flag>(server, token, `${base}/${id}`, {
      method: 'PATCH',
      body: { on: false, featureKeys: [] },
    })
    expect(patched.body).toMatchObject({ on: false, featureKeys: [] })
    const list = await vendorCall<{ items: Flag[] }>(server, token, base)
    expect(list.body.items.map((flag) => flag.key)).toEqual(['new-reports'])
    expect((await vendorCall(server, token, `${base}/${id}`, { method: 'DELETE' })).status).toBe(
      200,
    )
    expect((await vendorCall(server, token, `${base}/${id}`)).status).toBe(404)
    const actions = await server.db
      .selectFrom('audit_logs')
      .select('action')
      .where('action', 'like', 'vendor.feature-flag.%')
      .execute()
    expect(actions.map((row) => row.action).sort()).toEqual([
      'vendor.feature-flag.created',
      'vendor.feature-flag.deleted',
      'vendor.feature-flag.updated',
    ])
  })

  const valid = { key: 'f', name: 'F', on: true, offTreatment: 'false', defaultTreatment: 'true' }
  const condition = { attribute: 'frontegg.email', negate: false }
  const rule = (extra: Record<string, unknown>) => ({
    rules: [{ conditionLogic: 'and', treatment: 'true', conditions: [{ ...condition, ...extra }] }],
  })
  it.each([
    ['a bad treatment', { defaultTreatment: 'yes' }, /^defaultTreatment: /],
    ['a non-boolean on', { on: 'true' }, /^on: /],
    [
      'an unknown operation',
      rule({ op: 'sounds_like', value: {} }),
      /^rules\.0\.conditions\.0\.op/,
    ],
    [
      'a malformed payload',
      rule({ op: 'in_list', value: { list: ['a', 1] } }),
      /^rules\.0\.conditions\.0\.value\.list.*in_list/,
    ],
    [
      'an invalid regex',
      rule({ op: 'matches', value: { string: '(' } }),
      /^rules\.0\.conditions\.0\.value: .*regular expression/,
    ],
    [
      'a non-boolean negate',
      rule({ negate: 'no', op: 'is', value: { boolean: true } }),
      /^rules\.0\.conditions\.0\.negate/,
    ],
    ['rules that are not a list', { rules: { a: 1 } }, /^rules: /],
    ['an unknown feature', { featureKeys: ['nope'] }, /^featureKeys: unknown feature nope/],
  ])('refuses %s with a 400 naming the field, saving nothing', async (_case, extra, message) => {
    const response = await vendorCall<WireErrorBody>(server, token, base, {
      body: { ...valid, ...extra },
    })
    expect(response.status).toBe(400)
    expect(response.body.errors[0]).toMatch(message)
    expect(await flagCount()).toBe(0)
  })

  it('keeps a feature to one flag and rolls back a flag whose links fail', async () => {
    const first = await vendorCall<Flag>(server, token, base, {
      body: { ...valid, key: 'one', featureKeys: ['reports'] },
    })
    expect(first.status).toBe(201)
    const second = await vendorCall<WireErrorBody>(server, token, base, {
      body: { ...valid, key: 'two', featureKeys: ['reports'] },
    })
    expect(second.status).toBe(400)
    expect(second.body.errors[0]).toMatch(/^featureKeys: reports already linked/)
    expect(await flagCount()).toBe(1)
    const taken = await vendorCall(server, token, base, { body: { ...valid, key: 'one' } })
    expect(taken.status).toBe(409)
  })
})
