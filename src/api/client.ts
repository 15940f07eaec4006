import { toApiError } from './errors'
import type { Query } from './build-url'
import type * as SendModule from './send'
import type { HttpMethod, RequestSource } from './types'

/** Where a client's JSON API lives: its base URL and the prefix the API is mounted under. */
export interface ApiLocation {
  baseUrl: string
  apiPrefix: string
}

/**
 * A transport that routes by path (the demo) and so needs to know where the API is mounted: when
 * the client's `fetch` has `forApi`, the client sends every request through
 * `fetch.forApi({baseUrl, apiPrefix})`, so the transport strips exactly the configured prefix
 * instead of guessing it. A wrapper around such a transport drops `forApi` and gets the default.
 */
export type ApiTransport = typeof globalThis.fetch & {
  forApi?: (location: ApiLocation) => typeof globalThis.fetch
}

/** The prefix the API is mounted under when none is configured. */
export const DEFAULT_API_PREFIX = 'api'

/** How a client reaches the server. */
export interface ApiClientOptions {
  /** Address of the Foyer server, e.g. `https://auth.example.com`. */
  baseUrl: string
  /** Path the JSON API is mounted under on the server; default `api`. */
  apiPrefix?: string
  /** Sent as `frontegg-requested-application-id`. */
  appId?: string
  /** Sent as `frontegg-login-alias` (the tenant's login alias). */
  tenantAlias?: string
  /** Sent as `frontegg-scoped-tenant`. */
  scopedTenant?: string
  /** Sent as `frontegg-source`. */
  requestSource?: RequestSource
  /** Cookie mode of every request; `include` lets the refresh cookie cross origins. */
  credentials?: 'same-origin' | 'include'
  /**
   * The transport; demo mode swaps it for the in-browser handler (an {@link ApiTransport}, told
   * where the API is mounted). Default: the global `fetch`.
   */
  fetch?: ApiTransport
  /** Current access token, sent as `Authorization: Bearer …` when present. */
  getAccessToken?: () => string | undefined
  /** Awaited before each request is sent: the store's sign-out in flight, which nothing may race. */
  hold?: () => Promise<void> | null
  /** Called with the target of a 302 answer; default assigns `window.location.href`. */
  navigate?: (url: string) => void
}

/** Options of one request. */
export interface RequestOptions {
  method?: HttpMethod
  query?: Query
  /** JSON body; `undefined` sends none. */
  body?: unknown
  /** Extra headers; illegal values are dropped. */
  headers?: Record<string, string>
  /** Retries after the first attempt; default 2 for GET/HEAD/PUT/DELETE and 0 otherwise. */
  retry?: number
  signal?: AbortSignal
}

/** A configured HTTP client: the only thing in the browser that knows URLs and headers. */
export interface ApiClient {
  /** The options the client was made with. */
  readonly options: Readonly<ApiClientOptions>
  /** Sends a request and resolves with the parsed JSON body (`{}` when empty); throws `ApiError`. */
  request<T>(path: string, options?: RequestOptions): Promise<T>
  get<T>(path: string, query?: Query): Promise<T>
  post<T>(path: string, body?: unknown): Promise<T>
  put<T>(path: string, body?: unknown): Promise<T>
  patch<T>(path: string, body?: unknown): Promise<T>
  delete<T>(path: string, body?: unknown): Promise<T>
}

/** Default retry policy (spec doc 001 §9): 3 attempts, 500 ms apart, idempotent methods only. */
export const DEFAULT_RETRY = { attempts: 3, delayMs: 500 } as const

/**
 * How a request is sent (URL, headers, ofetch's retries, the error catalogue, a 302's target) arrives
 * with the first request, not in the first load of every tag: a client starts fetching it when it is
 * made (before its first request, while the first screen renders), and a failed fetch is tried again
 * by the next request.
 */
type Send = ReturnType<typeof SendModule.createSend>
let sendModule: Promise<typeof SendModule> | undefined
const loadSend = () =>
  (sendModule ??= import('./send').catch((error: unknown) => {
    sendModule = undefined
    throw error
  }))

/** Creates an API client (wire-api §2 transport rules, spec doc 001 §7–§8). */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const apiPrefix = options.apiPrefix ?? DEFAULT_API_PREFIX
  const given = options.fetch
  const transport = given?.forApi ? given.forApi({ baseUrl: options.baseUrl, apiPrefix }) : given
  let send: Send | undefined
  loadSend().catch(() => undefined)

  async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    // Read at once: the sign-out in flight when the request is made (never the request's own).
    const held = options.hold?.()
    if (!send) {
      try {
        send = (await loadSend()).createSend(options, apiPrefix, transport)
      } catch (error) {
        throw toApiError(error)
      }
    }
    return send(path, init, held) as Promise<T>
  }

  return {
    options,
    request,
    get: (path, query) => request(path, query === undefined ? {} : { query }),
    post: (path, body) => request(path, { method: 'POST', body }),
    put: (path, body) => request(path, { method: 'PUT', body }),
    patch: (path, body) => request(path, { method: 'PATCH', body }),
    delete: (path, body) => request(path, { method: 'DELETE', body }),
  }
}
