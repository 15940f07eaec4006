import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import {
  expirationMutation,
  removeUserMutation,
  resendInvitationMutation,
  revokeSessionsMutation,
  switchUserMutation,
} from '../../../atoms/team'
import { useT } from '../../i18n/index'
import { Button, ConfirmDialog, Dialog, useStyles, useToast } from '../../ui/index'
import { teamStyles } from './team.styles'
import type { UserSwitch } from '../../../api/team'
import type { UserV3 } from '../../../api/types'
import type { MessageId } from '../../../i18n/index'

/** An action that asks first: what it does and the words of its dialog. */
type Confirmed = 'remove' | 'lock' | 'disable' | 'revoke'

/** Thirty days: the expiration "Make temporary" sets (the server allows up to a year). */
export const TEMPORARY_SECONDS = 30 * 24 * 60 * 60

/** Props of {@link UserActions}. */
export interface UserActionsProps {
  user: UserV3
  /** Opens the role editor for this user. */
  onEditRoles: (user: UserV3) => void
  /** Whether members can be made temporary (the configuration). */
  temporaryEnabled: boolean
}

const confirmIds = (action: Confirmed) =>
  ({
    title: `team.confirm.${action}.title`,
    message: `team.confirm.${action}.message`,
    action: `team.confirm.${action}.action`,
  }) as { title: MessageId; message: MessageId; action: MessageId }

/**
 * A member's actions: one button opens a dialog listing what can be done to them (keyboard and
 * screen reader: a labelled modal of buttons); remove, lock, disable and ending sessions ask first.
 */
export function UserActions({ user, onEditRoles, temporaryEnabled }: UserActionsProps) {
  const styles = useStyles(teamStyles)
  const t = useT()
  const toast = useToast()
  const [open, setOpen] = useState(false)
  const [confirming, setConfirming] = useState<Confirmed | null>(null)
  const remove = useSetAtom(removeUserMutation.runAtom)
  const removeState = useAtomValue(removeUserMutation.stateAtom)
  const switchUser = useSetAtom(switchUserMutation.runAtom)
  const revoke = useSetAtom(revokeSessionsMutation.runAtom)
  const resend = useSetAtom(resendInvitationMutation.runAtom)
  const expire = useSetAtom(expirationMutation.runAtom)
  const who = user.name || (user.email ?? '')

  const flip = async (change: UserSwitch) => {
    setOpen(false)
    const done = await switchUser({ user, change })
    toast(t(done === null ? `team.done.${change}` : 'team.failed', { name: who }))
  }
  const run = async (action: Confirmed) => {
    if (action === 'remove') {
      if ((await remove(user)) !== undefined) setConfirming(null)
      return
    }
    setConfirming(null)
    if (action === 'revoke') {
      const done = await revoke(user)
      toast(t(done === null ? 'team.done.revoke' : 'team.failed', { name: who }))
    } else await flip(action)
  }
  const ask = (action: Confirmed) => {
    setOpen(false)
    setConfirming(action)
  }
  const item = (label: string, onClick: () => void) => (
    <li>
      <Button variant="secondary" onClick={onClick}>
        {label}
      </Button>
    </li>
  )
  const ids = confirming ? confirmIds(confirming) : null
  return (
    <>
      <Button
        variant="ghost"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('team.actions.open', { name: who })}
      >
        {t('team.column.actions')}
      </Button>
      <Dialog
        open={open}
        title={t('team.actions.title', { name: who })}
        onClose={() => setOpen(false)}
      >
        <ul className={styles.menu}>
          {item(t('team.actions.editRoles'), () => {
            setOpen(false)
            onEditRoles(user)
          })}
          {user.activatedForTenant === false && user.email
            ? item(t('team.actions.resend'), () => {
                setOpen(false)
                void resend(user).then((done) =>
                  toast(t(done === null ? 'team.done.resend' : 'team.failed', { name: who })),
                )
              })
            : null}
          {user.isLocked
            ? item(t('team.actions.unlock'), () => void flip('unlock'))
            : item(t('team.actions.lock'), () => ask('lock'))}
          {user.isDisabled
            ? item(t('team.actions.enable'), () => void flip('enable'))
            : item(t('team.actions.disable'), () => ask('disable'))}
          {temporaryEnabled
            ? item(
                t(
                  user.temporaryExpirationDate
                    ? 'team.actions.permanent'
                    : 'team.actions.temporary',
                ),
                () => {
                  setOpen(false)
                  void expire({
                    user,
                    expirationInSeconds: user.temporaryExpirationDate ? null : TEMPORARY_SECONDS,
                  })
                },
              )
            : null}
          {item(t('team.actions.revoke'), () => ask('revoke'))}
          {item(t('team.actions.remove'), () => ask('remove'))}
        </ul>
      </Dialog>
      <ConfirmDialog
        open={ids !== null}
        danger
        title={ids ? t(ids.title, { name: who }) : ''}
        message={ids ? t(ids.message, { name: who }) : ''}
        confirmLabel={ids ? t(ids.action) : ''}
        pending={confirming === 'remove' && removeState.status === 'pending'}
        error={
          confirming === 'remove' && removeState.status === 'error'
            ? (removeState.error?.message ?? t('team.failed', { name: who }))
            : null
        }
        onCancel={() => setConfirming(null)}
        onConfirm={() => void (confirming && run(confirming))}
      />
    </>
  )
}
