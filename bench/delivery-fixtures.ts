import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import pg from 'pg'
import { hashPassword } from '../server/src/auth/passwords'
import { createDatabase } from '../server/src/db/create-database'
import { migrateToLatest } from '../server/src/db/migrate'
import { seedDatabase } from '../server/src/db/seed'
import { enqueueMail } from '../server/src/delivery/outbox'
import { createUser } from '../server/src/users/repository'
import type { Db } from '../server/src/db/database'

const admin = { email: 'bench-admin@example.com', password: 'a bench password, long enough' }

/** Where a benchmark server keeps its data: a fresh PGlite directory, or a scratch PostgreSQL database. */
export interface BenchTarget {
  /** What it is, for the report. */
  label: string
  env: Record<string, string>
  open: () => Promise<Db>
  drop: () => Promise<void>
}

/** A scratch database on `DATABASE_URL` when given, else a PGlite directory in the temp dir. */
export const createTarget = async (adminUrl: string | undefined): Promise<BenchTarget> => {
  if (!adminUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'foyer-bench-delivery-'))
    return {
      label: 'PGlite',
      env: { FOYER_DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => createDatabase({ kind: 'pglite', dataDir }),
      drop: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
    }
  }
  const name = `foyer_bench_${randomBytes(4).toString('hex')}`
  const run = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    await client.query(query)
    await client.end()
  }
  await run(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    open: () => createDatabase({ kind: 'postgres', url: url.toString() }),
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}

/** Migrates and seeds the target and adds `count` users `user{n}@bench.example`. */
export const prepareUsers = async (target: BenchTarget, count: number) => {
  const db = await target.open()
  try {
    await migrateToLatest(db)
    await seedDatabase(db, admin)
    const { tenant_id: tenantId } = await db
      .selectFrom('users')
      .select('tenant_id')
      .where('email', '=', admin.email)
      .executeTakeFirstOrThrow()
    const passwordHash = await hashPassword(admin.password)
    for (let index = 0; index < count; index++) {
      await createUser(db, {
        email: `user${index}@bench.example`,
        name: `User ${index}`,
        passwordHash,
        verified: true,
        tenantId: tenantId ?? '',
        roleKeys: [],
      })
    }
  } finally {
    await db.destroy()
  }
}

/** Migrates the target and puts `count` mails in its outbox, as flows would. */
export const prepareOutbox = async (target: BenchTarget, count: number) => {
  const db = await target.open()
  try {
    await migrateToLatest(db)
    for (let index = 0; index < count; index += 100) {
      await db.transaction().execute(async (trx) => {
        for (let item = index; item < Math.min(count, index + 100); item++) {
          await enqueueMail(trx, {
            purpose: 'bench',
            to: `reader${item}@bench.example`,
            locale: 'en',
            brand: 'Bench',
            content: {
              subject: 'Reset your password',
              heading: 'Reset your password',
              paragraphs: ['Someone asked to reset the password of your account.'],
              action: { label: 'Reset', url: `https://app.test/reset?token=${item}` },
            },
            now: new Date(),
          })
        }
      })
    }
  } finally {
    await db.destroy()
  }
}

/** A running server process. */
export interface BenchServer {
  url: string
  stop: () => Promise<void>
}

/** Spawns `server/src/main.ts` on `target` with `env` and resolves once it listens. */
export const startBenchServer = (
  target: BenchTarget,
  env: Record<string, string>,
): Promise<BenchServer> => {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, ...target.env, ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout ?? process.stdin }).on('line', (line) => {
      const url = /listening on (http:\/\/localhost:\d+)/.exec(line)?.[1]
      if (url) {
        resolve({
          url: url.replace('localhost', '127.0.0.1'),
          stop: async () => {
            child.kill('SIGTERM')
            await exited
          },
        })
      }
    })
    void exited.then(() => reject(new Error('the server exited before it listened')))
  })
}
