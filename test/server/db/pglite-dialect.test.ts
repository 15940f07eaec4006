import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../../../server/src/db/create-database'
import type { Db } from '../../../server/src/db/database'

// The dialect is PGlite's alone: the PostgreSQL project skips it.
describe.skipIf(process.env.FOYER_TEST_DB === 'postgres')('PGliteDialect', () => {
  let db: Db

  beforeAll(async () => {
    db = await createDatabase({ kind: 'memory' })
    await sql`create table counter (id int primary key, value int not null)`.execute(db)
    await sql`insert into counter values (1, 0)`.execute(db)
  })
  afterAll(() => db.destroy())

  const value = async () =>
    (await sql<{ value: number }>`select value from counter where id = 1`.execute(db)).rows[0]
      ?.value

  it('serialises transactions on the single connection', async () => {
    const increment = () =>
      db.transaction().execute(async (trx) => {
        const current = await sql<{
          value: number
        }>`select value from counter where id = 1`.execute(trx)
        await new Promise((resolve) => setTimeout(resolve, 5))
        const next = (current.rows[0]?.value ?? 0) + 1
        await sql`update counter set value = ${next} where id = 1`.execute(trx)
      })
    await Promise.all(Array.from({ length: 10 }, increment))
    expect(await value()).toBe(10)
  })

  it('rolls a failed transaction back and keeps working', async () => {
    const before = await value()
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`update counter set value = 999 where id = 1`.execute(trx)
        throw new Error('abort')
      }),
    ).rejects.toThrow('abort')
    expect(await value()).toBe(before)
  })

  it('reports affected rows of updates', async () => {
    const result = await sql`update counter set value = value where id = 1`.execute(db)
    expect(result.numAffectedRows).toBe(1n)
  })
})
