import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addTenant, call, createTestServer, login } from '../helpers'
import { startReceiver } from '../webhooks/receiver'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let token: string
let receiver: Awaited<ReturnType<typeof startReceiver>>

beforeAll(async () => {
  process.env.FOYER_ALLOW_PRIVATE_NETWORK = '1'
  server = await createTestServer()
  token = (await login(server)).token
  receiver = await startReceiver()
})
afterAll(async () => {
  await receiver.close()
  await server.close()
  delete process.env.FOYER_ALLOW_PRIVATE_NETWORK
})

const json = async <T>(response: Response) => (await response.json()) as T

interface Hook {
  _id: string
  secret: string
  invocations: number
}
interface LogRow {
  id: string
  webhookId: string
  eventKey: string
  statusCode: string
  ok: boolean
  body: string
  nextAttemptAt: string | null
  isTest: boolean
}

const addHook = async (as: string, url = receiver.url) => {
  const response = await call(server, '/webhook/custom', {
    token: as,
    body: { url, secret: null, displayName: 'Receiver', eventKeys: ['user.invited'] },
  })
  expect(response.status).toBe(200)
  return json<Hook>(response)
}

const logPage = async (id: string, as = token) =>
  json<{ count: number; rows: LogRow[] }>(
    await call(server, `/webhook/logs/?id=${id}&offset=0&limit=10`, { token: as }),
  )

const sendTest = (hook: Hook, as = token) =>
  call(server, '/webhook/test', { token: as, body: { url: receiver.url, secret: hook.secret } })

describe('the webhook test call and the delivery log', () => {
  it('logs each test of a saved webhook, marked as a test, newest first, failures too', async () => {
    const hook = await addHook(token)
    receiver.useSecret(hook.secret)
    receiver.answer([201, 503])
    const first = await json<LogRow>(await sendTest(hook))
    expect(first).toMatchObject({ statusCode: '201', ok: true, isTest: true, webhookId: hook._id })
    const second = await json<LogRow>(await sendTest(hook))
    expect(second).toMatchObject({ statusCode: '503', ok: false, isTest: true })
    expect(receiver.received.map((r) => r.verified)).toEqual([true, true])

    const page = await logPage(hook._id)
    expect(page.count).toBe(2)
    expect(page.rows).toEqual([
      expect.objectContaining({
        id: second.id,
        eventKey: 'webhook.test',
        statusCode: '503',
        ok: false,
        body: 'answer 503',
        nextAttemptAt: null,
        isTest: true,
      }),
      expect.objectContaining({ id: first.id, statusCode: '201', ok: true, isTest: true }),
    ])
    // A test is not a delivery: it leaves the endpoint's count alone.
    const [listed] = await json<Hook[]>(await call(server, '/webhook', { token }))
    expect(listed?.invocations).toBe(0)
  })

  it('refuses to send a test again, with a sentence', async () => {
    const [hook] = await json<Hook[]>(await call(server, '/webhook', { token }))
    const [row] = (await logPage(hook?._id ?? '')).rows
    const again = await call(server, `/webhook/logs/${row?.id ?? ''}/retries`, {
      token,
      method: 'POST',
    })
    expect(again.status).toBe(400)
    expect((await json<WireErrorBody>(again)).errors[0]).toBe(
      'A test call is not sent again: send a new test instead',
    )
  })

  it('logs another tenant’s test of the same URL in that tenant’s webhook only', async () => {
    const [mine] = await json<Hook[]>(await call(server, '/webhook', { token }))
    const before = (await logPage(mine?._id ?? '')).count
    await addTenant(server, 'Other', 'other-logs@example.com')
    const other = (await login(server, 'other-logs@example.com')).token
    const theirs = await addHook(other)
    receiver.useSecret(theirs.secret)
    expect((await sendTest(theirs, other)).status).toBe(200)
    expect((await logPage(theirs._id, other)).rows.map((row) => row.isTest)).toEqual([true])
    expect((await logPage(mine?._id ?? '')).count).toBe(before)
  })

  it('pages the log ten attempts at a time, newest first, by offset', async () => {
    const hook = await addHook(token)
    receiver.useSecret(hook.secret)
    receiver.answer([])
    const sent: string[] = []
    for (let i = 0; i < 12; i++) sent.unshift((await json<LogRow>(await sendTest(hook))).id)
    const page = async (query: string) =>
      json<{ count: number; rows: LogRow[] }>(
        await call(server, `/webhook/logs/?id=${hook._id}${query}`, { token }),
      )
    const first = await page('&offset=0&limit=10')
    expect(first.count).toBe(12)
    expect(first.rows.map((row) => row.id)).toEqual(sent.slice(0, 10))
    expect((await page('&offset=10&limit=10')).rows.map((row) => row.id)).toEqual(sent.slice(10))
    // The spec's defaults: offset 0, limit 10.
    expect((await page('')).rows.map((row) => row.id)).toEqual(sent.slice(0, 10))
  })
})
