import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { lazy, Suspense, useState } from 'react'
import { sessionAtom } from '../../../atoms/session-state'
import {
  expirationMutation,
  removeUserMutation,
  resendInvitationMutation,
  revokeSessionsMutation,
  switchUserMutation,
} from '../../../atoms/team'
import { resendAllMutation } from '../../../atoms/team-tools'
import { addEnglish } from '../../../i18n/index'
import { hierarchy2 } from '../../../i18n/messages/en'
import { usePartWords, useT } from '../../i18n/index'
import {
  Button,
  ConfirmDialog,
  Dialog,
  useErrorText,
  usePermission,
  useStyles,
  useToast,
} from '../../ui/index'
import { AppsMenuItem } from './apps-menu-item'
import { teamStyles } from './team.styles'
import type { UserSwitch } from '../../../api/team'
import type { UserV3 } from '../../../api/types'
import type { MessageId } from '../../../i18n/index'

// Why a provisioned member's actions are fewer: a chunk with its words, for such members only.
const ScimHint = lazy(() => import('./scim-hint'))
// Impersonate: a chunk with its words, for holders of the permission who choose it.
const ImpersonateDialog = lazy(() => import('./impersonate-dialog'))

addEnglish(hierarchy2)

/** "Impersonate" in the menu, in the reader's language (the impersonation part's words). */
function ImpersonateItem({ onClick }: { onClick: () => void }) {
  const t = useT()
  if (!usePartWords('impersonation')) return null
  return (
    <li>
      <Button variant="secondary" onClick={onClick}>
        {t('impersonate.action')}
      </Button>
    </li>
  )
}

/** An action that asks first. */
type Confirmed = 'remove' | 'lock' | 'disable' | 'revoke'

/** Props of {@link UserActions}. */
export interface UserActionsProps {
  user: UserV3
  /** Opens the role editor for this user. */
  onEditRoles: (user: UserV3) => void
  /** Opens the expiry editor (days from now) for this user. */
  onSetExpiry: (user: UserV3) => void
  /** Opens the applications editor for this user (shown when the tenant is offered any). */
  onEditApps: (user: UserV3) => void
  /** Whether members can be made temporary (the configuration). */
  temporaryEnabled: boolean
  /** The menu and any confirmation are done: unmount. */
  onClose: () => void
}

const confirmIds = (action: Confirmed) =>
  ({
    title: `team.confirm.${action}.title`,
    message: `team.confirm.${action}.message`,
    action: `team.confirm.${action}.action`,
  }) as { title: MessageId; message: MessageId; action: MessageId }

/**
 * A member's actions, opened by the row's Actions button: a labelled modal of buttons (keyboard
 * and screen reader) listing what the signed-in member's permissions let them do to this one
 * (changes need Users write, removal Users delete, ending sessions Sessions delete); remove, lock,
 * disable and ending sessions ask first. `onClose` runs once the menu and any confirmation are done.
 */
export function UserActions({
  user,
  onEditRoles,
  onSetExpiry,
  onEditApps,
  temporaryEnabled,
  onClose,
}: UserActionsProps) {
  const styles = useStyles(teamStyles)
  const t = useT()
  const errorText = useErrorText()
  const toast = useToast()
  const [menu, setMenu] = useState(true)
  const [confirming, setConfirming] = useState<Confirmed | null>(null)
  const [impersonating, setImpersonating] = useState(false)
  const remove = useSetAtom(removeUserMutation.runAtom)
  const removeState = useAtomValue(removeUserMutation.stateAtom)
  const switchUser = useSetAtom(switchUserMutation.runAtom)
  const revoke = useSetAtom(revokeSessionsMutation.runAtom)
  const resend = useSetAtom(resendInvitationMutation.runAtom)
  const resendAll = useSetAtom(resendAllMutation.runAtom)
  const expire = useSetAtom(expirationMutation.runAtom)
  const who = user.name || (user.email ?? '')
  const writes = usePermission('fe.secure.write.users')
  const removes = usePermission('fe.secure.delete.users')
  const ends = usePermission('fe.secure.delete.sessions')
  // Never oneself; the server decides the rest (no administrator, no more rights than one's own).
  const self = useAtomValue(sessionAtom).user?.id === user.id
  const impersonates = usePermission('fe.secure.impersonate.users') && !self

  const store = useStore()
  const failed = t('team.failed', { name: who })
  const said = (done: null | undefined, success: MessageId) =>
    toast(done === null ? t(success, { name: who }) : failed)
  const flip = async (change: UserSwitch) => {
    const done = await switchUser({ user, change })
    // A refusal says why in words (e.g. the member holds rights the caller lacks).
    if (done === undefined) toast(errorText(store.get(switchUserMutation.stateAtom).error, failed))
    else said(done, `team.done.${change}` as MessageId)
  }
  // Each item closes the menu and runs its action; the component ends with the menu.
  const close = (then?: () => void) => {
    onClose()
    then?.()
  }
  const finish = () => {
    setConfirming(null)
    onClose()
  }
  const run = async (action: Confirmed) => {
    if (action === 'remove') {
      if ((await remove(user)) !== undefined) finish()
      return
    }
    finish()
    if (action === 'revoke') said(await revoke(user), 'team.done.revoke')
    else await flip(action)
  }
  const ask = (action: Confirmed) => {
    setMenu(false)
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
  const temporary = user.temporaryExpirationDate !== undefined
  // The directory owns whether a provisioned member is here and enabled (the server refuses).
  const scim = user.managedBy === 'scim2'
  return (
    <>
      <Dialog open={menu} title={t('team.actions.title', { name: who })} onClose={() => close()}>
        {scim ? (
          <Suspense fallback={null}>
            <ScimHint name={user.scimConnectionName ?? ''} />
          </Suspense>
        ) : null}
        <ul className={styles.menu}>
          {writes ? (
            <>
              {item(t('team.actions.editRoles'), () => close(() => onEditRoles(user)))}
              <AppsMenuItem onClick={() => close(() => onEditApps(user))} />
              {user.activatedForTenant === false && user.email
                ? item(t('team.actions.resend'), () =>
                    close(() => void resend(user).then((done) => said(done, 'team.done.resend'))),
                  )
                : null}
              {user.activatedForTenant === false && user.email
                ? item(t('teamTools.resendAll'), () =>
                    close(
                      () =>
                        void resendAll(user).then((done) => said(done, 'teamTools.resendAllDone')),
                    ),
                  )
                : null}
              {user.isLocked
                ? item(t('team.actions.unlock'), () => close(() => void flip('unlock')))
                : item(t('team.actions.lock'), () => ask('lock'))}
              {scim
                ? null
                : user.isDisabled
                  ? item(t('team.actions.enable'), () => close(() => void flip('enable')))
                  : item(t('team.actions.disable'), () => ask('disable'))}
              {temporaryEnabled && !scim
                ? item(t(temporary ? 'teamTools.expiry.change' : 'teamTools.expiry.make'), () =>
                    close(() => onSetExpiry(user)),
                  )
                : null}
              {temporaryEnabled && temporary
                ? item(t('team.actions.permanent'), () =>
                    close(() => void expire({ user, expirationInSeconds: null })),
                  )
                : null}
            </>
          ) : null}
          {ends ? item(t('team.actions.revoke'), () => ask('revoke')) : null}
          {removes && !scim ? item(t('team.actions.remove'), () => ask('remove')) : null}
          {impersonates && user.activatedForTenant !== false ? (
            <ImpersonateItem
              onClick={() => {
                setMenu(false)
                setImpersonating(true)
              }}
            />
          ) : null}
        </ul>
      </Dialog>
      {impersonating ? (
        <Suspense fallback={null}>
          <ImpersonateDialog user={user} onClose={finish} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={ids !== null}
        danger
        title={ids ? t(ids.title, { name: who }) : ''}
        message={ids ? t(ids.message, { name: who }) : ''}
        confirmLabel={ids ? t(ids.action) : ''}
        pending={confirming === 'remove' && removeState.status === 'pending'}
        error={
          confirming === 'remove' && removeState.status === 'error'
            ? errorText(removeState.error, t('team.failed', { name: who }))
            : null
        }
        onCancel={finish}
        onConfirm={() => void (confirming && run(confirming))}
      />
    </>
  )
}
