import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { remindMfaMutation, resetBreachedMutation } from '../../../../../atoms/security-center'
import { useT } from '../../../../i18n/index'
import { Button, ConfirmDialog, useErrorText, useToast } from '../../../../ui/index'

/**
 * A table's mail to its members — "Reset passwords" (a reset link each) or "Remind them" (a
 * reminder to enrol a second factor) —: asks first, then says in a toast what was sent.
 */
export function MailAction({ kind }: { kind: 'reset' | 'remind' }) {
  const t = useT()
  const toast = useToast()
  const errorText = useErrorText()
  const runReset = useSetAtom(resetBreachedMutation.runAtom)
  const runRemind = useSetAtom(remindMfaMutation.runAtom)
  const forgetReset = useSetAtom(resetBreachedMutation.resetAtom)
  const forgetRemind = useSetAtom(remindMfaMutation.resetAtom)
  const resetState = useAtomValue(resetBreachedMutation.stateAtom)
  const remindState = useAtomValue(remindMfaMutation.stateAtom)
  const state = kind === 'reset' ? resetState : remindState
  const [open, setOpen] = useState(false)
  const close = () => {
    setOpen(false)
    if (kind === 'reset') forgetReset()
    else forgetRemind()
  }
  const send = async (): Promise<string | undefined> => {
    if (kind === 'reset') {
      return (await runReset(null)) === null ? t('securityCenter.users.resetDone') : undefined
    }
    const outcome = await runRemind(null)
    return outcome && t('securityCenter.users.reminded', { ...outcome })
  }
  const confirm = async () => {
    const done = await send()
    if (done === undefined) return
    close()
    toast(done)
  }
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t(`securityCenter.users.${kind}`)}
      </Button>
      <ConfirmDialog
        open={open}
        title={t(`securityCenter.users.${kind}Title`)}
        message={t(`securityCenter.users.${kind}Message`)}
        confirmLabel={t(`securityCenter.users.${kind}Confirm`)}
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
