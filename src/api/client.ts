import { buildUrl } from './build-url'
import { GENERIC_ERROR_CODE, GENERIC_ERROR_MESSAGE, TRACE_ID_HEADER } from './constants'
import { ApiError, errorFromResponse, toApiError } from './errors'
import { buildHeaders } from './headers'
import type { Query } from './build-url'
import type { HttpMethod, RequestSource } from './types'
import type { $Fetch, FetchResponse } from 'ofetch'

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

const IDEMPOTENT: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'PUT', 'DELETE'])
const RETRY_STATUS_CODES = [408, 429, ...Array.from({ length: 100 }, (_, index) => 500 + index)]

const parseBody = (text: unknown): unknown => {
  if (typeof text !== 'string' || text.trim() === '') return {}
  try {
    return JSON.parse(text) as unknown
  } catch {
    return {}
  }
}

const defaultNavigate = (url: string): void => {
  if (typeof window !== 'undefined') window.location.href = url
}

/** The http(s) target of a 302 answer: its body (the vendor client's rule), else `Location`. */
const redirectTarget = (response: FetchResponse<unknown>, baseUrl: string): string | null => {
  const body = typeof response._data === 'string' ? response._data.trim() : ''
  const parsed = parseBody(body)
  const candidate = (typeof parsed === 'string' ? parsed : body) || response.headers.get('location')
  if (!candidate) return null
  try {
    const origin = typeof location === 'undefined' ? baseUrl : location.href
    const url = new URL(candidate, origin)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

const traceIdOf = (headers: Headers): string | undefined =>
  headers.get(TRACE_ID_HEADER) ?? undefined

/**
 * ofetch (the retries and their delays) arrives with the first request, not in the first load of every
 * tag: a client starts fetching it when it is made (before its first request, while the first screen
 * renders), and a failed fetch is tried again by the next request.
 */
let ofetchModule: Promise<typeof import('ofetch')> | undefined
const loadOfetch = () =>
  (ofetchModule ??= import('ofetch').catch((error: unknown) => {
    ofetchModule = undefined
    throw error
  }))

/** Creates an API client (wire-api §2 transport rules, spec doc 001 §7–§8). */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const apiPrefix = options.apiPrefix ?? DEFAULT_API_PREFIX
  const given = options.fetch
  const transport = given?.forApi ? given.forApi({ baseUrl: options.baseUrl, apiPrefix }) : given
  // The global fetch is read at each call, so a page (or test) that replaces it later is honoured.
  let $fetch: $Fetch | undefined
  loadOfetch().catch(() => undefined)
  const navigate = options.navigate ?? defaultNavigate

  async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    await options.hold?.()
    const method = init.method ?? 'GET'
    const url = buildUrl(options.baseUrl, apiPrefix, path, init.query)
    const token = options.getAccessToken?.()
    const headers = buildHeaders({
      'Content-Type': 'application/json',
      'frontegg-source': options.requestSource,
      Authorization: token ? `Bearer ${token}` : undefined,
      'frontegg-scoped-tenant': options.scopedTenant,
      'frontegg-login-alias': options.tenantAlias,
      'frontegg-requested-application-id': options.appId,
      ...init.headers,
    })
    const retry = init.retry ?? (IDEMPOTENT.has(method) ? DEFAULT_RETRY.attempts - 1 : 0)
    let response: FetchResponse<unknown>
    let ofetch: typeof import('ofetch') | undefined
    try {
      ofetch = await loadOfetch()
      $fetch ??= ofetch.createFetch({
        fetch: (input, init) => (transport ?? globalThis.fetch)(input, init),
      })
      response = await $fetch.raw(url, {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        credentials: options.credentials ?? 'same-origin',
        responseType: 'text',
        retry,
        retryDelay: DEFAULT_RETRY.delayMs,
        retryStatusCodes: RETRY_STATUS_CODES,
        ...(init.signal ? { signal: init.signal } : {}),
      })
    } catch (error) {
      if (ofetch && error instanceof ofetch.FetchError && error.response) {
        const failed = error.response
        const traceId = traceIdOf(failed.headers)
        throw errorFromResponse({
          status: failed.status,
          statusText: failed.statusText,
          body: typeof failed._data === 'string' ? failed._data : undefined,
          ...(traceId === undefined ? {} : { traceId }),
        })
      }
      throw toApiError(error)
    }
    if (response.status === 302) {
      const target = redirectTarget(response, options.baseUrl)
      if (!target) {
        throw new ApiError(GENERIC_ERROR_MESSAGE, { status: 302, errorCode: GENERIC_ERROR_CODE })
      }
      navigate(target)
      // The page is leaving: like the vendor client, never settle.
      return new Promise<never>(() => undefined)
    }
    return parseBody(response._data) as T
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
