import { useAtomValue } from 'jotai'
import { lazy, Suspense, useState } from 'react'
import { holdsPermission, sessionAtom } from '../../../atoms/index'
import { addEnglish } from '../../../i18n/index'
import { teamInvite as teamInviteEnglish } from '../../../i18n/messages/en'
import { useT } from '../../i18n/index'
import { Button } from '../../ui/index'

addEnglish(teamInviteEnglish)

// The dialog is the team dialogs' chunk, loaded on the first click.
const TeamDialogs = lazy(() => import('./team-dialogs'))

/**
 * `<invite-user-dialog>`: the Team page's "Invite user" button and dialog on their own, for a host
 * page of its own design; the invited user also goes first in any `<users-table>` sharing the
 * session. Nothing shows while nobody is signed in, nor to a member who may not invite (no Users
 * write permission).
 */
export function InviteUserScreen() {
  const t = useT()
  const session = useAtomValue(sessionAtom)
  const [open, setOpen] = useState(false)
  if (session.status !== 'signed-in' || !holdsPermission(session.user, 'fe.secure.write.users'))
    return null
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('teamTable.invite')}</Button>
      {open ? (
        <Suspense fallback={null}>
          <TeamDialogs
            dialog={{ kind: 'invite' }}
            onOpen={() => undefined}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  )
}
