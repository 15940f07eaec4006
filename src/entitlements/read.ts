/**
 * Defensive readers for wire data of unknown shape. They mirror plain JavaScript property access
 * (as the reference evaluator does) but never throw: `null`/`undefined` read as `undefined`.
 */

/** `value[key]` as JavaScript reads it, or `undefined` when `value` is nullish. */
export function prop(value: unknown, key: string): unknown {
  if (value === null || value === undefined) return undefined
  return (value as Record<string, unknown>)[key]
}

/** An own, enumerable property (what object spread copies), else `undefined`. */
export function ownProp(value: unknown, key: string): unknown {
  if (value === null || value === undefined) return undefined
  return Object.prototype.propertyIsEnumerable.call(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined
}

/** The property key JavaScript would use for `value`; `undefined` for symbols and unprintable objects. */
export function toKey(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'symbol') return undefined
  try {
    return String(value)
  } catch {
    return undefined
  }
}

/** `Object.keys` of any non-nullish value (strings give their indices, as in JavaScript). */
export function keysOf(value: unknown): string[] {
  return value === null || value === undefined ? [] : Object.keys(value)
}

/** The elements of an array-ish list: arrays as they are, strings as characters, else nothing. */
export function listOf(value: unknown): readonly unknown[] {
  if (Array.isArray(value)) return value
  if (typeof value === 'string') return [...value]
  return []
}

/** A wire treatment: only `'true'` entitles, so anything else is `'false'`. */
export function asTreatment(value: unknown): 'true' | 'false' {
  return value === 'true' ? 'true' : 'false'
}
