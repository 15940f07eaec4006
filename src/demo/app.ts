import { demoCarriedPermissions } from './hierarchy-tokens'
import { fail } from './http'
import { demoRefusal } from './refusal'
import { demoProfile, demoSessionEmail } from './state'
import type { DemoAnswer, DemoHandler, DemoMethod, DemoRouter } from './router'
import type { DemoState } from './state'

/** What a demo feature module gets: routes to register, the shared identity state, the clock. */
export interface DemoApp {
  /** The users and the session every feature shares (who is signed in, which tokens are valid). */
  readonly state: DemoState
  /** When this demo started (ms); canned data is dated relative to it. */
  readonly startedAt: number
  /** Registers a route: `app.route('GET', '/identity/resources/users/v1/:userId', handler)`. */
  route(method: DemoMethod, pattern: string, handler: DemoHandler): void
  /**
   * `handler` for signed-in callers only; others get the server's 401. With `permissions`, as the
   * server's tenant routes: the persona must hold one of them (a super user holds every one), else the
   * server's 403 `ER-FOYER-1006` naming the keys.
   */
  signedIn(handler: DemoHandler, ...permissions: string[]): DemoHandler
  /**
   * Asks another module a GET, as the caller with `token` (a module composing what others keep,
   * as the security center reads the tenant's policies); a path nobody serves answers 404.
   */
  ask(path: string, token: string | null, now: number): DemoAnswer
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
    ask: (path, token, now) =>
      router.handle({
        method: 'GET',
        path,
        query: new URLSearchParams(),
        body: undefined,
        token,
        now,
      }),
    // As the server: no bearer token is one 401, a token it did not issue (or signed out) another.
    signedIn:
      (handler, ...permissions) =>
      (request) => {
        if (!request.token) return fail(401, 'Missing access token')
        const profile = demoProfile(state)
        if (!state.tokens.has(request.token) || demoSessionEmail(state) === null || !profile) {
          return fail(401, 'Invalid or expired access token')
        }
        // A sub-account token decides on the permissions it carries there, as the server's does.
        const held =
          demoCarriedPermissions(state, request.token) ??
          profile.permissions.map((permission) => permission.key)
        if (
          permissions.length > 0 &&
          !profile.superUser &&
          !permissions.some((key) => held.includes(key))
        ) {
          return demoRefusal(permissions)
        }
        return handler(request)
      },
  }
}
