const maxEntries = 512
const cache = new Map<string, RegExp | null>()

/**
 * The regular expression for a `matches` payload, compiled once per pattern string; `null` when the
 * pattern is not a valid expression. Bounded, so hostile bundles cannot grow it without limit.
 */
export function compiledRegex(pattern: string): RegExp | null {
  const cached = cache.get(pattern)
  if (cached !== undefined) return cached
  let regex: RegExp | null
  try {
    regex = new RegExp(pattern)
  } catch {
    regex = null
  }
  if (cache.size >= maxEntries) cache.clear()
  cache.set(pattern, regex)
  return regex
}
