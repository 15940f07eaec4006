import { WIRE_ERROR_CODES, wireError } from '../wire'

/** A request as a demo route sees it: the path is the one after the API prefix. */
export interface DemoRequest {
  method: string
  /** The path after the configured API prefix, e.g. `/identity/resources/users/v3`. */
  path: string
  /** Path parameters of the matched route, decoded (`/users/v1/:userId` gives `userId`). */
  params: Record<string, string>
  query: URLSearchParams
  body: unknown
  /** The bearer token sent, if any. */
  token: string | null
  now: number
}

/** A demo route's answer: a status and a JSON body. */
export interface DemoResponse {
  status: number
  body: unknown
}

/** Answers one matched request. */
export type DemoHandler = (request: DemoRequest) => DemoResponse

/** Methods a demo route can answer. */
export type DemoMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

interface Route {
  method: DemoMethod
  pattern: RegExp
  keys: string[]
  handler: DemoHandler
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Compiles `/a/:id/b` to a regular expression whose groups are the `:name` segments (the
 * `regexparam` idea in a few lines; URLPattern is not in every browser the package targets).
 * A parameter matches one non-empty segment; a trailing slash is tolerated like the server does.
 */
export function compilePattern(pattern: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = []
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${escapeRegExp(segment)}`
      keys.push(segment.slice(1))
      return '/([^/]+)'
    })
    .join('')
  return { pattern: new RegExp(`^${source}/?$`), keys }
}

const decode = (value: string): string | null => {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

/** A method + path router for the demo transport; unknown routes answer 404 in the wire shape. */
export class DemoRouter {
  readonly #routes: Route[] = []

  /** Registers `handler` for `method` on `pattern` (`:name` segments become `params.name`). */
  add(method: DemoMethod, pattern: string, handler: DemoHandler): void {
    this.#routes.push({ method, ...compilePattern(pattern), handler })
  }

  /** Answers `request` with the first route matching its method and path. */
  handle(request: Omit<DemoRequest, 'params'>): DemoResponse {
    const method = request.method.toUpperCase()
    for (const route of this.#routes) {
      if (route.method !== method) continue
      const match = route.pattern.exec(request.path)
      if (!match) continue
      const params: Record<string, string> = {}
      const values = route.keys.map((key, index) => [key, decode(match[index + 1] ?? '')] as const)
      if (values.some(([, value]) => value === null)) break
      for (const [key, value] of values) params[key] = value ?? ''
      return route.handler({ ...request, method, params })
    }
    return notFound(method, request.path)
  }
}

/** The server's answer to a path nothing is mounted at: 404 in the wire error shape. */
export function notFound(method: string, path: string): DemoResponse {
  return {
    status: 404,
    body: wireError(`No route for ${method.toUpperCase()} ${path}`, WIRE_ERROR_CODES.notFound),
  }
}
