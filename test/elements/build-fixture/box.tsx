/**
 * A build fixture shaped like the login box: a route map of screens loaded with React.lazy, as
 * the box's route screens are (`src/react/login/box-route-screen.ts`), and a default export (its API)
 * as `src/cdn.ts` has. The build tests
 * build it with the package's ES and CDN configurations: each screen must become a chunk of its own.
 */
import { lazy, Suspense } from 'react'
import { createRoot } from 'react-dom/client'

const routes = {
  signUpUrl: lazy(() => import('./sign-up-screen')),
  activateUrl: lazy(() => import('./activate-screen')),
}

/** The fixture's routes. */
export type FixtureRoute = keyof typeof routes

/** Renders one route's screen into `container`; its chunk is fetched on first render. */
export function show(route: FixtureRoute, container: Element): void {
  const Screen = routes[route]
  createRoot(container).render(
    <Suspense fallback={<p>Loading…</p>}>
      <Screen />
    </Suspense>,
  )
}

export default { show }
