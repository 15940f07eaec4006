import { createElement, lazy } from 'react'
import type { RouteMatch } from '../../wire/index'
import type { ScreenLoader, ScreenRoute } from './box-routes'
import type { ComponentType, LazyExoticComponent } from 'react'

const screens: Partial<Record<ScreenRoute, LazyExoticComponent<ComponentType>>> = {}

/**
 * The screen of a route of the box, none for the sign-in routes (login, logout, a custom login page),
 * which show the sign-in steps: one lazy component per route, loading the table of screens
 * (`box-routes.ts`, a chunk), then the screen's chunk. The first call fetches both, so the box asks
 * as it renders on the route and they arrive while the session is restored.
 */
export function routeScreen(
  route: RouteMatch['route'],
): LazyExoticComponent<ComponentType> | undefined {
  if (!route || /^(log|customL)/.test(route)) return undefined
  const screenRoute = route as ScreenRoute
  let screen = screens[screenRoute]
  if (!screen) {
    const load: ReturnType<ScreenLoader> = import('./box-routes').then(({ boxRoutes }) =>
      boxRoutes[screenRoute](),
    )
    // Its Suspense boundary is told when the screen renders; until then, no unhandled rejection.
    load.catch(() => undefined)
    screens[screenRoute] = screen = lazy(() => load)
  }
  return screen
}

/** Renders the screen of a route that has one (see {@link routeScreen}); it suspends while it loads. */
export function RouteScreen({ route }: { route: RouteMatch['route'] }) {
  const screen = routeScreen(route)
  return screen ? createElement(screen) : null
}
