import { useAtomValue } from 'jotai'
import { atom } from 'jotai/vanilla'
import { useEffect, useReducer } from 'react'
import { serverCheckAtom } from '../../atoms/index'
import type { ServerCheck } from '../../atoms/index'

const checking: ServerCheck = { status: 'checking' }

/** The boot check's promise, boxed so reading it does not suspend (jotai only unwraps a promise value). */
const pendingCheckAtom = atom((get) => ({ promise: get(serverCheckAtom) }))

/** Answers already seen, so a remounted box shows them at once instead of `checking` for a render. */
const answers = new WeakMap<Promise<ServerCheck>, ServerCheck>()

/**
 * The boot check without Suspense: `checking` until it answers (the form shows meanwhile), again while
 * a recheck runs. Replaces jotai's `unwrap`, whose module also ships `atomWithStorage`'s default storage
 * (created at import, so bundlers keep it).
 */
export function useServerCheck(): ServerCheck {
  const { promise } = useAtomValue(pendingCheckAtom)
  const [, answered] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    let mounted = true
    void promise.then((check) => {
      answers.set(promise, check)
      if (mounted) answered()
    })
    return () => {
      mounted = false
    }
  }, [promise])
  return answers.get(promise) ?? checking
}
