import { fail } from './http'
import { demoSessionEmail } from './state'
import type { DemoHandler, DemoMethod, DemoRouter } from './router'
import type { DemoState } from './state'

/** What a demo feature module gets: routes to register, the shared identity state, the clock. */
export interface DemoApp {
  /** The users and the session every feature shares (who is signed in, which tokens are valid). */
  readonly state: DemoState
  /** When this demo started (ms); canned data is dated relative to it. */
  readonly startedAt: number
  /** Registers a route: `app.route('GET', '/identity/resources/users/v1/:userId', handler)`. */
  route(method: DemoMethod, pattern: string, handler: DemoHandler): void
  /** `handler` for signed-in callers only; others get the server's 401. */
  signedIn(handler: DemoHandler): DemoHandler
}

/**
 * A demo feature: registers its routes and keeps its own state in its closure, so a new feature is
 * one module file plus one export line in `modules.ts`.
 */
export type DemoModule = (app: DemoApp) => void

/** The app handed to every module of one demo transport. */
export function createDemoApp(router: DemoRouter, state: DemoState, startedAt: number): DemoApp {
  return {
    state,
    startedAt,
    route: (method, pattern, handler) => router.add(method, pattern, handler),
    // As the server: no bearer token is one 401, a token it did not issue (or signed out) another.
    signedIn: (handler) => (request) => {
      if (!request.token) return fail(401, 'Missing access token')
      if (!state.tokens.has(request.token) || demoSessionEmail(state) === null) {
        return fail(401, 'Invalid or expired access token')
      }
      return handler(request)
    },
  }
}
