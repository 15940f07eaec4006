import { addEnglish } from '../../i18n/index'
import { dialog as dialogEnglish } from '../../i18n/messages/en'
import { useT } from '../i18n/index'
import { Button } from './button'
import { Dialog } from './dialog'
import { dialogStyles } from './dialog.styles'
import { InlineAlert } from './inline-alert'
import { useStyles } from './use-styles'

// The kit's own words come with the pieces that show them: a screen carries those of its pieces only.
addEnglish(dialogEnglish)

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean
  title: string
  /** What will happen, in words. */
  message: string
  /** The confirming button's text, naming the action ("Remove user"), never just "OK". */
  confirmLabel: string
  /** A destructive action: focus starts on Cancel. */
  danger?: boolean
  /** The action is running: the confirm button spins, nothing closes the dialog. */
  pending?: boolean
  /** Why the last attempt failed (translated); the dialog stays open to retry. */
  error?: string | null
  onConfirm: () => void
  onCancel: () => void
}

/** "Are you sure?" as an `alertdialog`: the action's name on the button, its failure kept in view. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  danger = false,
  pending = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const styles = useStyles(dialogStyles)
  const t = useT()
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      role="alertdialog"
      busy={pending}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={onCancel}
            disabled={pending}
            data-autofocus={danger ? '' : undefined}
          >
            {t('ui.confirm.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={pending} data-autofocus={danger ? undefined : ''}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className={styles.text}>{message}</p>
      {error ? <InlineAlert>{error}</InlineAlert> : null}
    </Dialog>
  )
}
