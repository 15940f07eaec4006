import { createFetch, FetchError } from 'ofetch'
import { buildUrl } from './build-url'
import { DEFAULT_RETRY } from './client'
import { GENERIC_ERROR_CODE, GENERIC_ERROR_MESSAGE, TRACE_ID_HEADER } from './constants'
import { errorFromResponse } from './error-from-response'
import { ApiError, toApiError } from './errors'
import { buildHeaders } from './headers'
import type { ApiClientOptions, ApiTransport, RequestOptions } from './client'
import type { HttpMethod } from './types'
import type { FetchResponse } from 'ofetch'

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
 * How a client sends a request (its own chunk, loaded with the client's first request): the URL, the
 * headers, ofetch's retries, a failed answer read into an {@link ApiError}, a 302 followed.
 */
export function createSend(
  options: ApiClientOptions,
  apiPrefix: string,
  transport: ApiTransport | typeof globalThis.fetch | undefined,
): (path: string, init: RequestOptions, held?: Promise<void> | null) => Promise<unknown> {
  // The global fetch is read at each call, so a page (or test) that replaces it later is honoured.
  const $fetch = createFetch({
    fetch: (input, init) => (transport ?? globalThis.fetch)(input, init),
  })
  const navigate = options.navigate ?? defaultNavigate

  return async (path, init, held) => {
    // The store's sign-out in flight when the request was made (read by the client at once).
    await held
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
    try {
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
      if (error instanceof FetchError && error.response) {
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
    return parseBody(response._data)
  }
}
