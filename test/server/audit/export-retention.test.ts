import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { csvCell, formatInstant } from '../../../server/src/audit/csv'
import { purgeExpiredAudits, startAuditRetentionJob } from '../../../server/src/audit/retention'
import { addTenant, call, createTestServer, login } from '../helpers'
import type { TestServer } from '../helpers'

let server: TestServer
let token: string
let otherTenant: string
const day = 86_400_000

const row = (tenantId: string | null, description: string, createdAt: Date) => ({
  id: randomUUID(),
  tenant_id: tenantId,
  user_id: null,
  email: 'carol@example.com',
  action: 'user.login',
  description,
  severity: 'Info' as const,
  ip: '10.0.0.1',
  user_agent: 'agent',
  json: '{}',
  created_at: createdAt,
})

const exportCsv = async (body: unknown, query = '') => {
  const response = await call(server, `/audits/export/csv/v2?${query}`, { token, body })
  return { response, text: await response.text() }
}

beforeAll(async () => {
  server = await createTestServer()
  token = (await login(server)).token
  otherTenant = (await addTenant(server, 'Other', 'other-admin@example.com')).tenantId
  await server.db.deleteFrom('audit_logs').execute()
})
afterAll(async () => {
  await server.close()
})

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as formulas and quotes the rest (RFC 4180)', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"')
    expect(csvCell('+1')).toBe("'+1")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\tcmd')).toBe("'\tcmd")
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"')
    expect(csvCell('a, b')).toBe('"a, b"')
    expect(csvCell('plain')).toBe('plain')
  })

  it('prints instants in a time zone, and in UTC for an unknown one', () => {
    const at = new Date('2026-07-01T10:00:00.000Z')
    expect(formatInstant(at, 'Asia/Jerusalem')).toBe('2026-07-01 13:00:00 GMT+03:00')
    expect(formatInstant(at, 'Nowhere/Else')).toBe('2026-07-01 10:00:00 GMT+00:00')
  })

  it("streams audits.csv with the body's columns, the tenant's time zone and no other tenant", async () => {
    const at = new Date('2026-07-01T10:00:00.000Z')
    await server.db
      .insertInto('audit_logs')
      .values([
        row(server.tenantId, '=cmd|" /C calc"!A0', at),
        row(server.tenantId, 'Second, with a comma', new Date(at.getTime() + 1000)),
        row(otherTenant, 'Not yours', at),
      ])
      .execute()
    await server.db
      .insertInto('account_settings')
      .values({ tenant_id: server.tenantId, timezone: 'Asia/Jerusalem' })
      .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ timezone: 'Asia/Jerusalem' }))
      .execute()
    const { response, text } = await exportCsv({
      properties: [
        { name: 'createdAt', displayName: 'Time' },
        { name: 'description', displayName: 'Description' },
        { name: 'email', displayName: 'User' },
      ],
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(response.headers.get('content-disposition')).toContain('audits.csv')
    expect(text.split('\r\n')).toEqual([
      'Time,Description,User',
      '2026-07-01 13:00:01 GMT+03:00,"Second, with a comma",carol@example.com',
      `2026-07-01 13:00:00 GMT+03:00,"'=cmd|"" /C calc""!A0",carol@example.com`,
      '',
    ])
  })

  it('reads every row in batches, in order, whatever the batch boundaries', async () => {
    const start = new Date('2026-08-01T00:00:00.000Z').getTime()
    await server.db
      .insertInto('audit_logs')
      .values(
        Array.from({ length: 2500 }, (_, i) =>
          // Pairs share an instant, so the keyset must also order by id.
          row(server.tenantId, `Bulk ${i}`, new Date(start + Math.floor(i / 2) * 1000)),
        ),
      )
      .execute()
    const { text } = await exportCsv(
      { properties: [{ name: 'description', displayName: 'Description' }] },
      'filter=Bulk&sortDirection=asc',
    )
    const lines = text.trim().split('\r\n').slice(1)
    expect(lines).toHaveLength(2500)
    expect(new Set(lines).size).toBe(2500)
  })

  it('refuses a column the audits do not have, with a 400 naming it', async () => {
    const { response, text } = await exportCsv({ properties: [{ name: 'password' }] })
    expect(response.status).toBe(400)
    expect(text).toContain('password')
  })
})

describe('retention', () => {
  it('is 365 days by default; an admin changes it, audited; 1 to 3650 only', async () => {
    const path = '/audits/resources/configurations/v1/retention'
    expect(await (await call(server, path, { token })).json()).toEqual({ days: 365 })
    const saved = await call(server, path, { token, method: 'PUT', body: { days: 30 } })
    expect(saved.status).toBe(200)
    expect(await (await call(server, path, { token })).json()).toEqual({ days: 30 })
    // Another tenant keeps its own.
    const theirs = (await login(server, 'other-admin@example.com')).token
    expect(await (await call(server, path, { token: theirs })).json()).toEqual({ days: 365 })
    const audit = await server.db
      .selectFrom('audit_logs')
      .select(['action', 'tenant_id'])
      .where('action', '=', 'tenant.audit-retention.updated')
      .executeTakeFirst()
    expect(audit?.tenant_id).toBe(server.tenantId)
    for (const days of [0, 4000, 'x']) {
      const refused = await call(server, path, { token, method: 'PUT', body: { days } })
      expect(refused.status).toBe(400)
    }
  })

  it('the purge deletes in batches only what is past each tenant’s retention', async () => {
    await server.db.deleteFrom('audit_logs').execute()
    const now = server.clock.now()
    const ago = (days: number) => new Date(now.getTime() - days * day)
    await server.db
      .insertInto('audit_logs')
      .values([
        ...Array.from({ length: 7 }, (_, i) => row(server.tenantId, `old ${i}`, ago(31))),
        row(server.tenantId, 'recent', ago(29)),
        row(otherTenant, 'other old', ago(366)),
        row(otherTenant, 'other kept', ago(100)),
        row(null, 'vendor old', ago(400)),
      ])
      .execute()
    const deleted = await purgeExpiredAudits(server.db, { now, batchSize: 3 })
    expect(deleted).toBe(9)
    const left = await server.db.selectFrom('audit_logs').select('description').execute()
    expect(left.map((entry) => entry.description).sort()).toEqual(['other kept', 'recent'])
  })

  it("the server's job purges at start and on each run after, by the clock it is given", async () => {
    await server.db.deleteFrom('audit_logs').execute()
    const ago = (days: number) => new Date(server.clock.now().getTime() - days * day)
    await server.db
      .insertInto('audit_logs')
      .values([row(otherTenant, 'expired', ago(366)), row(otherTenant, 'kept', ago(364))])
      .execute()
    const job = startAuditRetentionJob({ db: server.db, now: server.clock.now, batchSize: 2 })
    try {
      // The run the job started on its own: `runOnce` answers it while it is under way.
      expect(await job.runOnce()).toBe(1)
      server.clock.advance(2 * day)
      expect(await job.runOnce()).toBe(1)
      const left = await server.db.selectFrom('audit_logs').select('description').execute()
      expect(left).toEqual([])
    } finally {
      await job.stop()
    }
  })
})
