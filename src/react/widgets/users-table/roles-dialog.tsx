import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { editRolesMutation, roleIdsOfUser } from '../../../atoms/team'
import { useT } from '../../i18n/index'
import { Button, Dialog, useStyles } from '../../ui/index'
import { RoleCheckboxes } from './role-checkboxes'
import { teamStyles } from './team.styles'
import type { Role, UserV3 } from '../../../api/types'

/** Props of {@link RolesDialog}. */
export interface RolesDialogProps {
  /** The member whose roles are edited; `null` keeps the dialog closed. */
  user: UserV3 | null
  onClose: () => void
}

/**
 * "Edit roles": the new roles show in the list at once when saved and the dialog closes; if the
 * server refuses (an escalation, the last administrator), the list goes back and the table says
 * why (the screen shows the mutation's error).
 */
export function RolesDialog({ user, onClose }: RolesDialogProps) {
  const styles = useStyles(teamStyles)
  const t = useT()
  const save = useSetAtom(editRolesMutation.runAtom)
  // A draft belongs to the member it was made for: opening another starts from its roles.
  const [draft, setDraft] = useState<{ userId: string; roles: Role[] } | null>(null)
  const roles = user && draft?.userId === user.id ? draft.roles : null
  const setRoles = (chosen: Role[]) => {
    if (user) setDraft({ userId: user.id, roles: chosen })
  }
  const selected = roles ? roles.map((role) => role.id) : user ? roleIdsOfUser(user) : []
  const submit = () => {
    if (!user) return
    const chosen = roles ?? user.tenants[0]?.roles ?? []
    setDraft(null)
    onClose()
    void save({ user, roles: chosen })
  }
  return (
    <Dialog
      open={user !== null}
      title={t('team.roles.title', { name: user?.name || (user?.email ?? '') })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('team.cancel')}
          </Button>
          <Button onClick={submit}>{t('team.roles.save')}</Button>
        </>
      }
    >
      <div className={styles.form}>
        <RoleCheckboxes selected={selected} onChange={setRoles} />
      </div>
    </Dialog>
  )
}
