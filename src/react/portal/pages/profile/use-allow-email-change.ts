import { useAtomValue } from 'jotai'
import { useEffect, useReducer } from 'react'
import { allowEmailChangeAtom } from '../../../../atoms/profile'

/** Answers already seen, so a remounted section knows at once. */
const answers = new WeakMap<Promise<boolean>, boolean>()

/** Whether the email change is offered, without Suspense: `null` while the configuration loads. */
export function useAllowEmailChange(): boolean | null {
  const { promise } = useAtomValue(allowEmailChangeAtom)
  const [, answered] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    let mounted = true
    void promise.then((allowed) => {
      answers.set(promise, allowed)
      if (mounted) answered()
    })
    return () => {
      mounted = false
    }
  }, [promise])
  return answers.get(promise) ?? null
}
