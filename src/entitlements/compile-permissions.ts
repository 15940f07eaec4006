import { keysOf } from './read'

/** Does a granted pattern cover this permission key? */
export type PermissionMatcher = (permissionKey: string) => boolean

/** Characters that keep their regex meaning in a pattern (the reference escapes only `.`). */
const regexSyntax = /[\\^$+?()[\]{}|]/
const maxRemembered = 4096

/** The reference's expression for one pattern: anchored, `.` literal, `*` any run (even newlines). */
function patternSource(pattern: string): string {
  return pattern.replace(/\./g, '\\.').replace(/\*/g, '.*')
}

function tryRegex(source: string): RegExp | undefined {
  try {
    return new RegExp(source, 's')
  } catch {
    return undefined
  }
}

/**
 * Compiles the granted patterns (the keys of `permissions`; like the reference, their values are
 * not read). Plain keys go into a set, wildcard patterns into one anchored alternation; a pattern
 * with other regex syntax is compiled alone, as the reference compiles it, and one that does not
 * compile grants nothing. Answers are remembered per key.
 */
export function compilePermissions(permissions: unknown): PermissionMatcher {
  const exact = new Set<string>()
  const wildcards: string[] = []
  const others: RegExp[] = []
  for (const pattern of keysOf(permissions)) {
    if (regexSyntax.test(pattern)) {
      const regex = tryRegex(`^${patternSource(pattern)}$`)
      if (regex) others.push(regex)
    } else if (pattern.includes('*')) {
      wildcards.push(patternSource(pattern))
    } else {
      exact.add(pattern)
    }
  }
  const combined = wildcards.length > 0 ? tryRegex(`^(?:${wildcards.join('|')})$`) : undefined
  const remembered = new Map<string, boolean>()
  const match = (key: string): boolean =>
    exact.has(key) ||
    (combined !== undefined && combined.test(key)) ||
    others.some((regex) => regex.test(key))
  return (key) => {
    let granted = remembered.get(key)
    if (granted === undefined) {
      granted = match(key)
      if (remembered.size >= maxRemembered) remembered.clear()
      remembered.set(key, granted)
    }
    return granted
  }
}
