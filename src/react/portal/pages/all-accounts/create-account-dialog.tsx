import { useAtomValue } from 'jotai'
import { createSubAccount } from '../../../../api/hierarchy'
import { apiClientAtom } from '../../../../atoms/config'
import { sessionAtom } from '../../../../atoms/session-state'
import { useT } from '../../../i18n/index'
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
} from '../../../ui/index'
import { allAccountsStyles } from './all-accounts.styles'
import type { ApiError } from '../../../../api/index'
import type { FormFailure, FormValues } from '../../../ui/index'

/** The server's limit on an account's name. */
export const MAX_NAME = 200

/** Props of {@link CreateAccountDialog}. */
export interface CreateAccountDialogProps {
  open: boolean
  /** Where the new account goes: a sub-account shown, or the user's own account (null). */
  parent: { tenantId: string; name: string } | null
  onClose: () => void
  onCreated: () => void
}

/** "New sub-account": its name, under the level shown. */
export function CreateAccountDialog({
  open,
  parent,
  onClose,
  onCreated,
}: CreateAccountDialogProps) {
  const t = useT()
  const styles = useStyles(allAccountsStyles)
  const client = useAtomValue(apiClientAtom)
  const session = useAtomValue(sessionAtom)
  const parentTenantId =
    parent?.tenantId ?? session.activeTenant?.tenantId ?? session.user?.tenantId

  const validate = (values: FormValues) => {
    const name = (values.name ?? '').trim()
    if (name === '') return { name: t('allAccounts.nameRequired') }
    if (name.length > MAX_NAME) return { name: t('allAccounts.nameTooLong', { max: MAX_NAME }) }
    return {}
  }

  const action = async (values: FormValues): Promise<FormFailure | null> => {
    try {
      await createSubAccount(client, {
        name: (values.name ?? '').trim(),
        parentTenantId: parentTenantId ?? '',
      })
      onCreated()
      return null
    } catch (caught) {
      const error = caught as ApiError
      return refusalText(error, t)
        ? { error: refusalText(error, t) ?? '' }
        : formFailure(error, ['name'], {
            offline: t('allAccounts.offline'),
            failed: t('allAccounts.failed'),
          })
    }
  }

  return (
    <Dialog
      open={open}
      title={
        parent ? t('allAccounts.createUnder', { name: parent.name }) : t('allAccounts.createTitle')
      }
      onClose={onClose}
    >
      <Form action={action} validate={validate} className={styles.body}>
        <ErrorSummary labels={{ name: t('allAccounts.name') }} />
        <FormField
          name="name"
          label={t('allAccounts.name')}
          maxLength={MAX_NAME}
          autoComplete="off"
          required
          data-autofocus=""
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('allAccounts.cancel')}
          </Button>
          <SubmitButton>{t('allAccounts.createSubmit')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  )
}
