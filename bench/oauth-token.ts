/**
 * Hosted-login token benchmark: `DATABASE_URL=postgres://… npm run bench:oauth-token`. Creates a
 * scratch database, spawns the server on it and measures on loopback with autocannon the
 * refresh-token grants of `POST /api/oauth/token` per second (form-encoded, as an OAuth client
 * sends them): each request rotates one of 40,000 sessions and signs an access token and an ID
 * token. BENCH_SECONDS sets the duration (default 6).
 */
import { benchDatabaseUrl, withScratchServer } from './scratch-server'
import { runLoad } from './server-autocannon'
import { cookieRefreshLoad, openBenchSessions } from './server-fixtures'
import type { LoadResult } from './server-autocannon'

const adminUrl = benchDatabaseUrl('bench/oauth-token.ts')
const seconds = Number(process.env.BENCH_SECONDS ?? 6)

const line = (label: string, result: LoadResult) =>
  [
    `${label}: ${(result['2xx'] / (result.duration || seconds)).toFixed(0)}/s over ${seconds} s, 16 connections`,
    `  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    `  non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
  ].join('\n')

await withScratchServer(adminUrl, async (server) => {
  // One session per request: a rotated token is spent, so none is used twice.
  const tokens = await openBenchSessions(server.db, server.admin.id, server.admin.tenantId, 40_000)
  let next = 0
  const grants = await runLoad({
    url: `${server.base}/oauth/token`,
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
  const refreshes = await cookieRefreshLoad(server, server.admin, seconds)
  process.stdout.write(
    `${line('oauth/token refresh grants', grants)}\n${line('cookie refresh (comparison)', refreshes)}\n`,
  )
})
