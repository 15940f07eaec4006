import { useAtomValue, useSetAtom } from 'jotai'
import { useT } from '../../../i18n/index'
import { ConfirmDialog } from '../../../ui/index'
import type { ApiError } from '../../../../api/index'
import type { Mutation } from '../../../../atoms/index'
import type { MessageId } from '../../../../i18n/index'

/** The words of a token deletion: its question, and why a deletion failed. */
export interface DeleteTokenWords {
  title: MessageId
  /** Names the token by `{description}`. */
  message: MessageId
  action: MessageId
  alreadyDeleted: MessageId
  forbidden: MessageId
  failed: MessageId
}

/** Props of {@link DeleteTokenDialog}. */
export interface DeleteTokenDialogProps<T extends { clientId: string; description: string }> {
  /** Deletes by client id (a personal or a tenant token list's `remove`). */
  remove: Mutation<string, string>
  words: DeleteTokenWords
  /** The token to delete; `null` keeps the dialog closed. */
  token: T | null
  onCancel: () => void
  onDeleted: (token: T) => void
  /** It was already gone: the list is out of date. */
  onGone: () => void
}

/**
 * "Delete this token?": names it, says what stops working, keeps a failure in view to retry. The
 * personal and the tenant API tokens pages both ask it, each in its own words.
 */
export function DeleteTokenDialog<T extends { clientId: string; description: string }>({
  remove: mutation,
  words,
  token,
  onCancel,
  onDeleted,
  onGone,
}: DeleteTokenDialogProps<T>) {
  const t = useT()
  const remove = useSetAtom(mutation.runAtom)
  const state = useAtomValue(mutation.stateAtom)

  const failure = (error: ApiError | null) => {
    if (!error) return null
    if (error.status === 404) return t(words.alreadyDeleted)
    if (error.status === 403) return t(words.forbidden)
    return t(words.failed)
  }

  const confirm = async () => {
    if (!token) return
    if ((await remove(token.clientId)) !== undefined) onDeleted(token)
    else onGone()
  }

  return (
    <ConfirmDialog
      open={token !== null}
      danger
      title={t(words.title)}
      message={t(words.message, { description: token?.description ?? '' })}
      confirmLabel={t(words.action)}
      pending={state.status === 'pending'}
      error={state.status === 'error' ? failure(state.error) : null}
      onCancel={onCancel}
      onConfirm={() => void confirm()}
    />
  )
}
