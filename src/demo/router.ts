import { PatternRouter } from 'hono/router/pattern-router'
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
  /** Headers of the answer besides its type (a redirect's `location`). */
  headers?: Record<string, string>
}

/** A demo route's answer, now or (for work the browser does asynchronously, such as hashing) later. */
export type DemoAnswer = DemoResponse | Promise<DemoResponse>

/** Answers one matched request. */
export type DemoHandler = (request: DemoRequest) => DemoAnswer

/** Methods a demo route can answer. */
export type DemoMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

const decode = (value: string): string | null => {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

/**
 * A method + path router for the demo transport on Hono's `PatternRouter` (the matcher of the
 * server's own framework, about half a KiB), so a route pattern such as
 * `/identity/resources/users/v1/:userId` means in the demo what it means on the server. Unknown
 * routes answer 404 in the wire error shape, as the server does.
 */
export class DemoRouter {
  readonly #router = new PatternRouter<DemoHandler>()

  /** Registers `handler` for `method` on `pattern` (`:name` segments become `params.name`). */
  add(method: DemoMethod, pattern: string, handler: DemoHandler): void {
    this.#router.add(method, pattern, handler)
  }

  /** Answers `request` with the first route matching its method and path. */
  handle(request: Omit<DemoRequest, 'params'>): DemoAnswer {
    const method = request.method.toUpperCase()
    const [matches] = this.#router.match(method, request.path)
    const [handler, raw] = matches[0] ?? []
    if (!handler) return notFound(method, request.path)
    const params: Record<string, string> = {}
    for (const [key, value] of Object.entries(raw ?? {})) {
      const decoded = decode(String(value))
      // A malformed escape names nothing: the server answers such a path with 404 too.
      if (decoded === null) return notFound(method, request.path)
      params[key] = decoded
    }
    return handler({ ...request, method, params })
  }
}

/** The server's answer to a path nothing is mounted at: 404 in the wire error shape. */
export function notFound(method: string, path: string): DemoResponse {
  return {
    status: 404,
    body: wireError(`No route for ${method.toUpperCase()} ${path}`, WIRE_ERROR_CODES.notFound),
  }
}
