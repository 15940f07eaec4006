import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { dictionary as Dictionary } from '@zxcvbn-ts/language-common'

/**
 * The common-password list that ships with the server, offline by design: the 49,233 most
 * common passwords of published breaches (zxcvbn's frequency list, `@zxcvbn-ts/language-common`,
 * MIT) and our own patterns (`common-passwords.txt`, one a line, lower case: keyboard walks,
 * digit runs, words of other languages; how it is built: `scripts/common-passwords.ts`). Built
 * once, on first use, so a server that never sets a password never holds it in memory (the
 * package itself, ≈16 MB of heap, is required then too, not imported at start).
 */
let list: Set<string> | undefined

const load = (): Set<string> => {
  if (list) return list
  const { dictionary } = createRequire(import.meta.url)('@zxcvbn-ts/language-common') as {
    dictionary: typeof Dictionary
  }
  list = new Set([
    ...dictionary['passwords-common'].map((word) => String(word).toLowerCase()),
    ...readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  ])
  return list
}

/** How many passwords the list holds. */
export const commonPasswordCount = (): number => load().size

/**
 * Is `password` on the list, ignoring case, or one of its words with digits or symbols added at
 * the end ("Password123!", "dragon2024"): the first change people make to pass a rule.
 */
export const isCommonPassword = (password: string): boolean => {
  const common = load()
  const lower = password.trim().toLowerCase()
  if (common.has(lower)) return true
  const stem = lower.replace(/[\d\p{P}\p{S}\s]+$/u, '')
  return stem.length >= 4 && stem !== lower && common.has(stem)
}
