/**
 * Server benchmark: `DATABASE_URL=postgres://… npx tsx bench/server.ts`. Creates a scratch
 * database, spawns the server on it, and measures on loopback with autocannon: password sign-ins
 * per second next to raw argon2id verifications per second in this process, token refreshes per
 * second, users v3 latency with 10,000 users in the tenant, and the server's RSS.
 */
import { readFile } from 'node:fs/promises'
import { verify } from '@node-rs/argon2'
import { hashPassword } from '../server/src/auth/passwords'
import { benchAdmin as admin, benchDatabaseUrl, withScratchServer } from './scratch-server'
import { runLoad } from './server-autocannon'
import { addBenchUsers, cookieRefreshLoad } from './server-fixtures'

const adminUrl = benchDatabaseUrl('bench/server.ts')
const seconds = Number(process.env.BENCH_SECONDS ?? 6)

const rssMb = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}

const argon2VerificationsPerSecond = async (concurrency: number) => {
  const stored = await hashPassword(admin.password)
  const until = Date.now() + seconds * 1000
  let count = 0
  const worker = async () => {
    while (Date.now() < until) {
      await verify(stored, admin.password)
      count++
    }
  }
  const started = Date.now()
  await Promise.all(Array.from({ length: concurrency }, worker))
  return count / ((Date.now() - started) / 1000)
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

// BENCH_SERVER_ARGS: extra node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`.
const serverArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean)

await withScratchServer(
  adminUrl,
  async (server) => {
    const { base, db, pid } = server
    const adminRow = server.admin
    const tenantId = adminRow.tenantId
    await addBenchUsers(db, tenantId, 9_999)
    const idleRss = await rssMb(pid)
    let peakRss = idleRss
    const sampler = setInterval(() => {
      rssMb(pid)
        .then((rss) => (peakRss = Math.max(peakRss, rss)))
        .catch(() => undefined)
    }, 200)

    // Sign-ins spread over 200 users, as real traffic is: one account signing in from eight
    // connections at once would (rightly) be throttled by the attempt counter.
    await db
      .updateTable('users')
      .set({ password_hash: await hashPassword(admin.password) })
      .where(
        'email',
        'in',
        Array.from({ length: 200 }, (_, i) => `user${i + 1}@bench.example`),
      )
      .execute()
    const hashes = await argon2VerificationsPerSecond(4)
    let signIns = 0
    const logins = await runLoad({
      url: `${base}/identity/resources/auth/v1/user`,
      method: 'POST',
      connections: 8,
      duration: seconds,
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              email: `user${(signIns++ % 200) + 1}@bench.example`,
              password: admin.password,
            }),
          }),
        },
      ],
    })

    const member = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'user1@bench.example')
      .executeTakeFirstOrThrow()
    const refreshes = await cookieRefreshLoad(server, { id: member.id, tenantId }, seconds)
    const adminRefreshes = await cookieRefreshLoad(server, adminRow, seconds)

    const login = await fetch(`${base}/identity/resources/auth/v1/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    })
    const { accessToken } = (await login.json()) as { accessToken: string }
    const auth = { authorization: `Bearer ${accessToken}` }
    const listUrl = (page: number) =>
      `${base}/identity/resources/users/v3?_limit=20&_offset=${page}&_sortBy=name&_order=ASC`
    const sequential: number[] = []
    for (let i = 0; i < 400; i++) {
      const started = performance.now()
      const response = await fetch(listUrl(i % 500), { headers: auth })
      await response.arrayBuffer()
      sequential.push(performance.now() - started)
    }
    const firstPage: number[] = []
    for (let i = 0; i < 200; i++) {
      const started = performance.now()
      const response = await fetch(`${base}/identity/resources/users/v3?_limit=20`, {
        headers: auth,
      })
      await response.arrayBuffer()
      firstPage.push(performance.now() - started)
    }
    const listLoad = await runLoad({
      url: listUrl(250),
      connections: 4,
      duration: seconds,
      headers: auth,
    })
    clearInterval(sampler)

    const lines = [
      `argon2id verifications/s (in-process, 4 parallel): ${hashes.toFixed(1)}`,
      `password sign-ins/s: ${logins.requests.average.toFixed(1)} (${((logins.requests.average / hashes) * 100).toFixed(0)}% of raw argon2id; non-2xx ${logins.non2xx}, p50 ${logins.latency.p50} ms)`,
      `token refreshes/s, member (Viewer): ${refreshes.requests.average.toFixed(1)} (non-2xx ${refreshes.non2xx}, p50 ${refreshes.latency.p50} ms, p99 ${refreshes.latency.p99} ms)`,
      `token refreshes/s, admin (all ${'fe.*'} permissions, ~25 kB body): ${adminRefreshes.requests.average.toFixed(1)} (non-2xx ${adminRefreshes.non2xx}, p50 ${adminRefreshes.latency.p50} ms)`,
      `users v3 (10,000 users, sort by name, pages across the whole list) one client: p50 ${percentile(sequential, 50).toFixed(1)} ms, p95 ${percentile(sequential, 95).toFixed(1)} ms`,
      `users v3 first page (default sort) one client: p50 ${percentile(firstPage, 50).toFixed(1)} ms, p95 ${percentile(firstPage, 95).toFixed(1)} ms`,
      `users v3 under load (4 connections): ${listLoad.requests.average.toFixed(0)} req/s, p50 ${listLoad.latency.p50} ms, p97.5 ${listLoad.latency.p97_5} ms, non-2xx ${listLoad.non2xx}`,
      `server RSS: idle ${idleRss} MB, peak under load ${peakRss} MB`,
    ]
    process.stdout.write(`${lines.join('\n')}\n`)
  },
  serverArgs,
)
