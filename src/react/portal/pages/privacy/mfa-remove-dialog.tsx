import { useAtomValue } from 'jotai'
import { useId } from 'react'
import { toApiError } from '../../../../api/index'
import { disableApp } from '../../../../api/mfa'
import { apiClientAtom } from '../../../../atoms/index'
import { useT } from '../../../i18n/index'
import { Button, Dialog, ErrorSummary, Form, FormField, SubmitButton } from '../../../ui/index'
import { useStyles } from '../../../ui/index'
import { mfaSettingsStyles } from './mfa-settings.styles'
import type { FormValues } from '../../../ui/index'

/**
 * Removing an authenticator app: a fresh second factor first (a current code of the app or the
 * recovery code), as the server requires; a wrong one stays in its field to correct.
 */
export function MfaRemoveDialog({
  deviceId,
  onCancel,
  onRemoved,
}: {
  deviceId: string | null
  onCancel: () => void
  onRemoved: () => void
}) {
  const t = useT()
  const styles = useStyles(mfaSettingsStyles)
  const client = useAtomValue(apiClientAtom)
  const bodyId = useId()

  const remove = async (values: FormValues) => {
    if (!deviceId) return null
    try {
      await disableApp(client, deviceId, (values.token ?? '').trim())
      onRemoved()
      return null
    } catch (error) {
      const failure = toApiError(error)
      if (failure.status === 400) return { fieldErrors: { token: t('mfaSettings.codeInvalid') } }
      if (failure.status >= 500 && failure.errorCode === undefined) {
        return { error: t('mfaSettings.offline') }
      }
      return { error: t('mfaSettings.failed') }
    }
  }

  return (
    <Dialog
      open={deviceId !== null}
      title={t('mfaSettings.removeTitle')}
      onClose={onCancel}
      role="alertdialog"
    >
      <Form
        action={remove}
        validate={(values) => ({
          token: (values.token ?? '').trim() === '' ? t('mfaSettings.removeRequired') : undefined,
        })}
      >
        <div className={styles.body}>
          <p id={bodyId} className={styles.text}>
            {t('mfaSettings.removeBody')}
          </p>
          <ErrorSummary labels={{ token: t('mfaSettings.removeCode') }} />
          <FormField
            name="token"
            label={t('mfaSettings.removeCode')}
            autoComplete="one-time-code"
            spellCheck={false}
            aria-describedby={bodyId}
            data-autofocus
          />
          <div className={styles.secret}>
            <SubmitButton>{t('mfaSettings.removeConfirm')}</SubmitButton>
            <Button variant="secondary" onClick={onCancel}>
              {t('mfaSettings.cancel')}
            </Button>
          </div>
        </div>
      </Form>
    </Dialog>
  )
}
