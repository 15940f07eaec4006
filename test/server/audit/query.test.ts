import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUDIT_COUNT_CAP, auditCountQuery } from '../../../server/src/audit/query'
import { addTenant, call, createTestServer, login } from '../helpers'
import type { AuditFilter } from '../../../server/src/audit/query'
import type { TestServer } from '../helpers'

let server: TestServer
let token: string
let otherTenant: string
let now = 0
const rows = 60_000
const week = () => new Date(now - 7 * 86_400_000)

/**
 * `count` rows of `tenantId` over the last year, newest first in the table (as the audits bench
 * writes them), 1 in 10 High, 12 actions.
 */
const fill = (tenantId: string, count: number) =>
  sql`INSERT INTO audit_logs (id, tenant_id, email, action, description, severity, ip, created_at)
    SELECT gen_random_uuid(), ${tenantId}::uuid, 'user' || (n % 500) || '@example.com',
      (ARRAY['user.login', 'user.logout', 'user.invited', 'role.updated', 'user.mfa.enrolled',
        'user.login.failed', 'group.created', 'user.password.changed', 'sso.domain.added',
        'user.roles.updated', 'tenant.mfa-policy.updated', 'user.locked'])[1 + n % 12],
      'Row ' || n, CASE WHEN n % 10 = 0 THEN 'High' ELSE 'Info' END, '10.0.' || (n % 100) || '.1',
      ${new Date(now).toISOString()}::timestamptz
        - (n::double precision / ${count}::double precision) * interval '365 days'
    FROM generate_series(0, ${count - 1}) AS n`.execute(server.db)

/** A value as a SQL literal of `EXECUTE` (the count's parameters: texts, instants, numbers). */
const literal = (value: unknown) =>
  typeof value === 'number'
    ? String(value)
    : `'${(value instanceof Date ? value.toISOString() : String(value)).replaceAll("'", "''")}'`

interface PlanNode {
  'Node Type': string
  Plans?: PlanNode[]
}

const nodeTypes = (node: PlanNode): string[] => [
  node['Node Type'],
  ...(node.Plans ?? []).flatMap(nodeTypes),
]

/**
 * The plan nodes of the tenant's count under `filter` when run as a named statement is after its
 * fifth run (`force_generic_plan`) and before (`force_custom_plan`).
 */
const countPlans = async (filter: AuditFilter) => {
  const compiled = auditCountQuery(server.db, server.tenantId, filter).compile()
  return server.db.connection().execute(async (db) => {
    await sql.raw(`PREPARE audit_count AS ${compiled.sql}`).execute(db)
    try {
      const plans: Record<string, string[]> = {}
      for (const mode of ['force_generic_plan', 'force_custom_plan']) {
        await sql.raw(`SET plan_cache_mode = ${mode}`).execute(db)
        const { rows: explained } = await sql
          .raw<{ 'QUERY PLAN': unknown }>(
            `EXPLAIN (FORMAT JSON) EXECUTE audit_count(${compiled.parameters.map(literal).join(', ')})`,
          )
          .execute(db)
        const plan = explained[0]?.['QUERY PLAN']
        const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[]
        plans[mode] = parsed[0] ? nodeTypes(parsed[0].Plan) : []
      }
      return plans
    } finally {
      await sql`RESET plan_cache_mode`.execute(db)
      await sql`DEALLOCATE audit_count`.execute(db)
    }
  })
}

beforeAll(async () => {
  server = await createTestServer()
  now = server.clock.now().getTime()
  token = (await login(server)).token
  otherTenant = (await addTenant(server, 'Other', 'other-admin@example.com')).tenantId
  // As after a burst of writes, before autovacuum marks the pages all-visible: then an index-only
  // scan costs as much as reading the rows, and an unordered capped count became a table scan.
  await sql`ALTER TABLE audit_logs SET (autovacuum_enabled = false)`.execute(server.db)
  await server.db.deleteFrom('audit_logs').execute()
  await fill(server.tenantId, rows)
  await fill(otherTenant, 5000)
  await sql`ANALYZE audit_logs`.execute(server.db)
}, 120_000)
afterAll(async () => {
  await server.close()
})

describe('auditCountQuery', () => {
  it('walks an index to the cap, never the whole table, in the generic plan and a custom one', async () => {
    for (const filter of [{ from: week() }, { severity: 'High' as const }, {}]) {
      const plans = await countPlans(filter)
      for (const [mode, nodes] of Object.entries(plans)) {
        expect(nodes, `${JSON.stringify(filter)} ${mode}`).not.toContain('Seq Scan')
        expect(
          nodes.some((node) => node.includes('Index')),
          mode,
        ).toBe(true)
      }
    }
  })

  it('answers exact totals up to 10,000, of the tenant only, and 10,000 past them', async () => {
    const total = async (query: string) => {
      const response = await call(server, `/audits?${query}`, { token })
      expect(response.status).toBe(200)
      return ((await response.json()) as { total: number }).total
    }
    const [inWeek] = await server.db
      .selectFrom('audit_logs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', server.tenantId)
      .where('created_at', '>=', week())
      .execute()
    expect(await total(`from=${week().toISOString()}`)).toBe(Number(inWeek?.n))
    expect(await total('')).toBe(AUDIT_COUNT_CAP)
    expect(await total('severity=High')).toBe(rows / 10)
    expect(await total('action=user.locked')).toBe(rows / 12)
    expect(await total('filter=Row%201234')).toBe(11)
  })
})
