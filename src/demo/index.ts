import { createDemoApp } from './app'
import * as modules from './modules'
import { DemoRouter, notFound } from './router'
import { createDemoState } from './state'
import { mountPath, requestOf } from './transport'
import type { ApiLocation, ApiTransport } from '../api'
import type { DemoModule } from './app'

/** The demo transport: a `fetch` that the API client binds to its location with `forApi`. */
export type DemoTransport = typeof globalThis.fetch & Required<Pick<ApiTransport, 'forApi'>>

/** Options of the demo transport. */
export interface DemoFetchOptions {
  /** Delay before each answer, in ms; default 300. `0` answers on the next microtask. */
  delayMs?: number
}

/**
 * A bundle's own default pause, set at build time (`define`): the browser tests' bundle sets a short one,
 * since a page that waits 300 ms on every answer spends most of a test waiting. Unset, it is 300 ms, so a
 * visitor of the demo sees each loading state.
 */
declare const FOYER_DEMO_DELAY_MS: number | undefined
const DEFAULT_DELAY_MS = typeof FOYER_DEMO_DELAY_MS === 'number' ? FOYER_DEMO_DELAY_MS : 300

/** A list's modules sorted by export name, so every loader and bundler registers one order. */
const sorted = (list: Record<string, DemoModule>): DemoModule[] =>
  Object.entries(list)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, register]) => register)

/** The sign-in box's and every element's modules, registered as the transport is created. */
const DEMO_MODULES: readonly DemoModule[] = sorted(modules)

/** Where an unbound demo transport expects the API: the client's default prefix, `api`. */
const DEFAULT_LOCATION: ApiLocation = { baseUrl: '/', apiPrefix: 'api' }

const wait = (ms: number, signal?: AbortSignal | null): Promise<void> =>
  new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException('The request was aborted', 'AbortError'))
    if (signal?.aborted) return abort()
    if (ms <= 0) return resolve()
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => (clearTimeout(timer), abort()), { once: true })
  })

/**
 * A `fetch`-compatible transport that answers the API in the browser from canned, stateful data at
 * the real server's paths and shapes (architecture §5), through a router fed by one module per
 * feature (`modules.ts`, then the portal's `portal-modules.ts` and `security-modules.ts` loaded on
 * demand). The API client tells it where the API is mounted (`forApi`, called with
 * the client's base URL and `api-prefix`), so exactly that prefix is stripped; used directly it
 * expects the default `/api`. Demo sign-in: any email with a password of at least 6 characters;
 * `wrong-password` answers 401. A sign-in survives a reload of the tab (sessionStorage). The email
 * picks the persona: a local part starting with `viewer`, `support` or `readonly` gets that role,
 * `super…` is a super user, anyone else is the Admin. Entitlements: the tenant starts on the
 * Starter plan; `POST /auth/vendor` (any client id and secret) gives a vendor token for the
 * plan-assignment management endpoints.
 */
export function createDemoFetch(options: DemoFetchOptions = {}): DemoTransport {
  const delayMs = options.delayMs ?? DEFAULT_DELAY_MS
  const startedAt = Date.now()
  const state = createDemoState(startedAt)
  const router = new DemoRouter()
  const app = createDemoApp(router, state, startedAt)
  for (const register of DEMO_MODULES) register(app)
  // The admin portal's modules, the user's security ones, the Connectivity page's and billing's are chunks of
  // their own, fetched now; each request waits for them before routing, so their paths answer as
  // soon as the first does.
  const portal = Promise.all([
    import('./portal-modules'),
    import('./security-modules'),
    import('./connectivity-modules'),
    import('./provisioning-modules'),
    import('./billing-modules'),
    import('./policy-modules'),
    import('./flow-modules'),
  ]).then(
    ([
      portalModules,
      securityModules,
      connectivityModules,
      provisioningModules,
      billingModules,
      policyModules,
      flowModules,
    ]) => {
      for (const register of sorted({
        ...portalModules,
        ...securityModules,
        ...connectivityModules,
        ...provisioningModules,
        ...billingModules,
        ...policyModules,
        ...flowModules,
      })) {
        register(app)
      }
    },
  )
  // A chunk that fails to load fails the requests that wait for it, not the page.
  portal.catch(() => undefined)
  let traceCounter = 0

  const bind = (location: ApiLocation): typeof globalThis.fetch => {
    const mount = mountPath(location)
    return async (input, init) => {
      const { path, href, ...request } = await requestOf(input, init, mount)
      await Promise.all([wait(delayMs, init?.signal), portal])
      const answer =
        path === null
          ? notFound(request.method, href)
          : await router.handle({ ...request, path, now: Date.now() })
      traceCounter += 1
      // A file (an invoice's PDF) answers as itself; everything else is JSON.
      const file = answer.body instanceof Blob ? answer.body : null
      return new Response(file ?? JSON.stringify(answer.body), {
        status: answer.status,
        headers: {
          'content-type': file?.type || 'application/json',
          'frontegg-trace-id': `demo-${traceCounter.toString(16).padStart(8, '0')}`,
          ...answer.headers,
        },
      })
    }
  }
  return Object.assign(bind(DEFAULT_LOCATION), { forApi: bind })
}

export { DEMO_AUTH_TIME_KEY, DEMO_SESSION_KEY } from './session-flag'
export { DEMO_LOCKED_EMAIL } from './fixtures/users'
export { DEMO_FLAGS } from './fixtures/flags'
export { DEMO_DEFAULT_PLAN_ID, DEMO_FEATURES, DEMO_PLANS } from './fixtures/entitlements'
export type { DemoPlan } from './fixtures/entitlements'
export type { DemoApp, DemoModule } from './app'
