import { useAtomValue } from 'jotai'
import { unwrap } from 'jotai/utils'
import { lazy, Suspense } from 'react'
import { inviteLinkConfigurationAtom } from '../../../atoms/invite-links'
import { editRolesMutation, temporaryConfigurationAtom } from '../../../atoms/team'
import { addEnglish } from '../../../i18n/index'
import {
  team as teamEnglish,
  teamTable as teamTableEnglish,
  teamTools as teamToolsEnglish,
} from '../../../i18n/messages/en'
import { useT } from '../../i18n/index'
import { InlineAlert, ToastProvider, useErrorText } from '../../ui/index'
import { InviteUserDialog } from './invite-user-dialog'
import { RolesDialog } from './roles-dialog'
import { BreachedResetDialog, ExpiryDialog, TeamToolsMenu } from './team-tools'
import { UserActions } from './user-actions'
import type { UserV3 } from '../../../api/types'

addEnglish(teamEnglish)
addEnglish(teamToolsEnglish)
// The roll-back notice's words, when `<invite-user-dialog>` is on the page without the table.
addEnglish(teamTableEnglish)

// The rarer dialogs are chunks of their own, fetched when one is opened.
const BulkAddDialog = lazy(() =>
  import('./bulk-add-dialog').then((module) => ({ default: module.BulkAddDialog })),
)
const InviteLinkDialog = lazy(() =>
  import('./invite-link-dialog').then((module) => ({ default: module.InviteLinkDialog })),
)
const UserAppsDialog = lazy(() =>
  import('./user-apps-dialog').then((module) => ({ default: module.UserAppsDialog })),
)

const temporaryLoadable = unwrap(temporaryConfigurationAtom, () => ({ enabled: false }))
// Until the vendor's answer is in, the link is not offered (a vendor may allow none).
const linkConfigurationLoadable = unwrap(inviteLinkConfigurationAtom, () => ({
  tenantInvitationsAllowed: false,
  emailsEnabled: false,
}))

/** Which of the team's dialogs is open. */
export type TeamDialog =
  | { kind: 'invite' }
  | { kind: 'bulk' }
  | { kind: 'roles'; user: UserV3 }
  | { kind: 'actions'; user: UserV3 }
  | { kind: 'expiry'; user: UserV3 }
  | { kind: 'tools' }
  | { kind: 'link' }
  | { kind: 'breached' }
  | { kind: 'apps'; user: UserV3 }

/** Props of {@link TeamDialogs}. */
export interface TeamDialogsProps {
  /** `null`: none open (the chunk stays for its toasts and notice). */
  dialog: TeamDialog | null
  /** Another dialog follows (the actions menu opens the role editor). */
  onOpen: (dialog: TeamDialog) => void
  onClose: () => void
}

/**
 * The team's dialogs, a chunk loaded on the first one opened (the table's first load carries only
 * the list and its buttons), with the toasts of their actions and the notice of a role change the
 * server refused and the list rolled back.
 */
export default function TeamDialogs(props: TeamDialogsProps) {
  const t = useT()
  const roleEdit = useAtomValue(editRolesMutation.stateAtom)
  const errorText = useErrorText()
  return (
    <ToastProvider>
      {roleEdit.status === 'error' ? (
        <InlineAlert>
          {t('teamTable.rolledBack', { reason: errorText(roleEdit.error, '') })}
        </InlineAlert>
      ) : null}
      {/* A rarer dialog's chunk on its way keeps the toasts and the notice shown. */}
      <Suspense fallback={null}>
        <OpenDialog {...props} />
      </Suspense>
    </ToastProvider>
  )
}

function OpenDialog({ dialog, onOpen, onClose }: TeamDialogsProps) {
  const temporary = useAtomValue(temporaryLoadable)
  const links = useAtomValue(linkConfigurationLoadable)
  if (!dialog) return null
  switch (dialog.kind) {
    case 'invite':
      return <InviteUserDialog open onClose={onClose} />
    case 'bulk':
      return <BulkAddDialog open onClose={onClose} />
    case 'roles':
      return <RolesDialog user={dialog.user} onClose={onClose} />
    case 'actions':
      return (
        <UserActions
          key={dialog.user.id}
          user={dialog.user}
          temporaryEnabled={temporary.enabled}
          onEditRoles={(user) => onOpen({ kind: 'roles', user })}
          onSetExpiry={(user) => onOpen({ kind: 'expiry', user })}
          onEditApps={(user) => onOpen({ kind: 'apps', user })}
          onClose={onClose}
        />
      )
    case 'expiry':
      return <ExpiryDialog user={dialog.user} onClose={onClose} />
    case 'tools':
      return (
        <TeamToolsMenu
          onLink={links.tenantInvitationsAllowed ? () => onOpen({ kind: 'link' }) : undefined}
          onBreached={() => onOpen({ kind: 'breached' })}
          onClose={onClose}
        />
      )
    case 'link':
      return <InviteLinkDialog emailsEnabled={links.emailsEnabled} onClose={onClose} />
    case 'breached':
      return <BreachedResetDialog onClose={onClose} />
    case 'apps':
      return <UserAppsDialog key={dialog.user.id} user={dialog.user} onClose={onClose} />
  }
}
