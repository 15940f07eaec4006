import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { sendRecoveryAtom, verifyRecoverySmsAtom } from '../../../atoms/recovery'
import { useT } from '../../i18n/index'
import { Button, ErrorSummary, Form, FormField, SubmitButton, useStyles } from '../../ui/index'
import { useBoxRouter } from '../box-router'
import { loginStyles } from '../login.styles'
import { BackToSignIn } from './back-to-sign-in'
import { recoveryFailure } from './recovery-errors'
import { StepFrame } from './step-frame'
import type { FormValues } from '../../ui/index'

/** The 6-digit code field of a recovery step (`one-time-code`, so phones offer the texted code). */
export function CodeField() {
  const t = useT()
  return (
    <FormField
      label={t('recovery.code')}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      autoFocus
      required
    />
  )
}

/** Light check of a typed code: six digits. */
export const validateCode =
  (message: string) =>
  (values: FormValues): Partial<Record<string, string>> => ({
    code: /^\d{6}$/.test((values.code ?? '').trim()) ? '' : message,
  })

/** Step resetPasswordViaSms: the texted code, which opens the reset page. */
export function ResetViaSmsStep({ email }: { email: string }) {
  const t = useT()
  const styles = useStyles(loginStyles)
  const { navigate } = useBoxRouter()
  const verify = useSetAtom(verifyRecoverySmsAtom)
  const send = useSetAtom(sendRecoveryAtom)
  const [resent, setResent] = useState<'idle' | 'pending' | 'sent'>('idle')
  const action = async (values: FormValues) => {
    const answer = await verify(values.code ?? '')
    if (!answer.ok) return recoveryFailure(answer.error, t, { code: 'code' })
    navigate('resetPasswordUrl', { userId: answer.userId, token: answer.token }, true)
    return null
  }
  const resend = async () => {
    setResent('pending')
    const failed = await send({ email, channel: 'sms' })
    setResent(failed ? 'idle' : 'sent')
  }
  return (
    <StepFrame
      title={t('recovery.sms.title')}
      subtitle={t('recovery.sms.subtitle', { email })}
      focusTitle
    >
      {(titleId) => (
        <Form
          action={action}
          validate={validateCode(t('recovery.codeRequired'))}
          labelledBy={titleId}
          className={styles.form}
        >
          <ErrorSummary labels={{ code: t('recovery.code') }} />
          <CodeField />
          <SubmitButton block>{t('recovery.continue')}</SubmitButton>
          <p role="status" className={resent === 'sent' ? styles.problem : styles.hidden}>
            {resent === 'sent' ? t('recovery.resent') : ''}
          </p>
          <Button variant="secondary" loading={resent === 'pending'} onClick={() => void resend()}>
            {t('recovery.resend')}
          </Button>
          <BackToSignIn />
        </Form>
      )}
    </StepFrame>
  )
}
