import type { Foyer, FoyerOutcome, FoyerRequest } from './foyer'
import type { FoyerClaims } from './verify'
import type { IncomingMessage, ServerResponse } from 'node:http'

/** What the middleware leaves on the request: the verified user (or null) and their token. */
export interface FoyerAuth {
  user: FoyerClaims | null
  accessToken: string | null
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

const fromNode = (req: IncomingMessage): FoyerRequest => ({
  method: req.method ?? 'GET',
  url: req.url ?? '/',
  cookie: header(req.headers.cookie),
  authorization: header(req.headers.authorization),
})

/** Sends a redirect outcome, or adds its cookies; answers the auth for a `next`. */
const applyToNode = (outcome: FoyerOutcome, res: ServerResponse): FoyerAuth | undefined => {
  if (outcome.setCookies.length > 0) {
    const existing = res.getHeader('set-cookie')
    const before =
      existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)]
    res.setHeader('set-cookie', [...before, ...outcome.setCookies])
  }
  if (outcome.kind === 'redirect') {
    res.writeHead(302, { location: outcome.location, 'cache-control': 'no-store' }).end()
    return undefined
  }
  return { user: outcome.user, accessToken: outcome.accessToken }
}

/**
 * For Node's `http.createServer`: wraps a handler, which then receives the auth as a third
 * argument (and `req.foyer`); the hosted-login routes are answered before it.
 */
export function foyerNodeHandler(
  foyer: Foyer,
  handler: (
    req: IncomingMessage & { foyer: FoyerAuth },
    res: ServerResponse,
    auth: FoyerAuth,
  ) => unknown,
) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const auth = applyToNode(await foyer.handle(fromNode(req)), res)
      if (!auth) return
      const withAuth = Object.assign(req, { foyer: auth })
      await handler(withAuth, res, auth)
    } catch {
      if (!res.headersSent) res.writeHead(500).end()
    }
  }
}

/** Express-shaped middleware (`app.use(foyerExpress(foyer))`): sets `req.foyer`. */
export function foyerExpress(foyer: Foyer) {
  return (
    req: IncomingMessage & { foyer?: FoyerAuth },
    res: ServerResponse,
    next: (error?: unknown) => void,
  ) => {
    foyer.handle(fromNode(req)).then(
      (outcome) => {
        const auth = applyToNode(outcome, res)
        if (!auth) return
        req.foyer = auth
        next()
      },
      (error: unknown) => next(error),
    )
  }
}

/** The few parts of Hono's context the middleware uses (so Hono stays the host's dependency). */
interface HonoContextLike {
  req: { method: string; url: string; header(name: string): string | undefined }
  header(name: string, value: string, options?: { append?: boolean }): void
  redirect(location: string, status?: 302): Response
  set(key: 'foyer', value: FoyerAuth): void
}

/** Hono middleware (`app.use(foyerHono(foyer))`): `c.get('foyer')` holds the auth. */
export function foyerHono(foyer: Foyer) {
  return async (c: HonoContextLike, next: () => Promise<void>): Promise<Response | undefined> => {
    const url = new URL(c.req.url)
    const outcome = await foyer.handle({
      method: c.req.method,
      url: `${url.pathname}${url.search}`,
      cookie: c.req.header('cookie'),
      authorization: c.req.header('authorization'),
    })
    for (const cookie of outcome.setCookies) c.header('set-cookie', cookie, { append: true })
    if (outcome.kind === 'redirect') {
      c.header('cache-control', 'no-store')
      return c.redirect(outcome.location, 302)
    }
    c.set('foyer', { user: outcome.user, accessToken: outcome.accessToken })
    await next()
    return undefined
  }
}
