import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { authStrategiesAtom } from '../../../atoms/index'
import { sendRecoveryAtom, submitForgotAtom } from '../../../atoms/recovery'
import { useT } from '../../i18n/index'
import {
  Button,
  ErrorSummary,
  Form,
  FormField,
  InlineAlert,
  SubmitButton,
  useStyles,
} from '../../ui/index'
import { loginStyles } from '../login.styles'
import { BackToSignIn } from './back-to-sign-in'
import { ForgotByUsername } from './forgot-by-username'
import { looksLikeEmail, recoveryFailure } from './recovery-errors'
import { StepFrame } from './step-frame'
import type { FormValues } from '../../ui/index'

/**
 * Step forgotPassword: the email whose password to reset (or, while the vendor signs in by
 * username, the username or email: {@link ForgotByUsername}).
 */
export function ForgotPasswordStep({ email }: { email: string }) {
  // Known by now (the sign-in's first step asked); never rejects.
  const { mainStrategy } = useAtomValue(authStrategiesAtom)
  if (mainStrategy.startsWith('Username')) return <ForgotByUsername email={email} />
  return <ForgotByEmail email={email} />
}

function ForgotByEmail({ email }: { email: string }) {
  const t = useT()
  const styles = useStyles(loginStyles)
  const submit = useSetAtom(submitForgotAtom)
  const action = async (values: FormValues) => {
    const error = await submit(values.email ?? '')
    return error ? recoveryFailure(error, t, { named: ['email'] }) : null
  }
  const validate = (values: FormValues) => ({
    email: looksLikeEmail(values.email ?? '') ? '' : t('recovery.invalidEmail'),
  })
  return (
    <StepFrame title={t('recovery.forgot.title')} subtitle={t('recovery.forgot.subtitle')}>
      {(titleId) => (
        <Form action={action} validate={validate} labelledBy={titleId} className={styles.form}>
          <ErrorSummary labels={{ email: t('recovery.email') }} />
          <FormField
            key={email}
            label={t('recovery.email')}
            name="email"
            type="email"
            autoComplete="username"
            spellCheck={false}
            autoCapitalize="none"
            defaultValue={email}
            autoFocus
            required
          />
          <SubmitButton block>{t('recovery.continue')}</SubmitButton>
          <BackToSignIn />
        </Form>
      )}
    </StepFrame>
  )
}

/** Step passwordRecoverySelector: both channels are on, the visitor picks one. */
export function RecoverySelectorStep({ email }: { email: string }) {
  const t = useT()
  const send = useSetAtom(sendRecoveryAtom)
  const [pending, setPending] = useState<'email' | 'sms' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const choose = async (channel: 'email' | 'sms') => {
    setPending(channel)
    setError(null)
    const failed = await send({ email, channel })
    setPending(null)
    if (failed) setError(recoveryFailure(failed, t).error ?? t('recovery.error.failed'))
  }
  return (
    <StepFrame
      title={t('recovery.selector.title')}
      subtitle={t('recovery.selector.subtitle', { email })}
      focusTitle
    >
      {() => (
        <>
          {error ? <InlineAlert>{error}</InlineAlert> : null}
          <Button
            block
            loading={pending === 'email'}
            disabled={pending !== null}
            onClick={() => void choose('email')}
          >
            {t('recovery.selector.email')}
          </Button>
          <Button
            block
            variant="secondary"
            loading={pending === 'sms'}
            disabled={pending !== null}
            onClick={() => void choose('sms')}
          >
            {t('recovery.selector.sms')}
          </Button>
          <BackToSignIn />
        </>
      )}
    </StepFrame>
  )
}

/** Step forgotPasswordEmailSuccess: the link is on its way (if the account exists). */
export function EmailSentStep({ email }: { email: string }) {
  const t = useT()
  const styles = useStyles(loginStyles)
  const send = useSetAtom(sendRecoveryAtom)
  const [status, setStatus] = useState<'idle' | 'pending' | 'sent' | 'failed'>('idle')
  const [failure, setFailure] = useState<string | null>(null)
  const resend = async () => {
    setStatus('pending')
    setFailure(null)
    const failed = await send({ email, channel: 'email' })
    setStatus(failed ? 'failed' : 'sent')
    if (failed) setFailure(recoveryFailure(failed, t).error ?? t('recovery.error.failed'))
  }
  return (
    <StepFrame title={t('recovery.emailSent.title')} focusTitle>
      {() => (
        <>
          <p className={styles.problem}>
            {t('recovery.emailSent.body', { email: '\u2068' + email + '\u2069' })}
          </p>
          <p role="status" className={status === 'sent' ? styles.problem : styles.hidden}>
            {status === 'sent' ? t('recovery.emailSent.resent') : ''}
          </p>
          {failure ? <InlineAlert>{failure}</InlineAlert> : null}
          <Button variant="secondary" loading={status === 'pending'} onClick={() => void resend()}>
            {t('recovery.emailSent.resend')}
          </Button>
          <BackToSignIn />
        </>
      )}
    </StepFrame>
  )
}
