import { useId } from 'react'
import { toApiError } from '../../../../api/index'
import { useT } from '../../../i18n/index'
import { Dialog, ErrorSummary, Form, FormField, SubmitButton, useStyles } from '../../../ui/index'
import { profileFailure } from './profile-failure'
import { profileStyles } from './profile.styles'
import type { FormFailure, FormValues } from '../../../ui/index'

/** Props of {@link AddPhoneDialog}. */
export interface AddPhoneDialogProps {
  open: boolean
  onClose: () => void
  /** Adds the number and texts it a code; rejects with an ApiError. */
  onSend: (phoneNumber: string) => Promise<void>
}

/** A plus, then 8 to 15 digits once spaces, dashes, dots and brackets are left out (E.164). */
const PHONE = /^\+[1-9]\d{7,14}$/
const compact = (value: string) => value.replace(/[\s().-]/g, '')

/** The first step of adding a number: the number, with its country code; a code is texted to it. */
export function AddPhoneDialog({ open, onClose, onSend }: AddPhoneDialogProps) {
  const t = useT()
  const styles = useStyles(profileStyles)
  const hintId = useId()

  const send = async (values: FormValues): Promise<FormFailure | null> => {
    try {
      await onSend(compact(values.phoneNumber ?? ''))
      return null
    } catch (error) {
      return profileFailure(toApiError(error), ['phoneNumber'], t)
    }
  }

  return (
    <Dialog open={open} title={t('profile.phones.addTitle')} onClose={onClose}>
      <Form
        className={styles.form}
        action={send}
        validate={(values) =>
          PHONE.test(compact(values.phoneNumber ?? ''))
            ? {}
            : { phoneNumber: t('profile.phones.numberInvalid') }
        }
      >
        <ErrorSummary labels={{ phoneNumber: t('profile.phones.number') }} />
        <FormField
          name="phoneNumber"
          type="tel"
          label={t('profile.phones.number')}
          autoComplete="tel"
          inputMode="tel"
          dir="ltr"
          aria-describedby={hintId}
          required
          data-autofocus
        />
        <p id={hintId} className={styles.hint}>
          {t('profile.phones.numberHint')}
        </p>
        <div className={styles.actions}>
          <SubmitButton>{t('profile.phones.sendCode')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  )
}
