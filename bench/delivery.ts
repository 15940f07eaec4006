/**
 * Delivery benchmark: `npm run bench:delivery` (PGlite), or with `DATABASE_URL=postgres://…` (a
 * scratch database on that server). Measures, on loopback:
 * 1. the p95 latency of `POST /identity/resources/users/v1/passwords/reset` under load while the
 *    SMTP server answers at once and while it takes 2 s per message (rounds alternate on one
 *    server): the request only writes the outbox, so the slow server must not show in it (the
 *    goal: within 2x);
 * 2. how many mails per second the worker hands to a loopback SMTP server that answers at once.
 * BENCH_SECONDS (10 per round), BENCH_ROUNDS (2), BENCH_CONNECTIONS (10), BENCH_USERS (500),
 * BENCH_MESSAGES (2000).
 */
import { createRequire } from 'node:module'
import { startSmtpCatcher } from '../test/support/smtp-catcher'
import { createTarget, prepareOutbox, prepareUsers, startBenchServer } from './delivery-fixtures'
import type { BenchServer } from './delivery-fixtures'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const userCount = Number(process.env.BENCH_USERS ?? 500)
const messageCount = Number(process.env.BENCH_MESSAGES ?? 2000)
const rounds = Number(process.env.BENCH_ROUNDS ?? 2)
const resetPath = '/api/identity/resources/users/v1/passwords/reset'
// Rate limits off: this measures the request, not the limiter (which would answer 429 at once).
const unlimited = { FOYER_LIMIT_SEND_IP: 'off', FOYER_LIMIT_SEND_IDENTIFIER: 'off' }

interface AutocannonInstance {
  on: (
    event: 'response',
    listener: (client: unknown, status: number, bytes: number, ms: number) => void,
  ) => void
}
type Autocannon = (
  options: object,
  done: (error: Error | null, result: { non2xx: number; errors: number }) => void,
) => AutocannonInstance
// autocannon ships no type declarations; load it through require and type what we use.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

/** Resets spread over the bench users for `duration` seconds; per-request latencies in ms. */
const loadResets = (server: BenchServer, duration: number) =>
  new Promise<{ latencies: number[]; non2xx: number; errors: number }>((resolve, reject) => {
    let next = 0
    const latencies: number[] = []
    const instance = autocannon(
      {
        url: `${server.url}${resetPath}`,
        method: 'POST',
        connections,
        duration,
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (request: object) => ({
              ...request,
              body: JSON.stringify({ email: `user${next++ % userCount}@bench.example` }),
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ latencies, ...result })),
    )
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms))
  })

interface LatencyRun {
  latencies: number[]
  non2xx: number
  errors: number
  mailsDelivered: number
}

/**
 * One server, one SMTP server whose delay changes between rounds: instant, 2 s, instant, 2 s…
 * (BENCH_ROUNDS pairs), so the machine's other load falls on both alike.
 */
const resetLatency = async () => {
  const target = await createTarget(process.env.DATABASE_URL)
  const smtp = await startSmtpCatcher()
  try {
    await prepareUsers(target, userCount)
    const server = await startBenchServer(target, { ...unlimited, FOYER_SMTP_URL: smtp.url })
    try {
      const probe = await fetch(`${server.url}${resetPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'user0@bench.example' }),
      })
      if (probe.status === 404) return undefined
      await loadResets(server, 2) // warm-up
      const runs: Record<'instant' | 'slow', LatencyRun[]> = { instant: [], slow: [] }
      for (let round = 0; round < rounds; round++) {
        for (const mode of ['instant', 'slow'] as const) {
          smtp.setDelay(mode === 'slow' ? 2000 : 0)
          const caughtBefore = smtp.messages.length
          const result = await loadResets(server, seconds)
          runs[mode].push({ ...result, mailsDelivered: smtp.messages.length - caughtBefore })
        }
      }
      smtp.setDelay(0)
      return { target: target.label, runs }
    } finally {
      await server.stop()
    }
  } finally {
    await smtp.close()
    await target.drop()
  }
}

const summarise = (runs: LatencyRun[]) => {
  const latencies = runs.flatMap((run) => run.latencies)
  const sum = (pick: (run: LatencyRun) => number) => runs.reduce((all, run) => all + pick(run), 0)
  return {
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    p99: Math.round(percentile(latencies, 99)),
    perSecond: Math.round(latencies.length / (seconds * runs.length)),
    non2xx: sum((run) => run.non2xx),
    errors: sum((run) => run.errors),
    mailsPerSecond: (sum((run) => run.mailsDelivered) / (seconds * runs.length)).toFixed(1),
  }
}

const deliveryRate = async () => {
  const target = await createTarget(process.env.DATABASE_URL)
  const smtp = await startSmtpCatcher()
  try {
    await prepareOutbox(target, messageCount)
    const server = await startBenchServer(target, { FOYER_SMTP_URL: smtp.url })
    // From the moment it listens (the worker starts a moment earlier: those mails are not counted).
    const started = performance.now()
    const before = smtp.messages.length
    try {
      while (smtp.messages.length < messageCount) {
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      const elapsed = (performance.now() - started) / 1000
      return { target: target.label, messages: messageCount - before, seconds: elapsed }
    } finally {
      await server.stop()
    }
  } finally {
    await smtp.close()
    await target.drop()
  }
}

const main = async () => {
  const latency = await resetLatency()
  if (!latency) {
    process.stdout.write(`${resetPath} answers 404 on this build: latency part skipped\n`)
  } else {
    const instant = summarise(latency.runs.instant)
    const slow = summarise(latency.runs.slow)
    process.stdout.write(
      `POST ${resetPath} (${latency.target}, ${connections} connections, ` +
        `${rounds} x ${seconds} s per SMTP mode, alternating, ${userCount} users)\n`,
    )
    for (const [label, run] of [
      ['instant SMTP', instant],
      ['SMTP 2 s per mail', slow],
    ] as const) {
      process.stdout.write(
        `  ${label.padEnd(18)} p50 ${run.p50} ms  p95 ${run.p95} ms  p99 ${run.p99} ms  ` +
          `${run.perSecond} req/s  non-2xx ${run.non2xx}  errors ${run.errors}  ` +
          `mails delivered meanwhile ${run.mailsPerSecond}/s\n`,
      )
    }
    const ratio = slow.p95 / Math.max(1, instant.p95)
    process.stdout.write(
      `  p95 slow/instant: ${ratio.toFixed(2)}x (goal: within 2x) ${ratio <= 2 ? 'ok' : 'OVER'}\n`,
    )
  }
  const rate = await deliveryRate()
  process.stdout.write(
    `Delivery to a loopback SMTP server (${rate.target}): ${rate.messages} mails in ` +
      `${rate.seconds.toFixed(1)} s = ${Math.round(rate.messages / rate.seconds)} mails/s\n`,
  )
}

await main()
