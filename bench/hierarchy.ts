import { randomBytes, randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { createApp } from '../server/src/app'
import { hashPassword } from '../server/src/auth/passwords'
import { loadConfig } from '../server/src/config'
import { migrateToLatest } from '../server/src/db/migrate'
import { seedDatabase } from '../server/src/db/seed'
import { loadSigningKeys } from '../server/src/keys/signing-keys'
import { createTenant } from '../server/src/tenants/repository'
import { createUser } from '../server/src/users/repository'
import { createTarget } from './delivery-fixtures'
import type { Db } from '../server/src/db/database'

/**
 * Deep trees (issue 23): one reseller with 10,000 sub-accounts five levels deep (10, 90, 900,
 * 3,000 and 6,000 a level), and 10,000 other top-level accounts beside it. The tree, the flat list,
 * the searches (a name anywhere below, a wide level page by page), the metadata and the token for a
 * deepest sub-account, in process through `app.request`, must answer within p95 50 ms. The whole
 * tree and flat list are kept per instance until the tree changes (server/src/hierarchy/answers.ts):
 * the "built again" cases change the tree straight in the database before each read, as another
 * instance would, so no read finds its kept answer current: after one rename, one create or one
 * delete the kept answer is moved on in place (answer-patch.ts, from what the database recorded of
 * the change). The "built afresh" cases leave the kept answer two changes behind, or delete two
 * accounts in one statement, so the answer is built whole from the tree-order index (migration
 * 0067), as a first read after a start, a move, or from an instance that missed a change is. They
 * too must answer within the budget.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:54329/postgres npm run bench:hierarchy
 *
 * BENCH_RUNS changes the runs per case (100). Without DATABASE_URL it runs on PGlite.
 */
const runs = Number(process.env.BENCH_RUNS ?? 100)
const budgetMs = 50
const password = 'a bench password, long enough'
const levels = [10, 90, 900, 3000, 6000]

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

/** Builds the tree under `rootId` a level at a time: each account's parent is spread evenly. */
const fill = async (db: Db, rootId: string) => {
  let parents = [rootId]
  for (const [index, size] of levels.entries()) {
    const { rows } = await sql<{ id: string }>`INSERT INTO tenants
        (id, name, parent_id, is_reseller, sub_account_access_type)
      SELECT gen_random_uuid(), 'Shop L' || ${index + 1}::int || ' #' || n,
        (${parents}::uuid[])[1 + n % ${parents.length}::int], n % 3 = 0,
        (ARRAY['defaultOff','defaultOn','alwaysOn'])[1 + n % 3]
      FROM generate_series(0, ${size - 1}::int) AS n
      RETURNING id`.execute(db)
    parents = rows.map((row) => row.id)
    process.stdout.write(`  level ${index + 1}: ${rows.length} accounts\n`)
  }
  await sql`INSERT INTO tenants (id, name)
    SELECT gen_random_uuid(), 'Other ' || n FROM generate_series(1, 10000) AS n`.execute(db)
  // Vacuumed too, as a live table is: else autovacuum runs over the 20,000 new rows during the
  // first cases and their times measure it (the visibility map it sets serves the index scans).
  await sql`VACUUM ANALYZE tenants`.execute(db)
  return parents
}

const main = async () => {
  const target = await createTarget(process.env.DATABASE_URL || undefined)
  const db = await target.open()
  try {
    await migrateToLatest(db)
    await seedDatabase(db, { email: 'bench-admin@example.com', password })
    const rootId = await createTenant(db, 'Reseller')
    await db.updateTable('tenants').set({ is_reseller: true }).where('id', '=', rootId).execute()
    const email = 'reseller@bench.example'
    const userId = await createUser(db, {
      email,
      name: 'Reseller admin',
      passwordHash: await hashPassword(password),
      verified: true,
      tenantId: rootId,
      roleKeys: ['Admin'],
    })
    await db
      .updateTable('tenant_memberships')
      .set({ sub_account_access: true })
      .where('user_id', '=', userId)
      .execute()
    console.log(
      `Filling the reseller with ${levels.reduce((a, b) => a + b)} sub-accounts (${target.label})`,
    )
    const deepest = await fill(db, rootId)
    const config = loadConfig({
      PORT: '8080',
      FOYER_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    })
    const app = createApp({ db, config, keys: await loadSigningKeys(db) })
    const env = { incoming: { readableEnded: true, socket: { remoteAddress: '10.9.9.9' } } }
    const signIn = await app.request(
      '/api/identity/resources/auth/v1/user',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      },
      env,
    )
    const token = ((await signIn.json()) as { accessToken: string }).accessToken
    const wideParent = (
      await db
        .selectFrom('tenants')
        .select('parent_id')
        .where('id', '=', deepest[0] ?? '')
        .executeTakeFirstOrThrow()
    ).parent_id
    const send = async (method: string, path: string, body?: unknown) => {
      const started = performance.now()
      const response = await app.request(
        `/api${path}`,
        {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        },
        env,
      )
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status}`)
      return performance.now() - started
    }
    const hierarchy = '/tenants/resources/hierarchy'
    let renames = 0
    /** Renames a deepest account (untimed), so the next whole-tree read is not kept. */
    const renameLeaf = () =>
      db
        .updateTable('tenants')
        .set({ name: `Renamed leaf ${++renames}` })
        .where('id', '=', deepest[7] ?? '')
        .execute()
    let creates = 0
    /** Adds an account at the deepest level (untimed), so the next whole-tree read is not kept. */
    const createLeaf = () =>
      db
        .insertInto('tenants')
        .values({ id: randomUUID(), name: `Created leaf ${++creates}`, parent_id: wideParent })
        .execute()
    let deletes = 0
    /** Deletes `count` deepest accounts in one statement (untimed), from the far end. */
    const deleteLeaves = (count: number) => {
      const ids = deepest.slice(deepest.length - deletes - count, deepest.length - deletes)
      deletes += count
      return db.deleteFrom('tenants').where('id', 'in', ids).execute()
    }
    const cases: Record<string, () => Promise<number>> = {
      'tree (10,000 nodes)': () => send('GET', `${hierarchy}/v1/tree`),
      'flat list (10,000 rows)': () => send('GET', `${hierarchy}/v1`),
      'search a name anywhere, 50': () =>
        send('GET', `${hierarchy}/v2?_filter=l4%20%2317&_limit=50`),
      'search a common word, 50': () => send('GET', `${hierarchy}/v2?_filter=shop&_limit=50`),
      'first level, 50': () => send('GET', `${hierarchy}/v2?_limit=50`),
      'a wide level, page 3': () =>
        send('GET', `${hierarchy}/v2?_subTenantId=${wideParent}&_limit=2&_offset=2`),
      'metadata of 10 accounts': () =>
        send(
          'GET',
          `${hierarchy}/v2/metadata?_tenantIds=${[rootId, ...deepest.slice(0, 9)].join(',')}`,
        ),
      'parents of a deepest account': () => send('GET', `${hierarchy}/v1/parents/${deepest[5]}`),
      'token for a deepest account': () =>
        send('POST', '/identity/resources/users/v3/me/token', { tenantId: deepest[2] }),
      'tree, built again after a rename': async () => {
        await renameLeaf()
        return send('GET', `${hierarchy}/v1/tree`)
      },
      'flat list, built again': async () => {
        await renameLeaf()
        return send('GET', `${hierarchy}/v1`)
      },
      'tree, built again after a create': async () => {
        await createLeaf()
        return send('GET', `${hierarchy}/v1/tree`)
      },
      'flat list, built again after a create': async () => {
        await createLeaf()
        return send('GET', `${hierarchy}/v1`)
      },
      'tree, built again after a delete': async () => {
        await deleteLeaves(1)
        return send('GET', `${hierarchy}/v1/tree`)
      },
      'flat list, built again after a delete': async () => {
        await deleteLeaves(1)
        return send('GET', `${hierarchy}/v1`)
      },
      'tree, built afresh (two deleted at once)': async () => {
        await deleteLeaves(2)
        return send('GET', `${hierarchy}/v1/tree`)
      },
      'flat list, built afresh (two deleted at once)': async () => {
        await deleteLeaves(2)
        return send('GET', `${hierarchy}/v1`)
      },
      'tree, built afresh (two changes behind)': async () => {
        await renameLeaf()
        await renameLeaf()
        return send('GET', `${hierarchy}/v1/tree`)
      },
      'flat list, built afresh (two changes behind)': async () => {
        await renameLeaf()
        await renameLeaf()
        return send('GET', `${hierarchy}/v1`)
      },
    }
    const table: Record<string, { p50: number; p95: number }> = {}
    let over = false
    for (const [name, run] of Object.entries(cases)) {
      for (let warm = 0; warm < 10; warm++) await run()
      const samples: number[] = []
      for (let index = 0; index < runs; index++) samples.push(await run())
      const p95 = percentile(samples, 95)
      table[name] = { p50: Number(percentile(samples, 50).toFixed(2)), p95: Number(p95.toFixed(2)) }
      if (p95 > budgetMs) over = true
    }
    console.log(
      `The hierarchy of a reseller with 10,000 sub-accounts (${target.label}, ${runs} runs, ms)`,
    )
    console.table(table)
    if (over) {
      console.log(`A case's p95 is over the ${budgetMs} ms budget`)
      process.exitCode = 1
    }
  } finally {
    await db.destroy()
    await target.drop()
  }
}

await main()
