import { useSetAtom, useStore } from 'jotai'
import { useState } from 'react'
import { inviteUserMutation } from '../../../atoms/team'
import { useT } from '../../i18n/index'
import {
  Button,
  Dialog,
  ErrorSummary,
  Form,
  formFailure,
  FormField,
  refusalText,
  SubmitButton,
  useStyles,
} from '../../ui/index'
import { RoleCheckboxes } from './role-checkboxes'
import { teamStyles } from './team.styles'
import type { TeamUser } from '../../../api/types'
import type { FormFailure, FormValues } from '../../ui/index'

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** Props of {@link InviteUserDialog}. */
export interface InviteUserDialogProps {
  open: boolean
  onClose: () => void
  onInvited?: (user: TeamUser) => void
}

/**
 * "Invite user": email, name, phone number (optional) and roles. While it is sent the dialog shows
 * loading; on success it closes and the new user is first in the list; on error it stays open with
 * the error under its field, nothing typed lost (spec §4.8).
 */
export function InviteUserDialog({ open, onClose, onInvited }: InviteUserDialogProps) {
  const styles = useStyles(teamStyles)
  const t = useT()
  const store = useStore()
  const invite = useSetAtom(inviteUserMutation.runAtom)
  const [roleIds, setRoleIds] = useState<string[]>([])

  const validate = (values: FormValues) => {
    const email = (values.email ?? '').trim()
    return email === '' || !EMAIL.test(email) ? { email: t('team.invite.emailInvalid') } : {}
  }

  const action = async (values: FormValues): Promise<FormFailure | null> => {
    const name = (values.name ?? '').trim()
    const phone = (values.phoneNumber ?? '').trim()
    const created = await invite({
      email: (values.email ?? '').trim(),
      roleIds,
      ...(name ? { name } : {}),
      ...(phone ? { phone } : {}),
    })
    if (created) {
      setRoleIds([])
      onInvited?.(created)
      onClose()
      return null
    }
    const { error } = store.get(inviteUserMutation.stateAtom)
    if (!error) return { error: t('team.invite.failed') }
    const refused = refusalText(error, t)
    if (refused) return { error: refused }
    if (error.status === 409) return { fieldErrors: { email: t('team.invite.exists') } }
    return formFailure(error, ['email', 'name', 'phoneNumber', 'roleIds'], {
      offline: t('team.offline'),
      failed: t('team.invite.failed'),
    })
  }

  return (
    <Dialog open={open} title={t('team.invite.title')} onClose={onClose}>
      <Form action={action} validate={validate} className={styles.form}>
        <ErrorSummary
          labels={{
            email: t('team.invite.email'),
            name: t('team.invite.name'),
            phoneNumber: t('team.invite.phone'),
          }}
        />
        <FormField
          name="email"
          type="email"
          label={t('team.invite.email')}
          autoComplete="off"
          required
          data-autofocus=""
        />
        <FormField name="name" label={t('team.invite.name')} autoComplete="off" maxLength={200} />
        <FormField
          name="phoneNumber"
          type="tel"
          label={t('team.invite.phone')}
          autoComplete="off"
          maxLength={40}
        />
        <RoleCheckboxes
          selected={roleIds}
          onChange={(roles) => setRoleIds(roles.map((r) => r.id))}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('team.cancel')}
          </Button>
          <SubmitButton>{t('team.invite.submit')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  )
}
