import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { remindMfaMutation } from '../../../../../atoms/security-center'
import { useT } from '../../../../i18n/index'
import { Button, ConfirmDialog, useErrorText, useToast } from '../../../../ui/index'

/**
 * "Remind them": asks, then mails each member without a second factor a reminder to enrol one;
 * the toast says how many were mailed and how many were reminded in the last day already.
 */
export function RemindAction() {
  const t = useT()
  const toast = useToast()
  const errorText = useErrorText()
  const run = useSetAtom(remindMfaMutation.runAtom)
  const reset = useSetAtom(remindMfaMutation.resetAtom)
  const state = useAtomValue(remindMfaMutation.stateAtom)
  const [open, setOpen] = useState(false)
  const close = () => {
    setOpen(false)
    reset()
  }
  const confirm = async () => {
    const outcome = await run(null)
    if (!outcome) return
    close()
    toast(t('securityCenter.users.reminded', { mailed: outcome.mailed, skipped: outcome.skipped }))
  }
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('securityCenter.users.remind')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('securityCenter.users.remindTitle')}
        message={t('securityCenter.users.remindMessage')}
        confirmLabel={t('securityCenter.users.remindConfirm')}
        pending={state.status === 'pending'}
        error={
          state.status === 'error'
            ? errorText(state.error, t('securityCenter.users.mailFailed'))
            : null
        }
        onCancel={close}
        onConfirm={() => void confirm()}
      />
    </>
  )
}
