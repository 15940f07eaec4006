import { useAtomValue, useSetAtom } from 'jotai'
import { useT } from '../../../i18n/index'
import { ConfirmDialog } from '../../../ui/index'
import type { ApiError } from '../../../../api/index'
import type { TenantApiToken } from '../../../../api/tenant-api-tokens'
import type { TenantTokens } from '../../../../atoms/tenant-api-tokens'

/** Props of {@link DeleteTenantTokenDialog}. */
export interface DeleteTenantTokenDialogProps {
  /** The kind of token the vendor uses. */
  tokens: TenantTokens
  /** The token to delete; `null` keeps the dialog closed. */
  token: TenantApiToken | null
  onCancel: () => void
  onDeleted: (token: TenantApiToken) => void
  /** It was already gone: the list is out of date. */
  onGone: () => void
}

/** "Delete this token?": names it, says what stops working, keeps a failure in view to retry. */
export function DeleteTenantTokenDialog({
  tokens,
  token,
  onCancel,
  onDeleted,
  onGone,
}: DeleteTenantTokenDialogProps) {
  const t = useT()
  const remove = useSetAtom(tokens.remove.runAtom)
  const state = useAtomValue(tokens.remove.stateAtom)

  const failure = (error: ApiError | null) => {
    if (!error) return null
    if (error.status === 404) return t('tenantApiTokens.alreadyDeleted')
    if (error.status === 403) return t('tenantApiTokens.deleteForbidden')
    return t('tenantApiTokens.deleteFailed')
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
      title={t('tenantApiTokens.confirmDelete.title')}
      message={t('tenantApiTokens.confirmDelete.message', {
        description: token?.description ?? '',
      })}
      confirmLabel={t('tenantApiTokens.confirmDelete.action')}
      pending={state.status === 'pending'}
      error={state.status === 'error' ? failure(state.error) : null}
      onCancel={onCancel}
      onConfirm={() => void confirm()}
    />
  )
}
