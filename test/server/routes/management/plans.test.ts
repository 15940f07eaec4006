import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addTenant, createTestServer, vendorCall, vendorEnv, vendorLogin } from '../../helpers'
import type { TestServer, WireErrorBody } from '../../helpers'

let server: TestServer
let token: string
const base = '/entitlements/resources/plans/v1'
const featureIds: Record<string, string> = {}

interface Plan {
  id: string
  name: string
  defaultTreatment: string
  rules: unknown[]
  featureKeys: string[]
}

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  token = await vendorLogin(server)
  for (const key of ['sso', 'audit', 'reports']) {
    const created = await vendorCall<{ id: string }>(
      server,
      token,
      '/entitlements/resources/features/v1',
      { body: { key, name: key } },
    )
    featureIds[key] = created.body.id
  }
})
afterAll(() => server.close())

const planCount = async () => (await server.db.selectFrom('plans').select('id').execute()).length

const betweenRule = {
  conditionLogic: 'and',
  conditions: [
    {
      attribute: 'seats',
      negate: true,
      op: 'between_numeric',
      value: { start: 1, end: 10 },
    },
  ],
  treatment: 'true',
}

describe('plans v1', () => {
  it('creates a plan with features and rules, links, unlinks, changes and deletes it', async () => {
    const created = await vendorCall<Plan>(server, token, base, {
      body: {
        name: 'Pro',
        defaultTreatment: 'false',
        rules: [betweenRule],
        featureKeys: ['sso', 'audit'],
      },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name: 'Pro',
      defaultTreatment: 'false',
      rules: [betweenRule],
      featureKeys: ['audit', 'sso'],
    })
    const id = created.body.id
    const linked = await vendorCall<Plan>(server, token, `${base}/${id}/features/link`, {
      method: 'PATCH',
      body: { featureIds: [featureIds.reports] },
    })
    expect(linked.body.featureKeys).toEqual(['audit', 'reports', 'sso'])
    const unlinked = await vendorCall<Plan>(server, token, `${base}/${id}/features/unlink`, {
      method: 'PATCH',
      body: { featureIds: [featureIds.sso] },
    })
    expect(unlinked.body.featureKeys).toEqual(['audit', 'reports'])
    const features = await vendorCall<{ items: { key: string }[] }>(
      server,
      token,
      `${base}/${id}/features`,
    )
    expect(features.body.items.map((feature) => feature.key)).toEqual(['audit', 'reports'])
    const patched = await vendorCall<Plan>(server, token, `${base}/${id}`, {
      method: 'PATCH',
      body: { defaultTreatment: 'true', rules: [] },
    })
    expect(patched.body).toMatchObject({ defaultTreatment: 'true', rules: [] })
    expect((await vendorCall<Plan>(server, token, `${base}/${id}`)).body.name).toBe('Pro')
    expect((await vendorCall<{ items: Plan[] }>(server, token, base)).body.items).toHaveLength(1)
    expect((await vendorCall(server, token, `${base}/${id}`, { method: 'DELETE' })).status).toBe(
      200,
    )
    expect((await vendorCall(server, token, `${base}/${id}`)).status).toBe(404)
    const audits = await server.db
      .selectFrom('audit_logs')
      .select('action')
      .where('action', 'like', 'vendor.plan.%')
      .execute()
    expect(audits).toHaveLength(5)
  })

  it.each([
    ['a missing default treatment', { name: 'P' }, /^defaultTreatment: expected 'true' or 'false'/],
    ['a bad treatment', { name: 'P', defaultTreatment: true }, /^defaultTreatment: /],
    [
      'a reversed range',
      {
        name: 'P',
        defaultTreatment: 'false',
        rules: [
          {
            ...betweenRule,
            conditions: [{ ...betweenRule.conditions[0], value: { start: 10, end: 1 } }],
          },
        ],
      },
      /^rules\.0\.conditions\.0\.value: .*start must not be after end/,
    ],
    [
      'a rule without conditions',
      { name: 'P', defaultTreatment: 'false', rules: [{ ...betweenRule, conditions: [] }] },
      /^rules\.0\.conditions: /,
    ],
    [
      'an unknown feature',
      { name: 'P', defaultTreatment: 'false', featureKeys: ['sso', 'ghost'] },
      /^featureKeys: unknown feature ghost/,
    ],
  ])('refuses %s with a 400 naming the field, saving nothing', async (_case, body, message) => {
    const response = await vendorCall<WireErrorBody>(server, token, base, { body })
    expect(response.status).toBe(400)
    expect(response.body.errors[0]).toMatch(message)
    expect(await planCount()).toBe(0)
  })

  it('refuses to link an unknown feature id and leaves the plan as it was', async () => {
    const plan = await vendorCall<Plan>(server, token, base, {
      body: { name: 'Basic', defaultTreatment: 'false', featureKeys: ['sso'] },
    })
    const response = await vendorCall<WireErrorBody>(
      server,
      token,
      `${base}/${plan.body.id}/features/link`,
      { method: 'PATCH', body: { featureIds: [featureIds.audit, crypto.randomUUID()] } },
    )
    expect(response.status).toBe(400)
    expect(response.body.errors[0]).toMatch(/^featureIds: unknown feature/)
    expect(
      (await vendorCall<Plan>(server, token, `${base}/${plan.body.id}`)).body.featureKeys,
    ).toEqual(['sso'])
    const patch = await vendorCall<WireErrorBody>(server, token, `${base}/${plan.body.id}`, {
      method: 'PATCH',
      body: { name: 'Renamed', featureKeys: ['audit', 'ghost'] },
    })
    expect(patch.status).toBe(400)
    expect((await vendorCall<Plan>(server, token, `${base}/${plan.body.id}`)).body).toMatchObject({
      name: 'Basic',
      featureKeys: ['sso'],
    })
    const missing = await vendorCall(
      server,
      token,
      `${base}/${crypto.randomUUID()}/features/link`,
      {
        method: 'PATCH',
        body: { featureIds: [featureIds.audit] },
      },
    )
    expect(missing.status).toBe(404)
  })

  it("lists a tenant's plans from its unexpired assignments", async () => {
    const plan = await vendorCall<Plan>(server, token, base, {
      body: { name: 'Enterprise', defaultTreatment: 'false' },
    })
    const other = await addTenant(server, 'Other', 'other-plans@example.com')
    const assignments = '/entitlements/resources/entitlements/v2'
    await vendorCall(server, token, assignments, {
      body: { planId: plan.body.id, tenantId: server.tenantId },
    })
    await vendorCall(server, token, assignments, {
      body: {
        planId: plan.body.id,
        tenantId: other.tenantId,
        expirationDate: '2020-01-01T00:00:00Z',
      },
    })
    const ours = await vendorCall<{ items: Plan[] }>(
      server,
      token,
      `${base}/tenant/${server.tenantId}`,
    )
    expect(ours.body.items.map((item) => item.name)).toEqual(['Enterprise'])
    const theirs = await vendorCall<{ items: Plan[] }>(
      server,
      token,
      `${base}/tenant/${other.tenantId}`,
    )
    expect(theirs.body.items).toEqual([])
    expect((await vendorCall(server, token, `${base}/tenant/${crypto.randomUUID()}`)).status).toBe(
      404,
    )
  })
})
