import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startUsageSnapshotJob } from '../../../server/src/usage/snapshot-job'
import {
  addTenant,
  addUser,
  admin,
  call,
  createTestServer,
  login,
  vendorCall,
  vendorEnv,
  vendorLogin,
} from '../helpers'
import type { TestServer } from '../helpers'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
})

afterAll(async () => {
  await server.close()
})

interface Metric {
  key: string
  kind: string
  used: number
  limit: number | null
  feature: string | null
  series: (number | null)[]
}

const usage = async (token: string) => {
  const response = await call(server, '/usage/v1', { token })
  expect(response.status).toBe(200)
  return (await response.json()) as {
    from: string
    to: string
    plans: { name: string }[]
    metrics: Metric[]
  }
}

const metric = (report: { metrics: Metric[] }, key: string) => {
  const found = report.metrics.find((m) => m.key === key)
  if (!found) throw new Error(`no ${key}`)
  return found
}

/** A plan with a feature limiting `metric` to `limit`, assigned to `tenantId`. */
const planFor = async (tenantId: string, metric: string, limit: number, name: string) => {
  const planId = randomUUID()
  const featureId = randomUUID()
  await server.db
    .insertInto('features')
    .values({
      id: featureId,
      key: `${name}-${metric}`,
      name: `${name} ${metric}`,
      linked_permissions: '[]',
      metadata: JSON.stringify({ usage: { metric, limit } }),
    })
    .execute()
  await server.db
    .insertInto('plans')
    .values({ id: planId, name, default_treatment: 'true', rules: '[]' })
    .execute()
  await server.db
    .insertInto('plan_features')
    .values({ plan_id: planId, feature_id: featureId })
    .execute()
  await server.db
    .insertInto('plan_assignments')
    .values({
      id: randomUUID(),
      plan_id: planId,
      tenant_id: tenantId,
      user_id: null,
      expiration_date: null,
    })
    .execute()
}

describe('the Usage page’s numbers', () => {
  it('counts members, SSO connections and API tokens, today live, 30 days', async () => {
    const { token } = await login(server)
    await addUser(server, { email: 'member@example.com' })
    const report = await usage(token)
    expect(report.metrics.map((m) => m.key)).toEqual(['members', 'ssoConnections', 'apiTokens'])
    const members = metric(report, 'members')
    expect(members).toMatchObject({ kind: 'builtIn', used: 2, limit: null, feature: null })
    expect(members.series).toHaveLength(30)
    expect(members.series.at(-1)).toBe(2)
    expect(members.series.slice(0, 29).every((v) => v === null)).toBe(true)
    expect(report.to).toBe(server.clock.now().toISOString().slice(0, 10))
    const created = await call(server, '/identity/resources/tenants/api-tokens/v2', {
      token,
      body: { description: 'Export', roleIds: [], expiresInMinutes: null },
    })
    expect(created.status).toBe(200)
    expect(metric(await usage(token), 'apiTokens').used).toBe(1)
  })

  it('shows the limits of the tenant’s plans from their features', async () => {
    const { token } = await login(server)
    await planFor(server.tenantId, 'members', 25, 'Team')
    await planFor(server.tenantId, 'members', 50, 'Growth')
    const report = await usage(token)
    expect(report.plans.map((p) => p.name).sort()).toEqual(['Growth', 'Team'])
    expect(metric(report, 'members')).toMatchObject({ limit: 50, feature: 'Growth-members' })
    expect(metric(report, 'ssoConnections').limit).toBeNull()
  })

  it('plots each day as the daily job recorded it', async () => {
    const job = startUsageSnapshotJob({
      db: server.db,
      now: server.clock.now,
      intervalMs: 3_600_000,
    })
    try {
      await job.runOnce()
      await addUser(server, { email: 'later@example.com' })
      server.clock.advance(86_400_000)
      const { token } = await login(server)
      const members = metric(await usage(token), 'members')
      expect(members.series.slice(-2)).toEqual([2, 3])
    } finally {
      await job.stop()
    }
  })

  it('takes the vendor’s reports of its metered features, per tenant', async () => {
    const vendor = await vendorLogin(server)
    const other = await addTenant(server, 'Other', 'other-admin@example.com')
    await planFor(server.tenantId, 'exports', 100, 'Exports')
    const path = (tenantId: string, name: string) =>
      `/resources/usage/v1/tenants/${tenantId}/metrics/${name}`
    const reported = await vendorCall(server, vendor, path(server.tenantId, 'exports'), {
      method: 'PUT',
      body: { value: 7 },
    })
    expect(reported.status).toBe(200)
    await vendorCall(server, vendor, path(other.tenantId, 'exports'), {
      method: 'PUT',
      body: { value: 3 },
    })
    const { token } = await login(server)
    expect(metric(await usage(token), 'exports')).toMatchObject({
      kind: 'reported',
      used: 7,
      limit: 100,
      feature: 'Exports-exports',
    })
    const theirs = await usage(
      (await login(server, 'other-admin@example.com', admin.password)).token,
    )
    expect(metric(theirs, 'exports')).toMatchObject({ used: 3, limit: null })
    expect(metric(theirs, 'members').used).toBe(1)
    const builtIn = await vendorCall<{ errors: string[] }>(
      server,
      vendor,
      path(server.tenantId, 'members'),
      {
        method: 'PUT',
        body: { value: 1 },
      },
    )
    expect(builtIn.status).toBe(400)
    expect(builtIn.body.errors[0]).toBe(
      'metric: members is counted by Foyer and cannot be reported',
    )
    const missing = await vendorCall(server, vendor, path(randomUUID(), 'exports'), {
      method: 'PUT',
      body: { value: 1 },
    })
    expect(missing.status).toBe(404)
    const asTenant = await call(server, path(server.tenantId, 'exports'), {
      method: 'PUT',
      token,
      body: { value: 1 },
    })
    expect(asTenant.status).toBeGreaterThanOrEqual(401)
    expect(asTenant.status).toBeLessThan(404)
    const audits = await server.db
      .selectFrom('audit_logs')
      .select(['tenant_id', 'description'])
      .where('action', '=', 'vendor.usage.reported')
      .execute()
    expect(audits).toContainEqual({
      tenant_id: server.tenantId,
      description: 'Usage of exports reported: 7',
    })
  })

  it('refuses a member without the usage permission, with a sentence', async () => {
    await addUser(server, {
      email: 'viewer@example.com',
      password: admin.password,
      roleKeys: ['Viewer'],
    })
    const { token } = await login(server, 'viewer@example.com', admin.password)
    const response = await call(server, '/usage/v1', { token })
    expect(response.status).toBe(403)
    const body = (await response.json()) as { errors: string[] }
    expect(body.errors[0]).not.toContain('fe.usage.read')
  })
})
