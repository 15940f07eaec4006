import { AUTH_PATHS, buildUrl } from '../api'
import { SERVER_CHECK_TIMEOUT_MS } from './server-check'
import type { FoyerConfig } from './config'
import type { ServerCheck } from './server-check'

/**
 * The boot check's request (`serverCheckAtom`): a GET of the public vendor configuration with the
 * headers real calls send, so the CORS preflight is the same, and without the client's retries.
 */
export async function runServerCheck(config: FoyerConfig): Promise<ServerCheck> {
  const fetcher = config.fetch ?? globalThis.fetch
  const url = buildUrl(config.baseUrl, config.apiPrefix, AUTH_PATHS.vendorConfig)
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (config.requestSource) headers['frontegg-source'] = config.requestSource
  if (config.appId) headers['frontegg-requested-application-id'] = config.appId
  try {
    const response = await fetcher(url, {
      method: 'GET',
      headers,
      credentials: config.credentials,
      signal: AbortSignal.timeout(SERVER_CHECK_TIMEOUT_MS),
    })
    if (response.ok) return { status: 'ok' }
    return { status: 'http', httpStatus: response.status, baseUrl: config.baseUrl }
  } catch {
    const origin = typeof location === 'undefined' ? '' : location.origin
    return { status: 'unreachable', origin, baseUrl: config.baseUrl }
  }
}
