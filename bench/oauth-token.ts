/**
 * Hosted-login token benchmark: `DATABASE_URL=postgres://… npm run bench:oauth-token`. Creates a
 * scratch database, spawns the server on it and measures on loopback with autocannon the
 * refresh-token grants of `POST /api/oauth/token` per second (form-encoded, as an OAuth client
 * sends them): each request rotates one of 40,000 sessions and signs an access token and an ID
 * token. BENCH_SECONDS sets the duration (default 6).
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { createDatabase } from '../server/src/db/create-database'
import { runLoad } from './server-autocannon'
import { openBenchSessions } from './server-fixtures'
import type { LoadResult } from './server-autocannon'

const adminUrl = process.env.DATABASE_URL
if (!adminUrl) {
  process.stderr.write(
    'bench/oauth-token.ts needs DATABASE_URL of a PostgreSQL it may create databases on\n',
  )
  process.exit(1)
}
const admin = { email: 'bench-admin@example.com', password: 'a bench password, long enough' }
const seconds = Number(process.env.BENCH_SECONDS ?? 6)

const withAdminClient = async (query: string) => {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(query)
  await client.end()
}

const main = async () => {
  const name = `foyer_bench_${randomBytes(4).toString('hex')}`
  await withAdminClient(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const port = 20000 + Math.floor(Math.random() * 20000)
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      PORT: String(port),
      FOYER_ADMIN_EMAIL: admin.email,
      FOYER_ADMIN_PASSWORD: admin.password,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('listening')) resolve()
      })
      server.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
    })
    const db = await createDatabase({ kind: 'postgres', url: url.toString() })
    const adminRow = await db
      .selectFrom('users')
      .select(['id', 'tenant_id'])
      .where('email', '=', admin.email)
      .executeTakeFirstOrThrow()
    // One session per request: a rotated token is spent, so none is used twice.
    const tokens = await openBenchSessions(db, adminRow.id, adminRow.tenant_id ?? '', 40_000)
    let next = 0
    const grants = await runLoad({
      url: `http://127.0.0.1:${port}/api/oauth/token`,
      method: 'POST',
      connections: 16,
      duration: seconds,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            body: new URLSearchParams({
              grant_type: 'refresh_token',
              client_id: 'foyer',
              refresh_token: tokens[next++ % tokens.length] ?? '',
            }).toString(),
          }),
        },
      ],
    })
    // The elements' own cookie refresh on the same machine, for comparison.
    const cookies = await openBenchSessions(db, adminRow.id, adminRow.tenant_id ?? '', 40_000)
    let nextCookie = 0
    const refreshes = await runLoad({
      url: `http://127.0.0.1:${port}/api/identity/resources/auth/v1/user/token/refresh`,
      method: 'POST',
      connections: 16,
      duration: seconds,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tenantId: null }),
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: {
              ...request.headers,
              cookie: `foyer_refresh=${cookies[nextCookie++ % cookies.length] ?? ''}`,
            },
          }),
        },
      ],
    })
    await db.destroy()
    const line = (label: string, result: LoadResult) =>
      [
        `${label}: ${(result['2xx'] / (result.duration || seconds)).toFixed(0)}/s over ${seconds} s, 16 connections`,
        `  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
        `  non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
      ].join('\n')
    process.stdout.write(
      `${line('oauth/token refresh grants', grants)}\n${line('cookie refresh (comparison)', refreshes)}\n`,
    )
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    await withAdminClient(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
}

await main()
