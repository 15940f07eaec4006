/**
 * Start time and memory of the compiled server (`server/dist/start.cjs`, as in production):
 * `npm run bench:start` (after `npm run build:server`; DATABASE_URL=postgres://… adds the
 * PostgreSQL rows). For PGlite (a scratch data directory) and PostgreSQL (a scratch database): the
 * first start (creating the cluster or migrating; from no code cache, it writes V8's code cache
 * `main.cjs.cache`), then BENCH_STARTS (default 3) starts on the ready database, each measured from spawn
 * to the listening line, with the CPU time the server spent until then (user + system, from
 * /proc: on a busy machine the wall time is mostly waiting for a core, the CPU time is not); the
 * idle RSS a second after listening; and the peak RSS over 40 password sign-ins and 200 cookie
 * refreshes, 8 at a time. Prints the load average beside each row: run it on a quiet machine.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import pg from 'pg'
import { benchAdmin as admin } from './scratch-server'
import type { ChildProcess } from 'node:child_process'

const entry = process.env.BENCH_SERVER_ENTRY ?? 'server/dist/start.cjs'
const starts = Number(process.env.BENCH_STARTS ?? 3)
if (!existsSync(entry)) {
  process.stderr.write(`bench/start.ts runs the compiled server: npm run build:server first\n`)
  process.exit(1)
}

const rssMb = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
}
/** CPU milliseconds (user + system) a process has spent. */
const cpuMs = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return ((Number(fields[11]) || 0) + (Number(fields[12]) || 0)) * 10
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0

interface Started {
  child: ChildProcess
  ms: number
  cpu: number
  port: number
}

const start = (env: Record<string, string>) =>
  new Promise<Started>((resolve, reject) => {
    const port = 20000 + Math.floor(Math.random() * 20000)
    const began = performance.now()
    // The database is the row's own: PGlite unless `env` names a PostgreSQL.
    const { DATABASE_URL: _ignored, ...inherited } = process.env
    const child = spawn(process.execPath, [entry], {
      env: {
        ...inherited,
        ...env,
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
      if (said.includes('listening')) {
        resolve({ child, ms: performance.now() - began, cpu: cpuMs(child.pid ?? 0), port })
      }
    })
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${said}`)))
  })

const stop = async ({ child }: Started) => {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

/** 40 sign-ins then 200 refreshes, 8 at a time, sampling the RSS: answers its peak. */
const peakUnderLoad = async ({ child, port }: Started): Promise<number> => {
  const pid = child.pid ?? 0
  let peak = rssMb(pid)
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100)
  const base = `http://127.0.0.1:${port}/api/identity/resources/auth/v1/user`
  const headers = { 'content-type': 'application/json' }
  const cookies: string[] = []
  const signIn = async () => {
    const response = await fetch(base, { method: 'POST', headers, body: JSON.stringify(admin) })
    await response.arrayBuffer()
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('foyer_refresh='))
    if (cookie) cookies.push(cookie.split(';')[0] ?? '')
  }
  const refresh = async () => {
    const cookie = cookies.shift()
    if (!cookie) return
    const response = await fetch(`${base}/token/refresh`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: '{}',
    })
    await response.arrayBuffer()
    const next = response.headers.getSetCookie().find((c) => c.startsWith('foyer_refresh='))
    cookies.push(next?.split(';')[0] ?? cookie)
  }
  const inTurn = async (times: number, work: () => Promise<void>) => {
    for (let i = 0; i < times; i++) await work()
  }
  await Promise.all(Array.from({ length: 8 }, () => inTurn(5, signIn)))
  await Promise.all(Array.from({ length: 8 }, () => inTurn(25, refresh)))
  clearInterval(sampler)
  return Math.max(peak, rssMb(pid))
}

const measure = async (label: string, env: Record<string, string>) => {
  // Each database's starts run from the code cache its own first start wrote, as a deployment on
  // one database does (a cache written by a PGlite start holds PGlite's code, not PostgreSQL's).
  rmSync(join(dirname(entry), 'main.cjs.cache'), { force: true })
  const first = await start(env)
  await stop(first)
  const times: number[] = []
  const cpu: number[] = []
  const idle: number[] = []
  let peak = 0
  for (let i = 0; i < starts; i++) {
    const started = await start(env)
    times.push(started.ms)
    cpu.push(started.cpu)
    await sleep(1000)
    idle.push(rssMb(started.child.pid ?? 0))
    if (i === starts - 1) peak = await peakUnderLoad(started)
    await stop(started)
  }
  const load = loadavg()[0]?.toFixed(1)
  process.stdout.write(
    `${label}: first start ${(first.ms / 1000).toFixed(2)} s; start to listening ` +
      `${(median(times) / 1000).toFixed(2)} s, CPU ${(median(cpu) / 1000).toFixed(2)} s (median of ${starts}); idle RSS ${median(idle)} MB; ` +
      `peak RSS ${peak} MB; load average ${load}\n`,
  )
}

const dataDir = mkdtempSync(join(tmpdir(), 'foyer-bench-start-'))
try {
  await measure('PGlite', { FOYER_DATA_DIR: dataDir })
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

const adminUrl = process.env.DATABASE_URL
if (adminUrl) {
  const name = `foyer_bench_${randomBytes(4).toString('hex')}`
  const onAdmin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    await client.query(query)
    await client.end()
  }
  await onAdmin(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  try {
    await measure('PostgreSQL', { DATABASE_URL: url.toString() })
  } finally {
    await onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
}
