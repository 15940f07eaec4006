import { useAtomValue } from 'jotai'
import { useId, useState } from 'react'
import { addSubAccountUsers } from '../../../../api/hierarchy'
import { apiClientAtom } from '../../../../atoms/config'
import { useT } from '../../../i18n/index'
import {
  ErrorSummary,
  Form,
  formFailure,
  FormField,
  refusalText,
  Select,
  SubmitButton,
  Switch,
  useStyles,
  useToast,
} from '../../../ui/index'
import { allAccountsStyles } from './all-accounts.styles'
import type { ApiError, Role } from '../../../../api/index'
import type { FormFailure, FormValues } from '../../../ui/index'

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** Props of {@link AddAccountUsers}. */
export interface AddAccountUsersProps {
  tenantId: string
  /** The roles a sub-account can give (the vendor's). */
  roles: readonly Role[]
  onAdded: () => void
}

/** "Add a user" to a sub-account: email, name, a role there, and their say on its sub-accounts. */
export function AddAccountUsers({ tenantId, roles, onAdded }: AddAccountUsersProps) {
  const t = useT()
  const styles = useStyles(allAccountsStyles)
  const client = useAtomValue(apiClientAtom)
  const toast = useToast()
  const headingId = useId()
  const [roleId, setRoleId] = useState('')
  const [allow, setAllow] = useState(false)

  const validate = (values: FormValues) => {
    const email = (values.email ?? '').trim()
    if (email === '') return { email: t('allAccounts.users.emailRequired') }
    if (!EMAIL.test(email)) return { email: t('allAccounts.users.emailInvalid') }
    return {}
  }

  const action = async (values: FormValues): Promise<FormFailure | null> => {
    const email = (values.email ?? '').trim()
    const name = (values.name ?? '').trim()
    try {
      await addSubAccountUsers(client, {
        tenantId,
        users: [{ email, ...(name ? { name } : {}) }],
        roleIds: roleId ? [roleId] : [],
        allowSubAccountAccess: allow,
      })
      toast(t('allAccounts.users.added', { email }))
      onAdded()
      return null
    } catch (caught) {
      const error = caught as ApiError
      const refused = refusalText(error, t)
      if (refused) return { error: refused }
      return formFailure(error, ['email', 'name'], {
        offline: t('allAccounts.offline'),
        failed: t('allAccounts.failed'),
      })
    }
  }

  return (
    <Form action={action} validate={validate} labelledBy={headingId} className={styles.section}>
      <h3 id={headingId}>{t('allAccounts.users.add')}</h3>
      <ErrorSummary
        labels={{ email: t('allAccounts.users.email'), name: t('allAccounts.users.name') }}
      />
      <div className={styles.row}>
        <FormField
          name="email"
          type="email"
          label={t('allAccounts.users.email')}
          autoComplete="off"
          required
        />
        <FormField name="name" label={t('allAccounts.users.name')} autoComplete="off" />
      </div>
      <Select
        label={t('allAccounts.users.role')}
        value={roleId}
        options={[
          { value: '', label: t('allAccounts.users.defaultRole') },
          ...roles.map((role) => ({ value: role.id, label: role.name })),
        ]}
        onChange={setRoleId}
      />
      <Switch label={t('allAccounts.users.allowAccess')} checked={allow} onChange={setAllow} />
      <div className={styles.actions}>
        <SubmitButton>{t('allAccounts.users.addSubmit')}</SubmitButton>
      </div>
    </Form>
  )
}
