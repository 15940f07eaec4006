import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { profileRowsOf } from '../../../server/src/profile/repository'
import { admin, call, createTestServer, login } from '../helpers'
import type { TestServer } from '../helpers'

/**
 * A member's profile (sign-in, refresh, the profile routes) reads that member's roles only, however
 * many members the database holds. Joined plainly, the roles view (a UNION of direct, group and
 * super-user roles) was read whole and deduplicated by every refresh: 30 ms a refresh with 20,000
 * members in other accounts, where 1 ms is the norm.
 */
let server: TestServer
const others = 600

beforeAll(async () => {
  server = await createTestServer()
  // Members of other accounts, each with a role: what the profile must not read.
  await sql`insert into tenants (id, name) select gen_random_uuid(), 'Other ' || g
    from generate_series(1, 20) g`.execute(server.db)
  await sql`insert into users (id, email, name, verified, tenant_id, created_at)
    select gen_random_uuid(), 'other' || g || '@plan.example', 'Other ' || g, true,
      (select id from tenants where name like 'Other %' order by id offset g % 20 limit 1), now()
    from generate_series(1, ${others}::int) g`.execute(server.db)
  await sql`insert into tenant_memberships (user_id, tenant_id, created_at, is_disabled)
    select id, tenant_id, created_at, false from users where email like '%@plan.example'`.execute(
    server.db,
  )
  await sql`insert into user_tenant_roles (user_id, tenant_id, role_id)
    select u.id, u.tenant_id, r.id from users u join roles r on r.key = 'Viewer' and r.tenant_id is null
    where u.email like '%@plan.example'`.execute(server.db)
})
afterAll(() => server.close())

interface PlanNode {
  'Relation Name'?: string
  'Actual Rows'?: number
  'Actual Loops'?: number
  Plans?: PlanNode[]
}

/** Rows the plan's scans of `table` produced, over all their loops. */
const rowsReadFrom = (node: PlanNode, table: string): number =>
  (node['Relation Name'] === table ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) : 0) +
  (node.Plans ?? []).reduce((sum, child) => sum + rowsReadFrom(child, table), 0)

it("reads the member's own role rows, not every member's, when the user comes from another part of the statement", async () => {
  // As the refresh's rotation reads it: the user id is a column of the row it just wrote.
  const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>`explain (analyze, format json)
    with created as materialized (select ${server.adminUserId}::uuid as user_id)
    select prof.* from created
      left join lateral (${profileRowsOf(sql.ref('created.user_id'), new Date())}) prof on true`.execute(
    server.db,
  )
  const plan = rows[0]?.['QUERY PLAN'][0].Plan
  if (!plan) throw new Error('no plan')
  expect(rowsReadFrom(plan, 'user_tenant_roles')).toBeLessThanOrEqual(2)
  expect(rowsReadFrom(plan, 'tenant_memberships')).toBeLessThanOrEqual(2)
})

it('a refresh among many members still answers the member’s roles and permissions', async () => {
  const { cookie } = await login(server, admin.email, admin.password)
  const refreshed = await call(server, '/identity/resources/auth/v1/user/token/refresh', {
    method: 'POST',
    headers: { cookie },
    body: {},
  })
  expect(refreshed.status).toBe(200)
  const body = (await refreshed.json()) as { roles: { key: string }[]; permissions: unknown[] }
  expect(body.roles.map((role) => role.key)).toEqual(['Admin'])
  expect(body.permissions.length).toBeGreaterThan(10)
})
