/** A query value: arrays are comma-joined, objects sent as JSON, `undefined` left out. */
export type QueryValue = string | number | boolean | null | undefined | readonly string[] | object

/** Query parameters of a request. */
export type Query = Record<string, QueryValue>

const trimSlashes = (value: string): string => value.replace(/^\/+|\/+$/g, '')

const encodeValue = (value: Exclude<QueryValue, undefined>): string => {
  if (Array.isArray(value)) return value.join(',')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/**
 * Builds the request URL (wire-api §2.1): the base URL, one slash, the API prefix (its own leading
 * and trailing slashes ignored, so `api/` and `/api` mean `api`; an empty prefix adds nothing), then
 * the path. Unlike the vendor client there is no `frontegg` fallback and no doubled slash. A path
 * that is already an absolute `http(s)` URL is used unchanged. Query keys whose value is `undefined`
 * are left out (the vendor client would send the text `undefined`).
 */
export function buildUrl(baseUrl: string, apiPrefix: string, path: string, query?: Query): string {
  let url: string
  if (/^https?:\/\//i.test(path)) {
    url = path
  } else {
    const base = baseUrl.replace(/\/+$/, '')
    const prefix = trimSlashes(apiPrefix)
    const rest = path.startsWith('/') ? path : `/${path}`
    url = `${base}${prefix ? `/${prefix}` : ''}${rest}`
  }
  if (!query) return url
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, encodeValue(value))
  }
  const search = params.toString()
  if (!search) return url
  return `${url}${url.includes('?') ? '&' : '?'}${search}`
}

/**
 * A route pattern with its `:name` segments filled in, each value URL-encoded:
 * `pathWith('/users/v1/:userId', { userId: 'a b' })` is `/users/v1/a%20b`. The same patterns are the
 * demo router's routes, so a path is written once.
 */
export function pathWith(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`No value for ${whole} in ${pattern}`)
    return encodeURIComponent(value)
  })
}
