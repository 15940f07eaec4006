/**
 * Many instances, one PostgreSQL: `DATABASE_URL=postgres://… npm run bench:instances` (after
 * `npm run build:server`). Starts four compiled servers (`server/dist/start.cjs`, or
 * BENCH_SERVER_ENTRY) on one scratch database behind a round-robin balancer on loopback
 * (`test/support/balancer.ts`, as the multi-process test uses, here reusing its connections) and
 * measures, with the balancer spreading the load over 1, 2 then 4 of them: password sign-ins/s (8
 * connections over 200 users) and cookie refreshes/s (16 connections, each request spending a
 * fresh session). BENCH_DIRECT=1 adds a row per count with the load on the instances' own ports
 * (connections split evenly), without the balancer. Prints wall-clock rates, latencies, the
 * servers' CPU ms per operation (a busy machine inflates the wall clock, far less the CPU), this
 * process's (load generator and balancer) and the load average.
 */
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import pg from 'pg'
import { hashPassword } from '../server/src/auth/passwords'
import { createDatabase } from '../server/src/db/create-database'
import { startBalancer } from '../test/support/balancer'
import { cpuSeconds, startServerProcess } from '../test/support/server-process'
import { benchAdmin as admin, benchDatabaseUrl } from './scratch-server'
import { runLoad } from './server-autocannon'
import { addBenchUsers, openBenchSessions } from './server-fixtures'
import type { ServerProcess } from '../test/support/server-process'
import type { LoadOptions, LoadResult } from './server-autocannon'

const adminUrl = benchDatabaseUrl('bench/instances.ts')
const entry = process.env.BENCH_SERVER_ENTRY ?? 'server/dist/start.cjs'
const seconds = Number(process.env.BENCH_SECONDS ?? 8)
const direct = process.env.BENCH_DIRECT === '1'
const counts = [1, 2, 4]
const users = 200
if (!existsSync(entry)) {
  process.stderr.write(`bench/instances.ts runs the compiled server: npm run build:server first\n`)
  process.exit(1)
}

const onAdmin = async (query: string) => {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(query)
  await client.end()
}

/** Strings of this environment, passed on to the servers (e.g. UV_THREADPOOL_SIZE). */
const inherited = Object.fromEntries(
  Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
)

/**
 * The load split over `bases` (the balancer's address, or instances' own), run at once; answers
 * the summed result, the servers' CPU per operation and this process's (load and balancer).
 */
const spread = async (
  bases: string[],
  pids: number[],
  load: (base: string, connections: number) => LoadOptions,
  connections: number,
) => {
  const before = pids.map(cpuSeconds)
  const ownBefore = process.cpuUsage()
  const results = await Promise.all(
    bases.map((base) => runLoad(load(base, connections / bases.length))),
  )
  const cpu = pids.reduce((sum, pid, i) => sum + cpuSeconds(pid) - (before[i] ?? 0), 0)
  const own = process.cpuUsage(ownBefore)
  const ok = results.reduce((sum, r) => sum + r['2xx'], 0)
  const worst = (pick: (r: LoadResult) => number) => Math.max(...results.map(pick))
  return {
    rate: ok / Math.max(...results.map((r) => r.duration)),
    failed: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
    p50: worst((r) => r.latency.p50),
    p99: worst((r) => r.latency.p99),
    cpuMs: (cpu / Math.max(1, ok)) * 1000,
    ownMs: (own.user + own.system) / 1000 / Math.max(1, ok),
  }
}

const name = `foyer_bench_${randomBytes(4).toString('hex')}`
await onAdmin(`CREATE DATABASE ${name}`)
const url = new URL(adminUrl)
url.pathname = `/${name}`
const balancer = await startBalancer([], { keepAlive: true })
const servers: ServerProcess[] = []
const db = await createDatabase({ kind: 'postgres', url: url.toString() })
try {
  const env = {
    ...inherited,
    DATABASE_URL: url.toString(),
    FOYER_ADMIN_EMAIL: admin.email,
    FOYER_ADMIN_PASSWORD: admin.password,
    // The same on every instance, as a deployment sets them.
    FOYER_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    FOYER_ISSUER: balancer.url,
    FOYER_TRUSTED_PROXIES: '127.0.0.1',
    NODE_ENV: 'production',
  }
  // The first migrates and seeds; the others start at once and find it done.
  servers.push(await startServerProcess(entry, env))
  servers.push(...(await Promise.all([1, 2, 3].map(() => startServerProcess(entry, env)))))
  const owner = await db
    .selectFrom('users')
    .select(['id', 'tenant_id'])
    .where('email', '=', admin.email)
    .executeTakeFirstOrThrow()
  const tenantId = owner.tenant_id ?? ''
  await addBenchUsers(db, tenantId, users)
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(admin.password) })
    .where('email', 'like', '%@bench.example')
    .execute()
  const member = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'user1@bench.example')
    .executeTakeFirstOrThrow()
  const tokens = await openBenchSessions(db, member.id, tenantId, 40_000)
  let nextUser = 0
  let nextToken = 0
  const signIns = (base: string, connections: number): LoadOptions => ({
    url: `${base}/api/identity/resources/auth/v1/user`,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            email: `user${(nextUser++ % users) + 1}@bench.example`,
            password: admin.password,
          }),
        }),
      },
    ],
  })
  const refreshes = (base: string, connections: number): LoadOptions => ({
    url: `${base}/api/identity/resources/auth/v1/user/token/refresh`,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tenantId: null }),
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, cookie: `foyer_refresh=${tokens[nextToken++] ?? ''}` },
        }),
      },
    ],
  })
  const row = async (count: number, bases: string[], label: string) => {
    const pids = servers.slice(0, count).map((server) => server.pid)
    // Warm-up: every statement prepared on the pools' connections.
    await spread(bases, pids, (base, c) => ({ ...signIns(base, c), duration: 2 }), 8)
    const load = loadavg()[0]?.toFixed(1)
    const s = await spread(bases, pids, signIns, 8)
    const r = await spread(bases, pids, refreshes, 16)
    return (
      `${count} instance${count > 1 ? 's' : ' '} ${label}: sign-ins ${s.rate.toFixed(1)}/s ` +
      `(p50 ${s.p50} ms, p99 ${s.p99} ms, ${s.cpuMs.toFixed(1)} server CPU ms each, ` +
      `${s.failed} failed); refreshes ${r.rate.toFixed(0)}/s (p50 ${r.p50} ms, p99 ${r.p99} ms, ` +
      `${r.cpuMs.toFixed(2)} server CPU ms each, ${r.ownMs.toFixed(2)} load+balancer CPU ms each, ` +
      `${r.failed} failed); load average ${load}`
    )
  }
  for (const count of counts) {
    const ports = servers.slice(0, count).map((server) => server.port)
    balancer.use(ports)
    process.stdout.write(`${await row(count, [balancer.url], 'behind the balancer')}\n`)
    if (direct) {
      const bases = ports.map((port) => `http://127.0.0.1:${port}`)
      process.stdout.write(`${await row(count, bases, 'on their own ports  ')}\n`)
    }
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()))
  await balancer.close()
  await db.destroy()
  await onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
}
