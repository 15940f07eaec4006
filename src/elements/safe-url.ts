const warned = new Set<string>()

/**
 * `url` when it stays on this page's origin (a relative URL or the same origin), else `undefined` with a
 * console warning: an attribute must never turn the element into an open redirect (security, spec §5).
 */
export function sameOriginUrl(url: string | undefined, attribute: string): string | undefined {
  if (!url) return undefined
  try {
    const resolved = new URL(url, window.location.href)
    const isWeb = resolved.protocol === 'http:' || resolved.protocol === 'https:'
    if (isWeb && resolved.origin === window.location.origin) return resolved.href
  } catch {
    // An unparsable URL is ignored like a foreign one.
  }
  if (!warned.has(url)) {
    warned.add(url)
    console.warn(`Foyer: ignoring ${attribute}="${url}": it must be relative or on this origin.`)
  }
  return undefined
}

/**
 * `url` when it is a web address (relative, or http(s) on any origin: the hosted portal links to the app's
 * own sign-in page), else `undefined` with a console warning (never a `javascript:` link).
 */
export function webUrl(url: string | undefined, attribute: string): string | undefined {
  if (!url) return undefined
  try {
    const resolved = new URL(url, window.location.href)
    if (resolved.protocol === 'http:' || resolved.protocol === 'https:') return url
  } catch {
    // An unparsable URL is ignored like a foreign scheme.
  }
  if (!warned.has(url)) {
    warned.add(url)
    console.warn(`Foyer: ignoring ${attribute}="${url}": it must be a web address.`)
  }
  return undefined
}
