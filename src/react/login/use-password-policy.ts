import { useAtomValue } from 'jotai'
import { useEffect, useReducer } from 'react'
import { passwordPolicyAtom } from '../../atoms/index'
import type { PasswordComplexity } from '../../wire/index'

/** Policies already read, so a remounted field shows its rules at once. */
const answers = new WeakMap<Promise<PasswordComplexity | null>, PasswordComplexity | null>()

/**
 * The password complexity for `userId` (the tenant's) or the vendor's, without Suspense: `null`
 * while it loads or when it cannot be read (the field then shows no rules; the server still
 * refuses a weak password with a message).
 */
export function usePasswordPolicy(userId?: string): PasswordComplexity | null {
  const { promise } = useAtomValue(passwordPolicyAtom(userId))
  const [, answered] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    let mounted = true
    void promise.then((policy) => {
      answers.set(promise, policy)
      if (mounted) answered()
    })
    return () => {
      mounted = false
    }
  }, [promise])
  return answers.get(promise) ?? null
}
