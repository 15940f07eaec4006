import { AUTH_ROUTES, DEMO_MESSAGE_EVENT } from '../wire'
import type { AuthRouteKey, DemoMessage } from '../wire'

/** Announces a message demo mode would have sent; the login box shows it (see `DemoMessage`). */
export function showDemoMessage(message: DemoMessage): void {
  if (typeof window === 'undefined') return
  window.dispatchEvent(new CustomEvent<DemoMessage>(DEMO_MESSAGE_EVENT, { detail: message }))
}

/**
 * A link to one of the box's routes on this page's origin, as the server would mail it, keeping
 * the page's `demo` switch and any base path before the page's current route.
 */
export function demoLink(route: AuthRouteKey, query: Record<string, string>): string {
  // Outside a browser (tests of the demo in Node) the links are on a placeholder origin.
  const url = new URL(globalThis.location?.href ?? 'http://localhost/')
  const path = url.pathname.replace(/\/+$/, '')
  const current = Object.values(AUTH_ROUTES)
    .filter((p) => p !== '/')
    .sort((a, b) => b.length - a.length)
    .find((p) => path.endsWith(p))
  const base = current ? path.slice(0, -current.length) : ''
  const demo = url.searchParams.get('demo')
  url.pathname = `${base}${AUTH_ROUTES[route]}`
  url.search = new URLSearchParams({ ...query, ...(demo === null ? {} : { demo }) }).toString()
  url.hash = ''
  return url.href
}
