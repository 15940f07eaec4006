/**
 * Memoises `compile` per object identity (wire data is an immutable snapshot: a changed bundle is
 * a new object). Primitives are compiled every time; they are cheap and cannot be weak keys.
 */
export function cachedByIdentity<T>(compile: (value: unknown) => T): (value: unknown) => T {
  const cache = new WeakMap<object, T>()
  return (value) => {
    if (typeof value !== 'object' || value === null) return compile(value)
    let compiled = cache.get(value)
    if (compiled === undefined) {
      compiled = compile(value)
      cache.set(value, compiled)
    }
    return compiled
  }
}
