import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendSigned } from '../../../server/src/webhooks/send'
import { generateWebhookSecret } from '../../../server/src/webhooks/signing'
import { startReceiver } from './receiver'

let receiver: Awaited<ReturnType<typeof startReceiver>>
const secret = generateWebhookSecret()

beforeAll(async () => {
  process.env.FOYER_ALLOW_PRIVATE_NETWORK = '1'
  receiver = await startReceiver()
  receiver.useSecret(secret)
})
afterAll(async () => {
  await receiver.close()
  delete process.env.FOYER_ALLOW_PRIVATE_NETWORK
})

const send = (timeoutMs = 5000) =>
  sendSigned({
    url: receiver.url,
    secret,
    id: 'msg_1',
    body: '{"type":"user.invited"}',
    at: new Date(),
    timeoutMs,
  })

describe('sendSigned', () => {
  it('tries again after 408, 429 and 5xx, never after another 4xx, and succeeds on 2xx', async () => {
    const statuses = [408, 429, 500, 503, 400, 401, 404, 410, 200, 202]
    receiver.answer(statuses)
    const outcomes = []
    for (const status of statuses) outcomes.push({ status, ...(await send()) })
    expect(
      outcomes.map(({ status, statusCode, ok, retryable }) => [status, statusCode, ok, retryable]),
    ).toEqual([
      [408, '408', false, true],
      [429, '429', false, true],
      [500, '500', false, true],
      [503, '503', false, true],
      [400, '400', false, false],
      [401, '401', false, false],
      [404, '404', false, false],
      [410, '410', false, false],
      [200, '200', true, false],
      [202, '202', true, false],
    ])
    expect(receiver.received.every((request) => request.verified)).toBe(true)
    expect(outcomes[0]?.body).toBe('answer 408')
  })

  it('gives up on an endpoint that does not answer in time, and tries it again later', async () => {
    const held = receiver.holdNext()
    try {
      const outcome = await send(200)
      expect(outcome).toMatchObject({ statusCode: 'timeout', ok: false, retryable: true })
    } finally {
      held.release()
    }
  })

  it('refuses a loopback endpoint for good when private networks are not allowed', async () => {
    delete process.env.FOYER_ALLOW_PRIVATE_NETWORK
    try {
      expect(await send()).toMatchObject({ statusCode: 'refused', ok: false, retryable: false })
    } finally {
      process.env.FOYER_ALLOW_PRIVATE_NETWORK = '1'
    }
  })
})
