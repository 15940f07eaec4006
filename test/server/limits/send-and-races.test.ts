import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { respondWithError } from '../../../server/src/http/wire-error'
import { limitSend } from '../../../server/src/limits/send'
import { createTestServer } from '../helpers'
import { fromAddress, postFrom, readRefusal, signInPath } from './from-address'
import type { AppEnv } from '../../../server/src/http/app-env'
import type { TestServer } from '../helpers'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer({
    FOYER_LIMIT_SIGN_IN_IP: '5/600',
    FOYER_LIMIT_SEND_IP: '4/600',
    FOYER_LIMIT_SEND_IDENTIFIER: '2/600',
  })
})
afterAll(() => server.close())

/** A route that sends a message, as the coming invitation and reset routes will. */
const sendingApp = () => {
  const app = new Hono<AppEnv>()
  app.onError(respondWithError)
  app.post('/api/send', async (c) => {
    const { to } = await c.req.json<{ to: string }>()
    await limitSend(server.deps, c, to)
    return c.json({ sent: to }, 200)
  })
  return app
}

describe('the preset for endpoints that send mail or SMS', () => {
  const send = (app: Hono<AppEnv>, address: string, to: string) =>
    app.request('/api/send', { method: 'POST', body: JSON.stringify({ to }) }, fromAddress(address))

  it('limits messages per recipient, whatever its case, and per address', async () => {
    const app = sendingApp()
    expect((await send(app, '192.0.2.1', 'Someone@example.com')).status).toBe(200)
    expect((await send(app, '192.0.2.2', ' someone@example.com')).status).toBe(200)
    const refused = await readRefusal(await send(app, '192.0.2.3', 'someone@EXAMPLE.com'))
    expect(refused.status).toBe(429)
    expect(refused.retryAfter).toBeGreaterThan(0)
    expect(refused.body).toEqual({
      errors: ['Too many messages requested. Try again later'],
      errorCode: 'ER-FOYER-1008',
    })
    for (let i = 0; i < 3; i++) {
      expect((await send(app, '192.0.2.9', `r${i}@example.com`)).status).toBe(200)
    }
    expect((await send(app, '192.0.2.9', 'r3@example.com')).status).toBe(200)
    expect((await send(app, '192.0.2.9', 'r4@example.com')).status).toBe(429)
  })
})

// PGlite serves one connection, so its requests never race; these cases need PostgreSQL.
describe.runIf(process.env.FOYER_TEST_DB === 'postgres')(
  'limits under parallel requests (PostgreSQL only: PGlite never runs two at once)',
  () => {
    it('lets exactly the limit of 24 parallel failures through, and refuses the rest', async () => {
      const address = '198.51.100.50'
      const responses = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          postFrom(server, address, signInPath, { email: `race-${i}@example.com`, password: 'x' }),
        ),
      )
      const statuses = responses.map((response) => response.status)
      expect(statuses.filter((status) => status === 401)).toHaveLength(5)
      expect(statuses.filter((status) => status === 429)).toHaveLength(19)
      const next = await postFrom(server, address, signInPath, { email: 'a@b.c', password: 'x' })
      expect(next.status).toBe(429)
    })

    it('sends at most the limit of messages to one recipient under 12 parallel requests', async () => {
      const app = sendingApp()
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          app.request(
            '/api/send',
            { method: 'POST', body: JSON.stringify({ to: 'parallel@example.com' }) },
            fromAddress(`198.51.100.${100 + i}`),
          ),
        ),
      )
      const sent = responses.filter((response) => response.status === 200)
      expect(sent).toHaveLength(2)
    })
  },
)
