import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { PORTAL_PAGE_KEYS, PORTAL_TABS } from '../../wire/index'
import type { PortalPageKey } from '../../wire/index'
import type { UrlStrategy } from '../login/logout-route'
import type { PortalLocation } from './portal-context'

/**
 * The portal's place in the address bar: `{base}/{page}` or `{base}/{page}/{tab}` (`/settings/account/customLogin`),
 * in the path or, with the hash strategy, in the fragment (`#/account/customLogin`; any query is then ignored).
 */
export interface PortalAddress {
  /** The path the portal lives under, without a trailing slash (`''` at the root). */
  base: string
  /** The page segment as written (may be unknown), `null` when there is none or the path is not ours. */
  page: string | null
  tab?: string
  /** The path is outside `base`: the portal shows its first page but leaves the address alone. */
  outside: boolean
}

const isPageKey = (segment: string | undefined): segment is PortalPageKey =>
  (PORTAL_PAGE_KEYS as readonly string[]).includes(segment ?? '')

const hasTab = (page: string, tab: string | undefined): boolean =>
  tab !== undefined &&
  ((PORTAL_TABS as Partial<Record<string, readonly string[]>>)[page] ?? []).includes(tab)

/** `/a/b/` → `/a/b`, `a` → `/a`, `/` and blank → `''`. */
export const normaliseBase = (base: string): string => {
  const trimmed = base.trim().replace(/\/+$/, '')
  return trimmed === '' ? '' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

const routePath = (strategy: UrlStrategy): string =>
  strategy === 'hash'
    ? (window.location.hash.slice(1).split('?')[0] ?? '')
    : window.location.pathname

/**
 * Reads the address. With a `base-path` the portal owns what follows it. Without one, in path mode the base
 * is the path before a page key (`/admin/privacy` → `/admin`), or the whole path on a first visit; in hash
 * mode the fragment is the portal's (base `''`).
 */
export function readPortalAddress(strategy: UrlStrategy, basePath?: string): PortalAddress {
  const path = routePath(strategy).replace(/\/+$/, '')
  const explicit = basePath !== undefined ? normaliseBase(basePath) : undefined
  if (explicit !== undefined || strategy === 'hash') {
    const base = explicit ?? ''
    if (path !== base && !path.startsWith(`${base}/`))
      return { base, page: null, outside: path !== '' }
    const [page, tab] = path.slice(base.length).split('/').filter(Boolean)
    return { base, page: page ?? null, ...(tab ? { tab } : {}), outside: false }
  }
  const segments = path.split('/')
  const last = segments.at(-1)
  const beforeLast = segments.at(-2)
  if (beforeLast !== undefined && isPageKey(beforeLast) && hasTab(beforeLast, last))
    return { base: segments.slice(0, -2).join('/'), page: beforeLast, tab: last, outside: false }
  if (isPageKey(last)) return { base: segments.slice(0, -1).join('/'), page: last, outside: false }
  return { base: path, page: null, outside: false }
}

/** The address of a portal location under `base`, keeping the rest of the URL (the host's query). */
export function portalUrl(strategy: UrlStrategy, base: string, location: PortalLocation): URL {
  const url = new URL(window.location.href)
  const path = `${base}/${location.page}${location.tab ? `/${location.tab}` : ''}`
  if (strategy === 'hash') url.hash = path
  else url.pathname = path
  return url
}

/** The portal's router: the address, re-read on back and forward, and moves that add or replace an entry. */
export interface PortalRouter {
  address: PortalAddress
  /** Set by a move or back/forward (not the first render): the shell then moves focus to the new page. */
  moved: boolean
  navigate(location: PortalLocation, replace?: boolean): void
  /** The `href` of a location, for links (a new tab, a copied link). */
  href(location: PortalLocation): string
}

const pushes = new Set<() => void>()

/** Follows the address: back and forward, fragment changes, and the portals' own moves. */
function subscribe(listener: () => void): () => void {
  window.addEventListener('popstate', listener)
  window.addEventListener('hashchange', listener)
  pushes.add(listener)
  return () => {
    window.removeEventListener('popstate', listener)
    window.removeEventListener('hashchange', listener)
    pushes.delete(listener)
  }
}

const currentHref = () => window.location.href

/** The router of one portal element, for the page's URL strategy and its base path. */
export function usePortalRouter(strategy: UrlStrategy, basePath?: string): PortalRouter {
  const location = useSyncExternalStore(subscribe, currentHref)
  const address = useMemo(
    () => readPortalAddress(strategy, basePath),
    // The address is read from `window.location`, which `location` stands for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [location, strategy, basePath],
  )
  const [moved, setMoved] = useState(false)
  useEffect(() => {
    const back = () => setMoved(true)
    window.addEventListener('popstate', back)
    return () => window.removeEventListener('popstate', back)
  }, [])

  const base = address.base
  const navigate = useCallback(
    (to: PortalLocation, replace = false) => {
      const url = portalUrl(strategy, base, to)
      if (url.href !== window.location.href) {
        if (replace) window.history.replaceState(window.history.state, '', url)
        else window.history.pushState(null, '', url)
      }
      if (!replace) setMoved(true)
      for (const listener of pushes) listener()
    },
    [strategy, base],
  )
  const href = useCallback(
    (to: PortalLocation) => {
      const url = portalUrl(strategy, base, to)
      return strategy === 'hash' ? url.hash : `${url.pathname}${url.search}`
    },
    [strategy, base],
  )
  return useMemo(() => ({ address, moved, navigate, href }), [address, moved, navigate, href])
}
