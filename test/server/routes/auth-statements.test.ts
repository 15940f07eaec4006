import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../../server/src/app'
import { addUser, createTestServer, prefix, refreshCookie } from '../helpers'
import { countingDb } from '../statement-counter'
import type { TestServer } from '../helpers'
import type { StatementLog } from '../statement-counter'

const password = 'a password of the hot path'

let server: TestServer
let app: ReturnType<typeof createApp>
let log: StatementLog

beforeAll(async () => {
  server = await createTestServer()
  // The same database through a handle that records each statement the routes send.
  const counting = countingDb(server.db)
  log = counting.log
  app = createApp({ ...server.deps, db: counting.db })
  // What a server reads at most once every few seconds (timeout rules, limiter settings) stays
  // read for the whole file: the clock stands still, so each count is the steady state's.
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterAll(async () => {
  vi.useRealTimers()
  await server.close()
})

const post = (path: string, body: unknown, cookie?: string) =>
  app.request(`${prefix}/identity/resources/auth/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  })

const signIn = async (email: string) => {
  const response = await post('user', { email, password })
  expect(response.status).toBe(200)
  const cookie = refreshCookie(response)
  if (!cookie) throw new Error('no refresh cookie')
  return cookie
}

/** The statements `work` sent (each a round trip to the database, BEGIN and COMMIT included). */
const statementsOf = async (work: () => Promise<unknown>) => {
  log.reset()
  await work()
  return [...log.statements]
}

// Each statement is a round trip on the two hottest routes: a change that adds one must change
// these numbers on purpose (`DATABASE_URL=… npm run bench:hot-path` shows them with their times).
describe('round trips of the hot paths', () => {
  it('a password sign-in sends 3 statements', async () => {
    await addUser(server, { email: 'warm@example.com', password })
    await addUser(server, { email: 'counted@example.com', password })
    // The first sign-in of a server may read what later ones find in memory.
    await signIn('warm@example.com')
    const statements = await statementsOf(() => signIn('counted@example.com'))
    expect(statements, statements.join('\n')).toHaveLength(3)
  })

  it('a cookie refresh sends 1 statement: its rotation reads the profile along', async () => {
    await addUser(server, { email: 'refreshed@example.com', password })
    const refresh = async (cookie: string) => {
      const response = await post('user/token/refresh', { tenantId: null }, cookie)
      expect(response.status).toBe(200)
      const rotated = refreshCookie(response)
      if (!rotated) throw new Error('no rotated cookie')
      return rotated
    }
    // The first refresh of a server may read what later ones find in memory.
    const cookie = await refresh(await signIn('refreshed@example.com'))
    const statements = await statementsOf(() => refresh(cookie))
    expect(statements, statements.join('\n')).toHaveLength(1)
  })
})
