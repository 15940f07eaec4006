import { demoLink, showDemoMessage } from './notices'
import type { AuthRouteKey } from '../wire'

/** A random link token as the server makes them: 32 bytes, base64url (43 characters). */
export function demoLinkToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/** Whether a value has the shape of a link token; anything else is 'Invalid token specified'. */
export const isDemoLinkToken = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)

/**
 * Announces a mail with a link to one of the box's routes, as the server would send it; nothing
 * outside a browser page (the demo transport also runs in Node, where there is no page to link to).
 */
export function announceDemoMail(
  to: string,
  subject: string,
  route: AuthRouteKey,
  query: Record<string, string>,
): void {
  if (typeof window === 'undefined') return
  showDemoMessage({ channel: 'mail', to, subject, link: demoLink(route, query) })
}
