import { useId, useState } from 'react'
import { toApiError } from '../../../../api/index'
import { useT } from '../../../i18n/index'
import {
  Button,
  Dialog,
  ErrorSummary,
  Form,
  FormField,
  SubmitButton,
  useStyles,
} from '../../../ui/index'
import { leftToRight } from './bidi'
import { profileFailure } from './profile-failure'
import { profileStyles } from './profile.styles'
import type { FormFailure } from '../../../ui/index'

/** Props of {@link CodeDialog}. */
export interface CodeDialogProps {
  open: boolean
  title: string
  /** Where the code went (a number or an address), shown as sent. */
  sentTo: string
  /** Checks the code: resolves when it worked (the caller closes the dialog), rejects with an ApiError. */
  onConfirm: (code: string) => Promise<void>
  /** Sends a new code; rejects with an ApiError. */
  onResend: () => Promise<void>
  onClose: () => void
}

const CODE = /^\d{6}$/

/**
 * The step where a texted or mailed 6-digit code is typed: one-time-code autofill, digits only, a
 * wrong or expired code said under the field, and "Send a new code" that keeps the dialog open.
 */
export function CodeDialog({ open, title, sentTo, onConfirm, onResend, onClose }: CodeDialogProps) {
  const t = useT()
  const styles = useStyles(profileStyles)
  const statusId = useId()
  const [busy, setBusy] = useState(false)
  const [resend, setResend] = useState<{ pending: boolean; message: string | null }>({
    pending: false,
    message: null,
  })

  const confirm = async (values: Record<string, string>): Promise<FormFailure | null> => {
    setBusy(true)
    try {
      await onConfirm((values.code ?? '').trim())
      return null
    } catch (error) {
      return profileFailure(toApiError(error), ['code'], t)
    } finally {
      setBusy(false)
    }
  }
  const sendAgain = async () => {
    setResend({ pending: true, message: null })
    try {
      await onResend()
      setResend({ pending: false, message: t('profile.code.resent') })
    } catch (error) {
      const failure = profileFailure(toApiError(error), [], t)
      setResend({ pending: false, message: failure.error ?? t('profile.failed') })
    }
  }

  return (
    <Dialog open={open} title={title} onClose={onClose} busy={busy}>
      <Form
        className={styles.form}
        action={confirm}
        validate={(values) =>
          CODE.test((values.code ?? '').trim()) ? {} : { code: t('profile.code.invalid') }
        }
      >
        <p className={styles.status}>{t('profile.code.sentTo', { to: leftToRight(sentTo) })}</p>
        <ErrorSummary labels={{ code: t('profile.code.label') }} />
        <FormField
          name="code"
          label={t('profile.code.label')}
          className={styles.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          spellCheck={false}
          dir="ltr"
          required
          data-autofocus
        />
        <div className={styles.actions}>
          <SubmitButton>{t('profile.code.confirm')}</SubmitButton>
          <Button
            variant="secondary"
            loading={resend.pending}
            onClick={() => void sendAgain()}
            aria-describedby={resend.message ? statusId : undefined}
          >
            {t('profile.code.resend')}
          </Button>
        </div>
        <p id={statusId} className={styles.status} role="status">
          {resend.message}
        </p>
      </Form>
    </Dialog>
  )
}
