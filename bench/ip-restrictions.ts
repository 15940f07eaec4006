import { randomBytes } from 'node:crypto'
import { createApp } from '../server/src/app'
import { hashPassword } from '../server/src/auth/passwords'
import { loadConfig } from '../server/src/config'
import { migrateToLatest } from '../server/src/db/migrate'
import { seedDatabase } from '../server/src/db/seed'
import { insertIpRestrictions, touchIpConfig } from '../server/src/ip-restrictions/repository'
import { loadSigningKeys } from '../server/src/keys/signing-keys'
import { createTenant } from '../server/src/tenants/repository'
import { createUser } from '../server/src/users/repository'
import { createTarget } from './delivery-fixtures'
import type { Db } from '../server/src/db/database'

/**
 * The added cost of IP restrictions on an authenticated request (issue 19): the same signed-in
 * request (`GET /identity/resources/users/v2/me`, in process through `app.request`, from a socket
 * address) for a member of a tenant without restrictions and for one of a tenant with an active
 * allow list of 200 entries that holds the address, interleaved so both see the same machine.
 * Budget: the difference of the p50s under 0.2 ms. PGlite by default; `DATABASE_URL` names a
 * PostgreSQL server (a scratch database is created and dropped).
 *
 *   npm run bench:ip-restrictions
 *   DATABASE_URL=postgres://postgres@127.0.0.1:54329/postgres npm run bench:ip-restrictions
 */
const runs = Number(process.env.BENCH_RUNS ?? 3000)
const budgetMs = 0.2
const address = '10.0.7.42'
const password = 'a bench password, long enough'

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

const restrict = async (db: Db, tenantId: string) => {
  const entries = Array.from({ length: 200 }, (_, i) => ({
    ip: i === 199 ? '10.0.0.0/16' : `192.0.${Math.floor(i / 200)}.${i % 250}`,
    strategy: 'ALLOW' as const,
    isActive: true,
    description: `bench ${i}`,
  }))
  await db.transaction().execute(async (trx) => {
    const now = new Date()
    await insertIpRestrictions(trx, tenantId, entries, now)
    await touchIpConfig(trx, tenantId, now, { isActive: true, strategy: 'ALLOW' })
  })
}

const main = async () => {
  const target = await createTarget(process.env.DATABASE_URL || undefined)
  const db = await target.open()
  try {
    await migrateToLatest(db)
    await seedDatabase(db, { email: 'bench-admin@example.com', password })
    const passwordHash = await hashPassword(password)
    const member = async (name: string) => {
      const tenantId = await createTenant(db, name)
      const email = `${name}@bench.example`
      await createUser(db, { email, name, passwordHash, verified: true, tenantId, roleKeys: [] })
      return { tenantId, email }
    }
    const open = await member('open')
    const restricted = await member('restricted')
    await restrict(db, restricted.tenantId)
    const config = loadConfig({
      PORT: '8080',
      FOYER_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    })
    const app = createApp({ db, config, keys: await loadSigningKeys(db) })
    const env = { incoming: { readableEnded: true, socket: { remoteAddress: address } } }
    const signIn = async (email: string) => {
      const response = await app.request(
        '/api/identity/resources/auth/v1/user',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        },
        env,
      )
      if (response.status !== 200) throw new Error(`Sign-in of ${email}: ${response.status}`)
      return ((await response.json()) as { accessToken: string }).accessToken
    }
    const tokens = { open: await signIn(open.email), restricted: await signIn(restricted.email) }
    const once = async (token: string) => {
      const started = performance.now()
      const response = await app.request(
        '/api/identity/resources/users/v2/me',
        { headers: { authorization: `Bearer ${token}` } },
        env,
      )
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`me: ${response.status}`)
      return performance.now() - started
    }
    for (let run = 0; run < 200; run++) {
      await once(tokens.open)
      await once(tokens.restricted)
    }
    const samples = { open: [] as number[], restricted: [] as number[] }
    for (let run = 0; run < runs; run++) {
      // Alternating which goes first, so neither always follows the other's cache effects.
      const order =
        run % 2 === 0 ? (['open', 'restricted'] as const) : (['restricted', 'open'] as const)
      for (const kind of order) samples[kind].push(await once(tokens[kind]))
    }
    const row = (values: number[]) => ({
      p50: Number(percentile(values, 50).toFixed(3)),
      p99: Number(percentile(values, 99).toFixed(3)),
    })
    const open50 = percentile(samples.open, 50)
    const added50 = percentile(samples.restricted, 50) - open50
    const added99 = percentile(samples.restricted, 99) - percentile(samples.open, 99)
    console.log(`IP restrictions on an authenticated request (${target.label}, ${runs} runs each)`)
    console.table({
      'no restrictions': row(samples.open),
      'allow list of 200': row(samples.restricted),
    })
    console.log(
      `added: p50 ${added50.toFixed(3)} ms, p99 ${added99.toFixed(3)} ms (budget p50 < ${budgetMs} ms)`,
    )
    if (added50 >= budgetMs) process.exitCode = 1
  } finally {
    await db.destroy()
    await target.drop()
  }
}

await main()
