import { useAtomValue, useSetAtom } from 'jotai'
import { useT } from '../../../i18n/index'
import { ConfirmDialog } from '../../../ui/index'
import type { ApiToken } from '../../../../api/api-tokens'
import type { ApiError } from '../../../../api/index'
import type { PersonalTokens } from '../../../../atoms/api-tokens'

/** Props of {@link DeleteTokenDialog}. */
export interface DeleteTokenDialogProps {
  /** The kind of token the vendor uses. */
  tokens: PersonalTokens
  /** The token to delete; `null` keeps the dialog closed. */
  token: ApiToken | null
  onCancel: () => void
  onDeleted: (token: ApiToken) => void
  /** It was already gone: the list is out of date. */
  onGone: () => void
}

/** "Delete this token?": names it, says what stops working, keeps a failure in view to retry. */
export function DeleteTokenDialog({
  tokens,
  token,
  onCancel,
  onDeleted,
  onGone,
}: DeleteTokenDialogProps) {
  const t = useT()
  const remove = useSetAtom(tokens.remove.runAtom)
  const state = useAtomValue(tokens.remove.stateAtom)

  const failure = (error: ApiError | null) => {
    if (!error) return null
    if (error.status === 404) return t('personalApiTokens.alreadyDeleted')
    if (error.status === 403) return t('personalApiTokens.forbidden')
    return t('personalApiTokens.deleteFailed')
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
      title={t('personalApiTokens.confirmDelete.title')}
      message={t('personalApiTokens.confirmDelete.message', {
        description: token?.description ?? '',
      })}
      confirmLabel={t('personalApiTokens.confirmDelete.action')}
      pending={state.status === 'pending'}
      error={state.status === 'error' ? failure(state.error) : null}
      onCancel={onCancel}
      onConfirm={() => void confirm()}
    />
  )
}
