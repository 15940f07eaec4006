import type { ApiLocation } from '../api'
import type { DemoRequest } from './router'

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

const pageHref = (): string =>
  typeof location === 'undefined' ? 'http://demo.invalid/' : location.href

/**
 * The path the API is mounted at: the base URL's own path, then the prefix (its slashes ignored,
 * as the client builds URLs), e.g. `https://x.test/auth` + `api` is `/auth/api`; `''` for the root.
 */
export function mountPath({ baseUrl, apiPrefix }: ApiLocation): string {
  const basePath = new URL(baseUrl || '/', pageHref()).pathname.replace(/\/+$/, '')
  const prefix = apiPrefix.replace(/^\/+|\/+$/g, '')
  return prefix ? `${basePath}/${prefix}` : basePath
}

/**
 * A fetch call as the demo router sees it: method, the path after `mount`, query, JSON body and
 * bearer token. `path` is `null` when the URL is outside the mount (the server answers 404 there).
 */
export async function requestOf(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  mount: string,
): Promise<Omit<DemoRequest, 'params' | 'now' | 'path'> & { path: string | null; href: string }> {
  const url = new URL(input instanceof Request ? input.url : String(input), pageHref())
  const headers = new Headers(input instanceof Request ? input.headers : undefined)
  new Headers(init?.headers).forEach((value, name) => headers.set(name, value))
  const authorization = headers.get('authorization') ?? ''
  const inside = url.pathname === mount || url.pathname.startsWith(`${mount}/`)
  return {
    method: init?.method ?? (input instanceof Request ? input.method : 'GET'),
    path: inside ? url.pathname.slice(mount.length) || '/' : null,
    href: url.pathname,
    query: url.searchParams,
    body: parseJson(await bodyText(input, init)),
    token: authorization.startsWith('Bearer ') ? authorization.slice(7) : null,
  }
}
