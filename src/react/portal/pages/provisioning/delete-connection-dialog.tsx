import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { deleteConnectionMutation } from '../../../../atoms/provisioning'
import { useT } from '../../../i18n/index'
import { Button, Dialog, InlineAlert, useErrorText, useStyles } from '../../../ui/index'
import { provisioningStyles } from './provisioning.styles'
import type { ProvisioningConnection } from '../../../../api/provisioning'

/** Props of {@link DeleteConnectionDialog}. */
export interface DeleteConnectionDialogProps {
  /** The connection to delete; `null` keeps the dialog closed. */
  connection: ProvisioningConnection | null
  onCancel: () => void
  onDeleted: (connection: ProvisioningConnection, deleteAll: boolean) => void
}

/**
 * Deleting a connection asks what becomes of the members it provisioned (their number said): they
 * stay as ordinary members (the default), or they leave the account with the connection's groups.
 * Focus starts on keeping them; a failure stays in view to retry.
 */
export function DeleteConnectionDialog({
  connection,
  onCancel,
  onDeleted,
}: DeleteConnectionDialogProps) {
  const styles = useStyles(provisioningStyles)
  const t = useT()
  const errorText = useErrorText()
  const remove = useSetAtom(deleteConnectionMutation.runAtom)
  const reset = useSetAtom(deleteConnectionMutation.resetAtom)
  const state = useAtomValue(deleteConnectionMutation.stateAtom)
  const [deleteAll, setDeleteAll] = useState(false)
  const pending = state.status === 'pending'
  const close = () => {
    setDeleteAll(false)
    reset()
    onCancel()
  }
  const confirm = async () => {
    if (!connection) return
    if ((await remove({ id: connection.id, deleteAll })) !== undefined) {
      setDeleteAll(false)
      onDeleted(connection, deleteAll)
    }
  }
  const count = connection?.usersCount ?? 0
  const name = connection?.connectionName ?? ''
  return (
    <Dialog
      open={connection !== null}
      role="alertdialog"
      busy={pending}
      title={t('provisioning.delete.title', { name })}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={pending}>
            {t('provisioning.cancel')}
          </Button>
          <Button onClick={() => void confirm()} loading={pending}>
            {t(deleteAll ? 'provisioning.delete.withUsers' : 'provisioning.delete.action', {
              count,
            })}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <p className={styles.note}>{t('provisioning.delete.message', { name })}</p>
        <fieldset className={styles.fieldset}>
          <legend>{t('provisioning.delete.usersLegend', { count })}</legend>
          <label className={styles.check}>
            <input
              type="radio"
              name="deleteAll"
              checked={!deleteAll}
              onChange={() => setDeleteAll(false)}
              data-autofocus=""
            />
            {t('provisioning.delete.keep', { count })}
          </label>
          <label className={styles.check}>
            <input
              type="radio"
              name="deleteAll"
              checked={deleteAll}
              onChange={() => setDeleteAll(true)}
            />
            {t('provisioning.delete.remove', { count })}
          </label>
        </fieldset>
        {state.status === 'error' ? (
          <InlineAlert>{errorText(state.error, t('provisioning.delete.failed'))}</InlineAlert>
        ) : null}
      </div>
    </Dialog>
  )
}
