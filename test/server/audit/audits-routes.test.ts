import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addTenant, addUser, admin, call, createTestServer, login } from '../helpers'
import type { TestServer, WireErrorBody } from '../helpers'

interface Row {
  _id: string
  email: string
  user: string
  action: string
  actionName: string
  resource: string
  description: string
  severity: string
  ip: string
  createdAt: string
  json: Record<string, unknown>
}
interface Page {
  data: Row[]
  total: number
}

let server: TestServer
let token: string
let other: { tenantId: string; token: string }
/** When the first row was written: 40 minutes before the test server's clock. */
let base = 0

/** 30 rows in the admin's tenant, one a minute, and 2 in the other tenant. */
const seed = async () => {
  const rows = Array.from({ length: 30 }, (_, i) => ({
    id: randomUUID(),
    tenant_id: server.tenantId,
    user_id: null,
    email: i % 3 === 0 ? 'carol@example.com' : 'dave@example.com',
    action: i % 5 === 0 ? 'user.locked' : 'user.login',
    description: i === 7 ? 'Needle in the haystack' : `Row ${i}`,
    severity: i % 5 === 0 ? ('High' as const) : ('Info' as const),
    ip: i % 2 === 0 ? '10.0.0.1' : '10.0.0.2',
    user_agent: 'test',
    json: JSON.stringify(i === 9 ? { apiTokenId: 't1', apiTokenDescription: 'CI bot' } : {}),
    created_at: new Date(base + i * 60_000),
  }))
  await server.db.insertInto('audit_logs').values(rows).execute()
  await server.db
    .insertInto('audit_logs')
    .values(
      [0, 1].map((i) => ({
        id: randomUUID(),
        tenant_id: other.tenantId,
        user_id: null,
        email: 'eve@example.com',
        action: 'user.login',
        description: `Other tenant ${i}`,
        severity: 'High' as const,
        ip: '10.0.0.1',
        user_agent: null,
        json: '{}',
        created_at: new Date(base + i * 60_000),
      })),
    )
    .execute()
}

const page = async (query: string, as = token) => {
  const response = await call(server, `/audits?${query}`, { token: as })
  expect(response.status).toBe(200)
  return (await response.json()) as Page
}

beforeAll(async () => {
  server = await createTestServer()
  base = server.clock.now().getTime() - 40 * 60_000
  token = (await login(server)).token
  const tenant = await addTenant(server, 'Other', 'other-admin@example.com')
  other = {
    tenantId: tenant.tenantId,
    token: (await login(server, 'other-admin@example.com')).token,
  }
  await server.db.deleteFrom('audit_logs').execute()
  await seed()
})
afterAll(async () => {
  await server.close()
})

describe('GET /audits', () => {
  it('answers 20 rows of the tenant, newest first, and the total', async () => {
    const answer = await page('offset=0&count=20&sortBy=createdAt&sortDirection=desc&filter=')
    expect(answer.total).toBe(30)
    expect(answer.data).toHaveLength(20)
    expect(answer.data[0]?.description).toBe('Row 29')
    expect(answer.data.every((row) => !row.description.startsWith('Other tenant'))).toBe(true)
    expect(answer.data[0]).toMatchObject({ actionName: 'Signed in', resource: 'user' })
  })

  it('pages by offset and sorts either way by any sortable column', async () => {
    const second = await page('offset=20&count=20')
    expect(second.data.map((row) => row.description)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Row ${9 - i}`).map((d) =>
        d === 'Row 7' ? 'Needle in the haystack' : d,
      ),
    )
    const oldest = await page('count=1&sortBy=createdAt&sortDirection=asc')
    expect(oldest.data[0]?.description).toBe('Row 0')
    const byEmail = await page('count=30&sortBy=email&sortDirection=asc')
    expect(byEmail.data[0]?.email).toBe('carol@example.com')
    expect(byEmail.data.at(-1)?.email).toBe('dave@example.com')
    const bySeverity = await page('count=30&sortBy=severity&sortDirection=asc')
    expect(bySeverity.data[0]?.severity).toBe('High')
  })

  it('filters by user, action, severity, IP, time range and free text', async () => {
    expect((await page('email=carol@example.com')).total).toBe(10)
    expect((await page('action=user.locked')).total).toBe(6)
    expect((await page('severity=High')).total).toBe(6)
    expect((await page('ip=10.0.0.2')).total).toBe(15)
    const from = new Date(base + 10 * 60_000).toISOString()
    const to = new Date(base + 20 * 60_000).toISOString()
    expect((await page(`from=${from}&to=${to}`)).total).toBe(10)
    const found = await page('filter=haystack')
    expect(found.data.map((row) => row.description)).toEqual(['Needle in the haystack'])
    expect((await page('filter=100%25')).total).toBe(0)
    expect((await page('email=carol@example.com&severity=High')).total).toBe(2)
  })

  it('in virtual mode answers only whether another page follows', async () => {
    expect((await page('count=20&paginationMode=virtual')).total).toBe(21)
    expect((await page('offset=20&count=20&paginationMode=virtual')).total).toBe(30)
  })

  it('names a tenant API token as the user of the rows it caused', async () => {
    const row = (await page('count=30')).data.find((entry) => entry.description === 'Row 9')
    expect(row?.user).toBe('API token · CI bot')
  })

  it('refuses bad input with a 400 naming it, never a 500', async () => {
    for (const query of [
      'count=0',
      'count=1000',
      'sortBy=password',
      'sortDirection=up',
      'from=yesterday',
      'severity=Low',
    ]) {
      const response = await call(server, `/audits?${query}`, { token })
      expect(response.status, query).toBe(400)
      expect(((await response.json()) as WireErrorBody).errors[0]).toBeTruthy()
    }
  })

  it("never shows another tenant's rows", async () => {
    const theirs = await page('count=50', other.token)
    expect(theirs.total).toBeGreaterThanOrEqual(2)
    expect(theirs.data.every((row) => row.email !== 'carol@example.com')).toBe(true)
    expect((await page('email=eve@example.com')).total).toBe(0)
  })

  it('refuses a member without fe.secure.read.audits with a sentence', async () => {
    await addUser(server, { email: 'plain@example.com', password: admin.password })
    const plain = (await login(server, 'plain@example.com')).token
    const response = await call(server, '/audits', { token: plain })
    expect(response.status).toBe(403)
    const body = (await response.json()) as WireErrorBody
    expect(body.errors[0]).not.toMatch(/^fe\./)
    expect((await call(server, '/audits')).status).toBe(401)
  })
})

describe('GET /audits/stats', () => {
  it("counts today's rows and this week's severe rows of the tenant only", async () => {
    const response = await call(
      server,
      '/audits/stats?sortBy=createdAt&sortDirection=desc&count=20',
      { token },
    )
    expect(response.status).toBe(200)
    const stats = (await response.json()) as { totalToday: number; severeThisWeek: number }
    expect(stats.severeThisWeek).toBe(6)
    const midnight = new Date(server.clock.now())
    midnight.setUTCHours(0, 0, 0, 0)
    const today = await server.db
      .selectFrom('audit_logs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', server.tenantId)
      .where('created_at', '>=', midnight)
      .executeTakeFirstOrThrow()
    expect(stats.totalToday).toBe(Number(today.n))
    expect(stats.totalToday).toBeGreaterThan(0)
  })
})

describe('GET /audits/actions', () => {
  it('answers the whole catalogue by display name, to readers of the audits only', async () => {
    const response = await call(server, '/audits/actions', { token })
    expect(response.status).toBe(200)
    const { actions } = (await response.json()) as {
      actions: { key: string; displayName: string; severity: string }[]
    }
    expect(actions.length).toBeGreaterThan(50)
    expect(actions).toContainEqual({
      key: 'user.invited',
      displayName: 'User invited',
      severity: 'Info',
    })
    const names = actions.map((entry) => entry.displayName)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    expect(new Set(actions.map((entry) => entry.key)).size).toBe(actions.length)
    await addUser(server, { email: 'reader-less@example.com', password: admin.password })
    const plain = (await login(server, 'reader-less@example.com')).token
    expect((await call(server, '/audits/actions', { token: plain })).status).toBe(403)
  })
})

describe('GET /metadata?entityName=audits', () => {
  it('answers the columns: five in the table, three in more-info', async () => {
    const response = await call(server, '/metadata?entityName=audits', { token })
    const body = (await response.json()) as {
      rows: { properties: { name: string; displayName: string; showInTable: boolean }[] }[]
    }
    const columns = body.rows[0]?.properties ?? []
    expect(columns.filter((c) => c.showInTable).map((c) => c.displayName)).toEqual([
      'Time',
      'User',
      'Action',
      'Description',
      'IP Address',
    ])
    expect(columns.filter((c) => !c.showInTable).map((c) => c.displayName)).toEqual([
      'Severity',
      'User Agent',
      'Json Data',
    ])
    const none = await call(server, '/metadata?entityName=notifications', { token })
    expect(((await none.json()) as { rows: unknown[] }).rows).toEqual([])
  })
})
