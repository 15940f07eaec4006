import { sql } from 'kysely'
import { migrateToLatest } from '../server/src/db/migrate'
import { seedDatabase } from '../server/src/db/seed'
import { searchTenantUsers } from '../server/src/user-search/repository'
import { createTarget } from './delivery-fixtures'
import type { UserSearch } from '../server/src/user-search/repository'

/**
 * Users v3 with 100,000 users in one tenant on PostgreSQL (issue 11): the p95 of the first page,
 * of a deep page sorted by name and of a name-or-email search, measured on the query the route
 * runs (`searchTenantUsers`: the page with its roles, and the count). Budgets: first page ≤ 10 ms,
 * deep page ≤ 20 ms, search ≤ 30 ms. `DATABASE_URL` names the PostgreSQL server (a scratch
 * database is created and dropped); `BENCH_USERS` changes the count.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:54329/postgres npm run bench:users
 */
const count = Number(process.env.BENCH_USERS ?? 100_000)
const runs = 200
const budgets = { firstPage: 10, deepPage: 20, search: 30 }
const words = ['amber', 'birch', 'cedar', 'delta', 'ember', 'fjord', 'grove', 'heron', 'iris']

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

const main = async () => {
  const url = process.env.DATABASE_URL
  if (!url)
    throw new Error('Set DATABASE_URL to a PostgreSQL server (the budgets are for PostgreSQL)')
  const target = await createTarget(url)
  const db = await target.open()
  try {
    await migrateToLatest(db)
    await seedDatabase(db, {
      email: 'bench-admin@example.com',
      password: 'a bench password, long enough',
    })
    const tenant = await db.selectFrom('tenants').select('id').executeTakeFirstOrThrow()
    const tenantId = tenant.id
    // Names from a few words and a number, so prefixes repeat as real names do.
    await sql`insert into users (id, email, name, verified, tenant_id, last_login)
      select gen_random_uuid(), 'user' || i || '@bench.example',
        initcap((array[${sql.join(words.map((w) => sql`${w}`))}])[1 + i % 9]) || ' ' || md5(i::text),
        i % 7 <> 0, ${tenantId}, now() - (i % 200) * interval '1 day'
      from generate_series(1, ${count}) as i`.execute(db)
    await sql`insert into tenant_memberships (user_id, tenant_id, activated_for_tenant)
      select id, ${tenantId}, true from users where email like '%@bench.example'`.execute(db)
    await sql`insert into user_tenant_roles (user_id, tenant_id, role_id)
      select u.id, ${tenantId}, r.id from users u, roles r
      where u.email like '%@bench.example' and r.key = 'Viewer' and r.tenant_id is null`.execute(db)
    // As autovacuum would after a bulk load: statistics, and the visibility map index-only scans use.
    await sql`vacuum analyze`.execute(db)
    const base: UserSearch = {
      tenantId,
      vendorId: 'bench',
      limit: 20,
      page: 0,
      sortBy: 'name',
      order: 'DESC',
      now: new Date(),
    }
    const pages = Math.ceil((count + 1) / 20)
    const measure = async (make: (run: number) => UserSearch) => {
      for (let run = 0; run < 20; run++) await searchTenantUsers(db, make(run))
      const samples: number[] = []
      for (let run = 0; run < runs; run++) {
        const started = performance.now()
        await searchTenantUsers(db, make(run))
        samples.push(performance.now() - started)
      }
      return { p50: percentile(samples, 50), p95: percentile(samples, 95) }
    }
    const results = {
      firstPage: await measure(() => base),
      deepPage: await measure((run) => ({
        ...base,
        order: 'ASC',
        page: Math.floor(pages / 2) + ((run * 37) % Math.floor(pages / 2)),
      })),
      search: await measure((run) => ({ ...base, email: `user${(run * 7919) % count}@` })),
    }
    const lines = Object.entries(results).map(([name, { p50, p95 }]) => {
      const budget = budgets[name as keyof typeof budgets]
      const verdict = p95 <= budget ? 'ok' : 'OVER'
      return `${name.padEnd(10)} p50 ${p50.toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  (budget ${budget} ms) ${verdict}`
    })
    process.stdout.write(
      `users v3, ${count} users in one tenant, ${target.label}, ${runs} runs each\n${lines.join('\n')}\n`,
    )
    if (
      Object.entries(results).some(([name, r]) => r.p95 > budgets[name as keyof typeof budgets])
    ) {
      process.exitCode = 1
    }
  } finally {
    await db.destroy()
    await target.drop()
  }
}

await main()
