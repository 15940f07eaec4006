import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { matchRoute } from '../../wire/index'
import type { BoxRoutes, RouteMatch } from '../../wire/index'
import type { AuthRouteKey } from '../../wire/index'
import type { UrlStrategy } from './logout-route'

/**
 * The login box's routes (spec doc 000 §2.1, the host's settings applied): the box reads the
 * address bar, under any base path, in the page's URL strategy, and moves between its routes with `history.pushState`, so back and forward work.
 */

/** `user-verified` detail (see `elements/events.ts`). */
export interface BoxUserVerified {
  origin: 'activation-link' | 'activation-code' | 'invitation'
  userId: string
  email: string
}

/** `sign-up-completed` detail (see `elements/events.ts`). */
export interface BoxSignUpCompleted {
  userId: string
  /** Null for a sign-up with a phone number only. */
  email: string | null
  /** E.164 as typed, when the visitor gave a number. */
  phoneNumber?: string
  tenantId: string
  shouldActivate: boolean
}

/** What the box tells its page, beyond the session events. */
export interface BoxEvents {
  userVerified: (detail: BoxUserVerified) => void
  signUpCompleted: (detail: BoxSignUpCompleted) => void
}

/** Where the box is and how to move. */
export interface BoxRouter {
  /** The route the address bar is on, `null` when none of ours (the box then shows sign-in). */
  route: RouteMatch['route']
  /** The box's routes: the spec's defaults with the host's (`routes`, route attributes). */
  routes: BoxRoutes
  /** The route's query (in hash mode, the part after `?` in the fragment). */
  params: URLSearchParams
  /** Goes to one of the box's routes (push, or replace), with a query. */
  navigate: (route: AuthRouteKey, query?: Record<string, string>, replace?: boolean) => void
  urlStrategy: UrlStrategy
  events: BoxEvents
}

interface Location {
  path: string
  query: string
}

const readLocation = (strategy: UrlStrategy): Location => {
  if (strategy === 'hash') {
    const [path = '', query = ''] = window.location.hash.slice(1).split('?')
    return { path, query }
  }
  return { path: window.location.pathname, query: window.location.search.slice(1) }
}

const BoxRouterContext = createContext<BoxRouter | null>(null)

/** Provided by the login box around its screens. */
export const BoxRouterProvider = BoxRouterContext.Provider

/** The box's router; screens outside a box get a router that never leaves the login route. */
export function useBoxRouter(): BoxRouter {
  const router = useContext(BoxRouterContext)
  if (!router) throw new Error('useBoxRouter needs the login box around it')
  return router
}

/** The router state of a box for the page's URL strategy; re-reads on back and forward. */
export function useBoxRouterState(
  strategy: UrlStrategy,
  events: BoxEvents,
  routes: BoxRoutes,
): BoxRouter {
  const [location, setLocation] = useState(() => readLocation(strategy))
  useEffect(() => {
    const update = () => setLocation(readLocation(strategy))
    update()
    window.addEventListener('popstate', update)
    window.addEventListener('hashchange', update)
    return () => {
      window.removeEventListener('popstate', update)
      window.removeEventListener('hashchange', update)
    }
  }, [strategy])

  const navigate = useCallback(
    (route: AuthRouteKey, query: Record<string, string> = {}, replace = false) => {
      const { base } = matchRoute(readLocation(strategy).path, routes)
      const search = new URLSearchParams(query).toString()
      const url = new URL(window.location.href)
      // The demo switch of a page (`?demo`) survives moves between the box's routes.
      const demo = new URLSearchParams(window.location.search).get('demo')
      if (strategy === 'hash') {
        url.hash = `${base}${routes[route]}${search ? `?${search}` : ''}`
      } else {
        url.pathname = `${base}${routes[route]}`
        url.search = search
        if (demo !== null && !url.searchParams.has('demo')) url.searchParams.set('demo', demo)
      }
      if (replace) window.history.replaceState(window.history.state, '', url)
      else window.history.pushState(null, '', url)
      setLocation(readLocation(strategy))
    },
    [strategy, routes],
  )

  return useMemo(() => {
    const { route } = matchRoute(location.path, routes)
    return {
      route,
      routes,
      params: new URLSearchParams(location.query),
      navigate,
      urlStrategy: strategy,
      events,
    }
  }, [location, navigate, strategy, events, routes])
}
