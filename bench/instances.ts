/**
 * Many instances, one PostgreSQL: `DATABASE_URL=postgres://… npm run bench:instances` (after
 * `npm run build:server`). Starts two compiled servers (`server/dist/main.js`, or
 * BENCH_SERVER_ENTRY) on one scratch database and measures password sign-ins/s (8 connections
 * over 200 users) and cookie refreshes/s (16 connections, each request spending a fresh session)
 * with the load on one instance, then spread over both (connections split evenly, as a
 * round-robin balancer spreads them). Prints wall-clock rates, latencies, the servers' CPU ms per
 * operation (a busy machine inflates the wall clock, far less the CPU), and the load average.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import pg from 'pg'
import { hashPassword } from '../server/src/auth/passwords'
import { createDatabase } from '../server/src/db/create-database'
import { benchAdmin as admin, benchDatabaseUrl } from './scratch-server'
import { runLoad } from './server-autocannon'
import { addBenchUsers, openBenchSessions } from './server-fixtures'
import type { LoadOptions, LoadResult } from './server-autocannon'
import type { ChildProcess } from 'node:child_process'

const adminUrl = benchDatabaseUrl('bench/instances.ts')
const entry = process.env.BENCH_SERVER_ENTRY ?? 'server/dist/main.js'
const seconds = Number(process.env.BENCH_SECONDS ?? 8)
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

/** CPU seconds a process spent (user + system), from /proc. */
const cpuSeconds = (pid: number): number => {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

const startInstance = (databaseUrl: string, port: number) =>
  new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(process.execPath, [entry], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        FOYER_ADMIN_EMAIL: admin.email,
        FOYER_ADMIN_PASSWORD: admin.password,
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    let said = ''
    child.stdout.on('data', (chunk: Buffer) => {
      said += chunk.toString()
      if (said.includes('listening')) resolve(child)
    })
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${said}`)))
  })

/** The load split over `ports`, run at once; answers the summed result and the servers' CPU. */
const spread = async (
  ports: number[],
  pids: number[],
  load: (port: number, connections: number) => LoadOptions,
  connections: number,
) => {
  const before = pids.map(cpuSeconds)
  const results = await Promise.all(
    ports.map((port) => runLoad(load(port, connections / ports.length))),
  )
  const cpu = pids.reduce((sum, pid, i) => sum + cpuSeconds(pid) - (before[i] ?? 0), 0)
  const ok = results.reduce((sum, r) => sum + r['2xx'], 0)
  const worst = (pick: (r: LoadResult) => number) => Math.max(...results.map(pick))
  return {
    rate: ok / Math.max(...results.map((r) => r.duration)),
    failed: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
    p50: worst((r) => r.latency.p50),
    p99: worst((r) => r.latency.p99),
    cpuMs: (cpu / Math.max(1, ok)) * 1000,
  }
}

const name = `foyer_bench_${randomBytes(4).toString('hex')}`
await onAdmin(`CREATE DATABASE ${name}`)
const url = new URL(adminUrl)
url.pathname = `/${name}`
const basePort = 20000 + Math.floor(Math.random() * 20000)
const ports = [basePort, basePort + 1]
const servers: ChildProcess[] = []
const db = await createDatabase({ kind: 'postgres', url: url.toString() })
try {
  // One after the other: the first migrates and seeds, the second finds it done.
  for (const port of ports) servers.push(await startInstance(url.toString(), port))
  const pids = servers.map((child) => child.pid ?? 0)
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
  const tokens = await openBenchSessions(db, member.id, tenantId, 30_000)
  let nextUser = 0
  let nextToken = 0
  const api = (port: number, path: string) => `http://127.0.0.1:${port}/api${path}`
  const signIns = (port: number, connections: number): LoadOptions => ({
    url: api(port, '/identity/resources/auth/v1/user'),
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
  const refreshes = (port: number, connections: number): LoadOptions => ({
    url: api(port, '/identity/resources/auth/v1/user/token/refresh'),
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
  const lines: string[] = []
  for (const count of [1, 2]) {
    const used = ports.slice(0, count)
    const usedPids = pids.slice(0, count)
    // Warm-up: every statement prepared on the pools' connections.
    await spread(used, usedPids, (port, c) => ({ ...signIns(port, c), duration: 2 }), 8)
    const load = loadavg()[0]?.toFixed(1)
    const s = await spread(used, usedPids, signIns, 8)
    const r = await spread(used, usedPids, refreshes, 16)
    lines.push(
      `${count} instance${count > 1 ? 's' : ' '}: sign-ins ${s.rate.toFixed(1)}/s ` +
        `(p50 ${s.p50} ms, p99 ${s.p99} ms, ${s.cpuMs.toFixed(1)} server CPU ms each, ${s.failed} failed); ` +
        `refreshes ${r.rate.toFixed(0)}/s (p50 ${r.p50} ms, p99 ${r.p99} ms, ` +
        `${r.cpuMs.toFixed(2)} server CPU ms each, ${r.failed} failed); load average ${load}`,
    )
  }
  process.stdout.write(`${lines.join('\n')}\n`)
} finally {
  for (const child of servers) child.kill('SIGTERM')
  await Promise.all(servers.map((child) => new Promise((resolve) => child.once('exit', resolve))))
  await db.destroy()
  await onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
}
