import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  blockedInMemory,
  count,
  countStoredPoint,
  takePointSql,
} from '../../../server/src/limits/gate'
import { createDbLimiter } from '../../../server/src/limits/store'
import { createTestServer } from '../helpers'
import type { GateKey } from '../../../server/src/limits/gate'
import type { TestServer } from '../helpers'

/**
 * The sign-in takes its address's point inside its own statement (`takePointSql`) with the
 * rate-limit library's upsert and counts it with the library's own after-step
 * (`countStoredPoint`, a method its typings leave out). Both follow the library: were it to change
 * its table, its key or that step, this shows it before a sign-in does.
 */
let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
})

afterAll(async () => {
  await server?.close()
})

const take = async (key: GateKey) => {
  const { rows } = await takePointSql(key).execute(server.db)
  const point = rows[0]
  if (!point) throw new Error('no rate_limits row answered')
  return countStoredPoint(key, point)
}

describe('a point taken inside a statement of our own', () => {
  it("counts in the limiter's own row, alternating with its consume, and refuses past the limit from memory", async () => {
    const key = {
      limiter: createDbLimiter(server.db, 'gate-test', { points: 3, seconds: 600 }),
      key: '203.0.113.9',
    }
    const first = await take(key)
    expect(first).toMatchObject({ refused: false, usedUp: false, consumed: 1 })
    expect(first.retryAfterMs).toBeGreaterThan(590_000)
    expect((await count([key]))[0]).toMatchObject({ refused: false, consumed: 2 })
    expect(await take(key)).toMatchObject({ refused: false, usedUp: true, consumed: 3 })
    expect(blockedInMemory([key])).toBeGreaterThan(590_000)
    expect(await take(key)).toMatchObject({ refused: true, usedUp: true, consumed: 3 })
  })
})
