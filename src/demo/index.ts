import { routeDemoRequest } from './routes'
import { createDemoState } from './state'

/** Options of the demo transport. */
export interface DemoFetchOptions {
  /** Delay before each answer, in ms; default 300. `0` answers on the next microtask. */
  delayMs?: number
}

const DEFAULT_DELAY_MS = 300

const parseJson = (text: string): unknown => {
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

const bodyText = async (input: RequestInfo | URL, init?: RequestInit): Promise<string> => {
  if (typeof init?.body === 'string') return init.body
  if (init?.body === undefined && input instanceof Request) return input.text()
  return ''
}

const wait = (ms: number, signal?: AbortSignal | null): Promise<void> =>
  new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException('The request was aborted', 'AbortError'))
    if (signal?.aborted) return abort()
    if (ms <= 0) return resolve()
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => (clearTimeout(timer), abort()), { once: true })
  })

/**
 * A `fetch`-compatible function that answers this slice's API calls in the browser from canned,
 * stateful data at the real server's paths and shapes (architecture §5). Demo sign-in: any email
 * with a password of at least 6 characters; `wrong-password` answers 401. A sign-in survives a
 * reload of the tab (sessionStorage). The email picks the persona: a local part starting with
 * `viewer`, `support` or `readonly` gets that role, `super…` is a super user, anyone else is the
 * Admin. Entitlements: the tenant starts on the Starter plan; `POST /auth/vendor` (any client id
 * and secret) gives a vendor token for the plan-assignment management endpoints.
 */
export function createDemoFetch(options: DemoFetchOptions = {}): typeof globalThis.fetch {
  const delayMs = options.delayMs ?? DEFAULT_DELAY_MS
  const state = createDemoState(Date.now())
  let traceCounter = 0
  return async (input, init) => {
    const href = input instanceof Request ? input.url : String(input)
    const base = typeof location === 'undefined' ? 'http://demo.invalid' : location.href
    const url = new URL(href, base)
    const headers = new Headers(input instanceof Request ? input.headers : undefined)
    new Headers(init?.headers).forEach((value, name) => headers.set(name, value))
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
    const body = parseJson(await bodyText(input, init))
    const authorization = headers.get('authorization') ?? ''
    const token = authorization.startsWith('Bearer ') ? authorization.slice(7) : null
    await wait(delayMs, init?.signal)
    const answer = routeDemoRequest(state, {
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      token,
      now: Date.now(),
    })
    traceCounter += 1
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: {
        'content-type': 'application/json',
        'frontegg-trace-id': `demo-${traceCounter.toString(16).padStart(8, '0')}`,
      },
    })
  }
}

export { DEMO_SESSION_KEY } from './session-flag'
export { DEMO_LOCKED_EMAIL } from './fixtures/users'
export { DEMO_FLAGS } from './fixtures/flags'
export { DEMO_DEFAULT_PLAN_ID, DEMO_FEATURES, DEMO_PLANS } from './fixtures/entitlements'
export type { DemoPlan } from './fixtures/entitlements'
