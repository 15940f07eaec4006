import { useAtomValue, useSetAtom } from 'jotai'
import { endOtherSessionsMutation, endSessionMutation } from '../../../../atoms/sessions'
import { useT } from '../../../i18n/index'
import { ConfirmDialog } from '../../../ui/index'
import { deviceName } from './session-columns'
import type { ApiError } from '../../../../api/index'
import type { SessionInfo } from '../../../../api/sessions'

/** What the confirmation is about: one session, or every other one. */
export type Ending = { kind: 'one'; session: SessionInfo } | { kind: 'others'; count: number }

/** Props of {@link EndSessionsDialog}. */
export interface EndSessionsDialogProps {
  /** The sessions to end; `null` keeps the dialog closed. */
  ending: Ending | null
  onCancel: () => void
  /** The server ended them. */
  onEnded: (ending: Ending) => void
  /** The session had already ended elsewhere: the list is out of date. */
  onGone: () => void
}

/**
 * "End this session?" / "Sign out everywhere else?": names the device or the count, runs the change,
 * and keeps a failure in view to retry. Cancel has the first focus: ending sessions cannot be undone.
 */
export function EndSessionsDialog({ ending, onCancel, onEnded, onGone }: EndSessionsDialogProps) {
  const t = useT()
  const endOne = useSetAtom(endSessionMutation.runAtom)
  const endOthers = useSetAtom(endOtherSessionsMutation.runAtom)
  const oneState = useAtomValue(endSessionMutation.stateAtom)
  const othersState = useAtomValue(endOtherSessionsMutation.stateAtom)
  const state = ending?.kind === 'others' ? othersState : oneState

  const failure = (error: ApiError | null) => {
    if (!error) return null
    if (error.status === 404) return t('sessions.alreadyEnded')
    if (error.status === 403) return t('sessions.forbidden')
    return t('sessions.endFailed')
  }

  const confirm = async () => {
    if (!ending) return
    const done =
      ending.kind === 'one' ? await endOne(ending.session.id) : await endOthers(undefined)
    if (done !== undefined) onEnded(ending)
    else if (ending.kind === 'one') onGone()
  }

  const one = ending?.kind === 'one' ? ending.session : null
  return (
    <ConfirmDialog
      open={ending !== null}
      danger
      title={one ? t('sessions.confirmOne.title') : t('sessions.confirmOthers.title')}
      message={
        one
          ? t('sessions.confirmOne.message', { device: deviceName(one, t) })
          : t('sessions.confirmOthers.message', {
              count: ending?.kind === 'others' ? ending.count : 0,
            })
      }
      confirmLabel={one ? t('sessions.confirmOne.action') : t('sessions.endOthers')}
      pending={state.status === 'pending'}
      error={state.status === 'error' ? failure(state.error) : null}
      onCancel={onCancel}
      onConfirm={() => void confirm()}
    />
  )
}
