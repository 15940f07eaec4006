import { keysOf } from './read'

const toTag = Object.prototype.toString

function isNested(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false
  const tag = toTag.call(value)
  return (tag === '[object Object]' || tag === '[object Array]') && Object.keys(value).length > 0
}

/**
 * Flattens JWT claims into `jwt.`-prefixed dotted keys, exactly as the reference evaluator does:
 * plain objects and non-empty arrays are walked (`roles: ['a']` gives `jwt.roles.0`), everything
 * else (strings, numbers, Dates, empty objects and arrays, nulls) is kept as a value. A claim that
 * refers back to one of its ancestors is kept as a value instead of recursing forever.
 */
export function flattenClaims(claims: unknown, into: Record<string, unknown>): void {
  const path: unknown[] = [claims]
  const step = (node: unknown, prev: string): void => {
    for (const key of keysOf(node)) {
      const value = (node as Record<string, unknown>)[key]
      const name = prev ? prev + '.' + key : key
      if (isNested(value) && !path.includes(value)) {
        path.push(value)
        step(value, name)
        path.pop()
      } else if (name !== '__proto__') {
        // The reference writes into a plain object, where `__proto__` sets the prototype and is lost.
        into['jwt.' + name] = value
      }
    }
  }
  step(claims, '')
}
