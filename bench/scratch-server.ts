import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { createDatabase } from '../server/src/db/create-database'
import type { Db } from '../server/src/db/database'

/** The administrator every benchmark server is started with. */
export const benchAdmin = {
  email: 'bench-admin@example.com',
  password: 'a bench password, long enough',
}

/** A running benchmark server: its API base, process id, database and administrator. */
export interface ScratchServer {
  /** `http://127.0.0.1:{port}/api`. */
  base: string
  pid: number
  /** The scratch database's name. */
  database: string
  db: Db
  admin: { id: string; tenantId: string }
}

/** `DATABASE_URL`, or exits saying which benchmark needs it. */
export function benchDatabaseUrl(script: string): string {
  const url = process.env.DATABASE_URL
  if (url) return url
  process.stderr.write(`${script} needs DATABASE_URL of a PostgreSQL it may create databases on\n`)
  process.exit(1)
}

const onAdminDatabase = async (adminUrl: string, query: string) => {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(query)
  await client.end()
}

/**
 * Creates a scratch database on the PostgreSQL of `adminUrl`, spawns the server on it (with
 * `serverArgs` as extra node flags, e.g. `--cpu-prof`), runs `measure` against it, then stops the
 * server and drops the database whatever happened.
 */
export async function withScratchServer<T>(
  adminUrl: string,
  measure: (server: ScratchServer) => Promise<T>,
  serverArgs: string[] = [],
): Promise<T> {
  const name = `foyer_bench_${randomBytes(4).toString('hex')}`
  await onAdminDatabase(adminUrl, `CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const port = 20000 + Math.floor(Math.random() * 20000)
  // BENCH_SERVER_ENTRY: a compiled server (`npm run build:server`, then server/dist/start.cjs).
  const entry = process.env.BENCH_SERVER_ENTRY
  const main = entry ? [entry] : ['--import', 'tsx', 'server/src/main.ts']
  const server = spawn(process.execPath, [...serverArgs, ...main], {
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      PORT: String(port),
      FOYER_ADMIN_EMAIL: benchAdmin.email,
      FOYER_ADMIN_PASSWORD: benchAdmin.password,
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
    try {
      const row = await db
        .selectFrom('users')
        .select(['id', 'tenant_id'])
        .where('email', '=', benchAdmin.email)
        .executeTakeFirstOrThrow()
      return await measure({
        base: `http://127.0.0.1:${port}/api`,
        pid: server.pid ?? 0,
        database: name,
        db,
        admin: { id: row.id, tenantId: row.tenant_id ?? '' },
      })
    } finally {
      await db.destroy()
    }
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    await onAdminDatabase(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
}
