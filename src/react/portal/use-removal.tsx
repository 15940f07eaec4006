import { useAtomValue, useSetAtom } from 'jotai'
import { useMemo, useState } from 'react'
import { sessionAtom } from '../../atoms/index'
import { ConfirmDialog } from '../ui/index'
import type { Mutation } from '../../atoms/mutation'
import type { ReactNode } from 'react'

/** The words of a removal, in the page's own group. */
export interface RemovalWords {
  title: string
  message: (name: string) => string
  confirm: string
  failed: string
  /** Said once it is gone (a toast). */
  removed: (name: string) => string
}

/**
 * Removing an item from a list page: `ask(item)` opens the confirmation, which shows the request
 * under way and keeps the server's refusal on screen; once removed, `onRemoved` gets the words to
 * say it. The item leaves the list at once through the mutation's optimistic edit.
 */
export function useRemoval<T extends { name: string }>(
  mutation: Mutation<T, unknown>,
  words: RemovalWords,
  onRemoved: (said: string) => void,
): { ask: (item: T) => void; dialog: ReactNode } {
  const [item, setItem] = useState<T | null>(null)
  const run = useSetAtom(mutation.runAtom)
  const reset = useSetAtom(mutation.resetAtom)
  const state = useAtomValue(mutation.stateAtom)
  const ask = (next: T) => {
    reset()
    setItem(next)
  }
  const confirm = async () => {
    if (!item) return
    if ((await run(item)) !== undefined) {
      setItem(null)
      onRemoved(words.removed(item.name))
    }
  }
  const dialog = (
    <ConfirmDialog
      open={item !== null}
      danger
      title={words.title}
      message={words.message(item?.name ?? '')}
      confirmLabel={words.confirm}
      pending={state.status === 'pending'}
      error={state.status === 'error' ? words.failed : null}
      onCancel={() => setItem(null)}
      onConfirm={() => void confirm()}
    />
  )
  return { ask, dialog }
}

/** The signed-in user's permission keys, to show only what they may do (the server still checks). */
export function useHeldPermissions(): ReadonlySet<string> {
  const user = useAtomValue(sessionAtom).user
  return useMemo(
    () => new Set((user?.permissions ?? []).map((permission) => permission.key)),
    [user],
  )
}
