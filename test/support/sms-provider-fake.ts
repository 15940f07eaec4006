import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A text message the fake provider accepted. */
export interface FakeSms {
  accountSid: string
  to: string
  from: string | undefined
  messagingServiceSid: string | undefined
  body: string
}

/**
 * A loopback FAKE of a third-party API: the part of Twilio's REST API the server's SMS adapter
 * calls (`POST /2010-04-01/Accounts/{sid}/Messages.json`, form-encoded, basic auth), answering
 * as Twilio documents it (201 with a message resource; 401 for bad credentials; 4xx/5xx JSON
 * `{code, message, status}` for refusals). Nothing leaves the machine.
 */
export interface SmsProviderFake {
  /** The FOYER_SMS_URL to give the server. */
  url: string
  credentials: { accountSid: string; authToken: string }
  messages: FakeSms[]
  /** Answers the next `count` messages with `status` (default 503). */
  refuseNext: (count: number, status?: number) => void
  waitFor: (to: string, timeoutMs?: number) => Promise<FakeSms>
  close: () => Promise<void>
}

/** Starts the fake on a random loopback port. */
export const startSmsProviderFake = async (): Promise<SmsProviderFake> => {
  const credentials = { accountSid: 'AC0123456789abcdef', authToken: 'fake-auth-token-0123' }
  const messages: FakeSms[] = []
  let refusals = { count: 0, status: 503 }
  const expectedAuth = `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64')}`
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const answer = (status: number, body: object) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(body))
      }
      const path = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(request.url ?? '')
      if (request.method !== 'POST' || !path) return answer(404, { code: 20404, status: 404 })
      if (request.headers.authorization !== expectedAuth || path[1] !== credentials.accountSid) {
        return answer(401, { code: 20003, message: 'Authenticate', status: 401 })
      }
      if (refusals.count > 0) {
        refusals = { ...refusals, count: refusals.count - 1 }
        return answer(refusals.status, {
          code: 20500,
          message: 'Service unavailable',
          status: refusals.status,
        })
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString())
      const to = form.get('To')
      const body = form.get('Body')
      if (!to || !body) {
        return answer(400, {
          code: 21604,
          message: "A 'To' phone number is required.",
          status: 400,
        })
      }
      const sms: FakeSms = {
        accountSid: path[1],
        to,
        from: form.get('From') ?? undefined,
        messagingServiceSid: form.get('MessagingServiceSid') ?? undefined,
        body,
      }
      messages.push(sms)
      answer(201, { sid: `SM${messages.length}`, status: 'queued', to, body })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    credentials,
    messages,
    refuseNext: (count, status = 503) => {
      refusals = { count, status }
    },
    waitFor: async (to, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = messages.find((sms) => sms.to === to)
        if (found) return found
        if (Date.now() > deadline) throw new Error(`no SMS to ${to} within ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
