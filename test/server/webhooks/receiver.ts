import { Webhook } from 'standardwebhooks'
import { listenOnLoopback } from '../node/listen'

/** One request a receiver took, as its endpoint saw it. */
export interface Received {
  id: string
  timestamp: string
  body: string
  type: string
  /** Whether `standardwebhooks`' verifier accepted the signature with the webhook's secret. */
  verified: boolean
  /** The status the receiver answered. */
  status: number
}

/**
 * A loopback webhook endpoint that checks every request's Standard Webhooks signature with the
 * `standardwebhooks` verifier (the receiver side of the scheme) and answers the statuses of
 * `script` in turn, then 200 (or `fallback`).
 */
export const startReceiver = async () => {
  const http = await listenOnLoopback()
  const received: Received[] = []
  let secret = ''
  let script: number[] = []
  let fallback = 200
  const waiters: { count: number; resolve: () => void }[] = []
  /** The next request's answer waits for this (`holdNext`). */
  let hold: Promise<void> | undefined
  http.handle((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const headers = {
        'webhook-id': String(req.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
      }
      let verified = false
      try {
        new Webhook(secret).verify(body, headers)
        verified = true
      } catch {
        verified = false
      }
      const status = script.shift() ?? fallback
      let type = ''
      try {
        type = String((JSON.parse(body) as { type?: unknown }).type ?? '')
      } catch {
        type = ''
      }
      received.push({
        id: headers['webhook-id'],
        timestamp: headers['webhook-timestamp'],
        body,
        type,
        verified,
        status,
      })
      const held = hold
      hold = undefined
      void (held ?? Promise.resolve()).then(() =>
        res.writeHead(status, { 'content-type': 'text/plain' }).end(`answer ${status}`),
      )
      for (const waiter of [...waiters]) {
        if (received.length >= waiter.count) {
          waiters.splice(waiters.indexOf(waiter), 1)
          waiter.resolve()
        }
      }
    })
  })
  return {
    url: `${http.url}/hook`,
    received,
    /** The secret signatures are checked with. */
    useSecret: (value: string) => {
      secret = value
    },
    /** The statuses to answer next, in order; then `then` for every later request. */
    answer: (statuses: number[], then = 200) => {
      script = [...statuses]
      fallback = then
    },
    /**
     * Holds the answer to the next request (it is received and counted at once) until `release`:
     * a call that stays in flight while the test moves the clock.
     */
    holdNext: () => {
      const gate: { release?: () => void } = {}
      hold = new Promise<void>((resolve) => (gate.release = resolve))
      return { release: () => gate.release?.() }
    },
    /** Resolves once `count` requests in all were received (fails the test after `ms`). */
    waitFor: (count: number, ms = 10_000) =>
      new Promise<void>((resolve, reject) => {
        if (received.length >= count) return resolve()
        const timer = setTimeout(
          () => reject(new Error(`Only ${received.length} of ${count} requests came`)),
          ms,
        )
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer)
            resolve()
          },
        })
      }),
    close: http.close,
  }
}
