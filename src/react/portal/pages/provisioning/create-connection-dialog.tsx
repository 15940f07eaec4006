import { useSetAtom, useStore } from 'jotai'
import { useState } from 'react'
import { PROVISIONING_SOURCES } from '../../../../api/provisioning'
import { createConnectionMutation } from '../../../../atoms/provisioning'
import { useT } from '../../../i18n/index'
import {
  Button,
  Dialog,
  ErrorSummary,
  Form,
  formFailure,
  FormField,
  refusalText,
  Select,
  SubmitButton,
  Switch,
  useStyles,
} from '../../../ui/index'
import { provisioningStyles } from './provisioning.styles'
import type { ProvisioningSecret, ProvisioningSource } from '../../../../api/provisioning'
import type { MessageId } from '../../../../i18n/index'
import type { FormFailure, FormValues } from '../../../ui/index'

/** The server's limit on a connection's name. */
export const MAX_NAME = 100

/** Props of {@link CreateConnectionDialog}. */
export interface CreateConnectionDialogProps {
  open: boolean
  onClose: () => void
  /** The server created it; the token is in this answer only. */
  onCreated: (secret: ProvisioningSecret) => void
}

/**
 * "New connection": where the directory is (Okta, Entra ID, …), an optional name (the server names
 * it after the source when empty) and whether it may change members at once. Checked here, then
 * by the server; nothing typed is lost on a failure.
 */
export function CreateConnectionDialog({ open, onClose, onCreated }: CreateConnectionDialogProps) {
  const styles = useStyles(provisioningStyles)
  const t = useT()
  const store = useStore()
  const create = useSetAtom(createConnectionMutation.runAtom)
  const [source, setSource] = useState<ProvisioningSource>('okta')
  const [sync, setSync] = useState(true)

  const validate = (values: FormValues) => {
    const name = (values.connectionName ?? '').trim()
    return name.length > MAX_NAME
      ? { connectionName: t('provisioning.create.nameTooLong', { max: MAX_NAME }) }
      : {}
  }

  const action = async (values: FormValues): Promise<FormFailure | null> => {
    const name = (values.connectionName ?? '').trim()
    const created = await create({
      source,
      ...(name ? { connectionName: name } : {}),
      syncToUserManagement: sync,
    })
    if (created) {
      onCreated(created)
      return null
    }
    const { error } = store.get(createConnectionMutation.stateAtom)
    if (!error) return { error: t('provisioning.create.failed') }
    const refused = refusalText(error, t)
    if (refused) return { error: refused }
    return formFailure(error, ['connectionName'], {
      offline: t('provisioning.create.offline'),
      failed: t('provisioning.create.failed'),
    })
  }

  return (
    <Dialog open={open} title={t('provisioning.create.title')} onClose={onClose}>
      <Form action={action} validate={validate} className={styles.form}>
        <ErrorSummary labels={{ connectionName: t('provisioning.create.name') }} />
        <Select
          label={t('provisioning.create.source')}
          value={source}
          options={PROVISIONING_SOURCES.map((value) => ({
            value,
            label: t(`provisioning.source.${value}` as MessageId),
          }))}
          onChange={setSource}
          data-autofocus=""
        />
        <FormField
          name="connectionName"
          label={t('provisioning.create.name')}
          placeholder={t('provisioning.create.nameHint')}
          maxLength={MAX_NAME}
          autoComplete="off"
        />
        <Switch label={t('provisioning.sync')} checked={sync} onChange={setSync} />
        <p className={styles.hint}>{t('provisioning.syncHint')}</p>
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('provisioning.cancel')}
          </Button>
          <SubmitButton>{t('provisioning.create.submit')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  )
}
