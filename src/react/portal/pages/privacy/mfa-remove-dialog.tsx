import { useAtomValue } from 'jotai'
import { useId } from 'react'
import { toApiError } from '../../../../api/index'
import { disableApp } from '../../../../api/mfa'
import { apiClientAtom } from '../../../../atoms/index'
import { stepUp } from '../../../../atoms/step-up-return'
import { addEnglish } from '../../../../i18n/index'
import { stepUp as stepUpEnglish } from '../../../../i18n/messages/en'
import { WIRE_ERROR_CODES } from '../../../../wire/index'
import { FACTOR_REMOVAL_MAX_AGE } from '../../../../wire/step-up'
import { useT } from '../../../i18n/index'
import { Button, Dialog, ErrorSummary, Form, FormField, SubmitButton } from '../../../ui/index'
import { useStyles } from '../../../ui/index'
import { mfaSettingsStyles } from './mfa-settings.styles'
import type { FormValues } from '../../../ui/index'

addEnglish(stepUpEnglish)

/**
 * Removing an authenticator app: a fresh second factor first, as the server requires: a current
 * code of the app or the recovery code (a wrong one stays in its field to correct), or, with the
 * field left empty, a step-up (spec §4.4): the server answers ER-FOYER-1030 unless the session's
 * second factor is recent, and the page goes to the login box's step-up route and back here.
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
      if (failure.errorCode === WIRE_ERROR_CODES.stepUpRequired) {
        stepUp({ maxAge: FACTOR_REMOVAL_MAX_AGE })
        return null
      }
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
      <Form action={remove}>
        <div className={styles.body}>
          <p id={bodyId} className={styles.text}>
            {t('mfaSettings.removeBody')} {t('stepUp.remove.hint')}
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
