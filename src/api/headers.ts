/** Characters a header value may hold: tab, visible ASCII, space and Latin-1 (no CR, LF or NUL). */
const LEGAL_HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]+$/

/** True when `value` can be sent as an HTTP header value (spec: illegal values are dropped). */
export function isLegalHeaderValue(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && LEGAL_HEADER_VALUE.test(value)
}

/**
 * Builds a header record from candidate values, dropping missing ones, objects and strings with
 * characters that are illegal in a header (which would otherwise make `fetch` throw).
 */
export function buildHeaders(candidates: Record<string, unknown>): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(candidates)) {
    const text = typeof value === 'number' ? String(value) : value
    if (isLegalHeaderValue(text)) headers[name] = text.trim()
  }
  return headers
}
