/**
 * Statements per password sign-in and per session -> access token refresh:
 * `DATABASE_URL=postgres://… npm run bench:hot-path`. Needs a PostgreSQL with the
 * `pg_stat_statements` extension loaded (`shared_preload_libraries`); the script creates the
 * extension on the admin database when missing. Spawns the server on a scratch database, signs in
 * and refreshes one request at a time, and prints each statement PostgreSQL ran per operation
 * (transaction control included: each is a round trip), with its mean time. The database holds
 * BENCH_OTHER_MEMBERS (20,000 by default) members of 50 other accounts besides: a member's sign-in
 * and refresh must cost the same however many others there are.
 */
import pg from 'pg'
import { hashPassword } from '../server/src/auth/passwords'
import { benchAdmin as admin, benchDatabaseUrl, withScratchServer } from './scratch-server'
import { addBenchUsers, addOtherAccountMembers } from './server-fixtures'

const adminUrl = benchDatabaseUrl('bench/hot-path.ts')
const operations = Number(process.env.BENCH_OPERATIONS ?? 40)
const otherMembers = Number(process.env.BENCH_OTHER_MEMBERS ?? 20_000)

/** The delivery, event and webhook workers' claims, which run on their own clock. */
const workerPolls =
  '^\\s*(UPDATE\\s+messages\\s+SET\\s+status|UPDATE\\s+events\\s+SET\\s+status|WITH\\s+claimed\\s+AS)'

interface StatementRow {
  query: string
  calls: string
  mean: number
}

const stats = new pg.Client({ connectionString: adminUrl })
await stats.connect()
await stats.query('create extension if not exists pg_stat_statements')

const cookieOf = (response: Response): string => {
  const line = response.headers.getSetCookie().find((c) => c.startsWith('foyer_refresh='))
  if (!line) throw new Error(`no refresh cookie (status ${response.status})`)
  return line.split(';')[0] ?? ''
}

/** Resets the counters of `database`, runs `work`, and prints what it ran per operation. */
const countStatements = async (database: string, label: string, work: () => Promise<void>) => {
  const { rows } = await stats.query<{ oid: number }>(
    'select oid from pg_database where datname = $1',
    [database],
  )
  const dbid = rows[0]?.oid
  await stats.query('select pg_stat_statements_reset()')
  await work()
  const result = await stats.query<StatementRow>(
    // Top-level statements only (a foreign key's check inside one is no round trip), without the
    // background workers' polls of their queues.
    `select query, calls::text, mean_exec_time as mean from pg_stat_statements
     where dbid = $1 and toplevel and query !~ $2 order by calls desc, mean_exec_time desc`,
    [dbid, workerPolls],
  )
  const total = result.rows.reduce((sum, row) => sum + Number(row.calls), 0)
  const time = result.rows.reduce((sum, row) => sum + Number(row.calls) * row.mean, 0)
  process.stdout.write(
    `\n${label}: ${(total / operations).toFixed(1)} statements per operation, ` +
      `${(time / operations).toFixed(2)} ms of PostgreSQL execution\n`,
  )
  for (const row of result.rows) {
    const perOp = Number(row.calls) / operations
    if (perOp < 0.05) continue
    const text = row.query.replace(/\s+/g, ' ').slice(0, 150)
    process.stdout.write(`  ${perOp.toFixed(2).padStart(5)} × ${row.mean.toFixed(3)} ms  ${text}\n`)
  }
}

await withScratchServer(adminUrl, async (server) => {
  const { base, db } = server
  await addBenchUsers(db, server.admin.tenantId, operations)
  if (otherMembers > 0) await addOtherAccountMembers(db, otherMembers)
  process.stdout.write(`${otherMembers} members of other accounts in the database\n`)
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(admin.password) })
    .where('email', 'like', '%@bench.example')
    .execute()
  const name = server.database
  const origin = new URL(base).origin.replace('127.0.0.1', 'localhost')
  const headers = { 'content-type': 'application/json', origin }
  const signIn = (i: number) =>
    fetch(`${base}/identity/resources/auth/v1/user`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: `user${i}@bench.example`, password: admin.password }),
    })
  // Warm: every statement prepared on the pool's connections.
  for (let i = 1; i <= 10; i++) await (await signIn(i)).arrayBuffer()
  const cookies: string[] = []
  await countStatements(name, 'password sign-in', async () => {
    for (let i = 1; i <= operations; i++) {
      const response = await signIn(i)
      await response.arrayBuffer()
      cookies.push(cookieOf(response))
    }
  })
  const refresh = async (cookie: string) => {
    const response = await fetch(`${base}/identity/resources/auth/v1/user/token/refresh`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ tenantId: null }),
    })
    await response.arrayBuffer()
    return cookieOf(response)
  }
  for (let i = 0; i < 10; i++) cookies[i] = await refresh(cookies[i] ?? '')
  await countStatements(name, 'session -> access token refresh', async () => {
    for (let i = 0; i < operations; i++) cookies[i] = await refresh(cookies[i] ?? '')
  })
})
await stats.end()
