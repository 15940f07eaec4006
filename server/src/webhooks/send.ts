import { FetchRefused, guardedFetch } from '../federation/fetch-guard'
import { signedHeaders } from './signing'

/** How one attempt ended: what the delivery log shows and whether to try again. */
export interface SendOutcome {
  /** The HTTP status, or `timeout` / `refused` / `error` when no answer came. */
  statusCode: string
  /** True for a 2xx answer. */
  ok: boolean
  /** Whether a later attempt may succeed: timeouts, network errors, 408, 429 and 5xx. */
  retryable: boolean
  /** The start of the answer's body (or of the error). */
  body: string
  latencyMs: number
}

/** The most characters of an answer the delivery log keeps. */
export const LOG_BODY_CHARS = 1024

/** The longest answer read (the rest is never stored). */
const MAX_ANSWER_BYTES = 256 * 1024

const retryableStatus = (status: number) => status === 408 || status === 429 || status >= 500

/**
 * POSTs a signed body to a webhook's URL through the fetch guard (no private or loopback address
 * unless FOYER_ALLOW_PRIVATE_NETWORK, no redirects), abandoning it after `timeoutMs`. Never
 * throws: every ending is an outcome.
 */
export const sendSigned = async (input: {
  url: string
  secret: string | null
  id: string
  body: string
  at: Date
  timeoutMs: number
}): Promise<SendOutcome> => {
  const started = performance.now()
  const latency = () => Math.round(performance.now() - started)
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Foyer-Webhooks/1',
    ...(input.secret === null ? {} : signedHeaders(input.secret, input.id, input.at, input.body)),
  }
  try {
    const answer = await guardedFetch(
      input.url,
      // The guard's timeout is the socket's idle time; the signal bounds the whole exchange.
      { method: 'POST', headers, body: input.body, signal: AbortSignal.timeout(input.timeoutMs) },
      { timeoutMs: input.timeoutMs, maxBytes: MAX_ANSWER_BYTES },
    )
    const text = await answer.text()
    return {
      statusCode: String(answer.status),
      ok: answer.status >= 200 && answer.status < 300,
      retryable: retryableStatus(answer.status),
      body: text.slice(0, LOG_BODY_CHARS),
      latencyMs: latency(),
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const name = error instanceof Error ? error.name : ''
    const timedOut = /timed out/i.test(message) || name === 'TimeoutError' || name === 'AbortError'
    const refused = error instanceof FetchRefused && !timedOut
    return {
      statusCode: timedOut ? 'timeout' : refused ? 'refused' : 'error',
      ok: false,
      // A refused address stays refused; a network error or a timeout may pass later.
      retryable: !refused,
      body: (message.split('\n')[0] ?? '').slice(0, LOG_BODY_CHARS),
      latencyMs: latency(),
    }
  }
}
