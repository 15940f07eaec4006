import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addTenant,
  addUser,
  createTestServer,
  vendorCall,
  vendorEnv,
  vendorLogin,
} from '../../helpers'
import type { TestServer, WireErrorBody } from '../../helpers'

let server: TestServer
let token: string
let planId: string
const base = '/entitlements/resources/entitlements/v2'

interface Assignment {
  id: string
  planId: string
  tenantId: string
  userId: string | null
  expirationDate: string | null
  createdAt: string
}

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  token = await vendorLogin(server)
  const plan = await vendorCall<{ id: string }>(server, token, '/entitlements/resources/plans/v1', {
    body: { name: 'Pro', defaultTreatment: 'false' },
  })
  planId = plan.body.id
})
afterAll(() => server.close())

const count = async () =>
  (await server.db.selectFrom('plan_assignments').select('id').execute()).length

describe('entitlements v2 (plan assignments)', () => {
  it('assigns a plan, filters, changes the expiry and removes it, auditing each change', async () => {
    const created = await vendorCall<Assignment>(server, token, base, {
      body: { planId, tenantId: server.tenantId, expirationDate: '2030-01-01T00:00:00.000Z' },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      planId,
      tenantId: server.tenantId,
      userId: null,
      expirationDate: '2030-01-01T00:00:00.000Z',
    })
    const other = await addTenant(server, 'Other', 'other-assign@example.com')
    await vendorCall(server, token, base, { body: { planId, tenantId: other.tenantId } })
    const filtered = await vendorCall<{ items: Assignment[]; _metadata: { totalItems: number } }>(
      server,
      token,
      `${base}?tenantId=${server.tenantId}`,
    )
    expect(filtered.body.items.map((item) => item.id)).toEqual([created.body.id])
    expect(filtered.body._metadata.totalItems).toBe(1)
    const all = await vendorCall<{ items: Assignment[] }>(server, token, `${base}?planId=${planId}`)
    expect(all.body.items).toHaveLength(2)

    const id = created.body.id
    const patched = await vendorCall<Assignment>(server, token, `${base}/${id}`, {
      method: 'PATCH',
      body: { expirationDate: null },
    })
    expect(patched.body.expirationDate).toBeNull()
    expect((await vendorCall<Assignment>(server, token, `${base}/${id}`)).body.id).toBe(id)
    expect((await vendorCall(server, token, `${base}/${id}`, { method: 'DELETE' })).status).toBe(
      200,
    )
    expect((await vendorCall(server, token, `${base}/${id}`)).status).toBe(404)
    const audits = await server.db
      .selectFrom('audit_logs')
      .select(['action', 'tenant_id'])
      .where('action', 'like', 'vendor.entitlement.%')
      .where('tenant_id', '=', server.tenantId)
      .execute()
    expect(audits.map((row) => row.action).sort()).toEqual([
      'vendor.entitlement.created',
      'vendor.entitlement.deleted',
      'vendor.entitlement.updated',
    ])
  })

  it('assigns a plan to one user of the tenant, never to someone outside it', async () => {
    const userId = await addUser(server, { email: 'member@example.com' })
    const ok = await vendorCall<Assignment>(server, token, base, {
      body: { planId, tenantId: server.tenantId, userId },
    })
    expect(ok.body.userId).toBe(userId)
    const stranger = await addTenant(server, 'Stranger', 'stranger@example.com')
    const refused = await vendorCall<WireErrorBody>(server, token, base, {
      body: { planId, tenantId: server.tenantId, userId: stranger.userId },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0]).toMatch(/^userId: /)
  })

  it.each([
    [
      'an unknown plan',
      () => ({ planId: crypto.randomUUID(), tenantId: server.tenantId }),
      /^planId: no plan/,
    ],
    [
      'an unknown tenant',
      () => ({ planId, tenantId: crypto.randomUUID() }),
      /^tenantId: no tenant/,
    ],
    ['a malformed plan id', () => ({ planId: 'pro', tenantId: server.tenantId }), /^planId: /],
    [
      'a bad expiration date',
      () => ({ planId, tenantId: server.tenantId, expirationDate: 'tomorrow' }),
      /^expirationDate: /,
    ],
  ])('refuses %s with a 400 naming the field, saving nothing', async (_case, body, message) => {
    const before = await count()
    const response = await vendorCall<WireErrorBody>(server, token, base, { body: body() })
    expect(response.status).toBe(400)
    expect(response.body.errors[0]).toMatch(message)
    expect(await count()).toBe(before)
  })
})
