/** A failed expectation. */
export class AssertionError extends Error {
  override name = 'AssertionError'
}

/** Fails unless `condition` holds. */
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new AssertionError(message)
}

/** Fails unless `actual` and `expected` are the same (by JSON for objects and arrays). */
export function equal<T>(actual: T, expected: T, message = 'values differ'): void {
  const same =
    typeof expected === 'object' && expected !== null
      ? JSON.stringify(actual) === JSON.stringify(expected)
      : Object.is(actual, expected)
  if (!same) {
    throw new AssertionError(
      `${message}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`,
    )
  }
}

/** Fails unless `text` contains (or matches) `expected`. */
export function includes(text: string | null | undefined, expected: string | RegExp): void {
  const found =
    typeof expected === 'string' ? (text ?? '').includes(expected) : expected.test(text ?? '')
  if (!found) throw new AssertionError(`expected ${JSON.stringify(text)} to contain ${expected}`)
}

/**
 * Polls `probe` until it returns a value other than `undefined`, `null` or `false`, and returns it; fails
 * with `message` after `timeout` ms. For waiting on what a user would see appear. 10 s by default: a
 * file's first render (the box and its lazy screens loaded) took over 5 s beside two other pages on a
 * machine losing a fifth of its CPU time to its host; a test's own timeout is 20 s.
 */
export async function waitFor<T>(
  probe: () => T | null | undefined | false,
  message: string,
  timeout = 10_000,
): Promise<T> {
  const deadline = performance.now() + timeout
  let last: unknown
  for (;;) {
    try {
      const value = probe()
      if (value !== undefined && value !== null && value !== false) return value
    } catch (error) {
      last = error
    }
    if (performance.now() > deadline) {
      const cause = last instanceof Error ? ` (${last.message})` : ''
      throw new AssertionError(`timed out waiting for ${message}${cause}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
