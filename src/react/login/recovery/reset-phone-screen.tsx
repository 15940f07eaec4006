import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { loginStateAtom } from '../../../atoms/login-state'
import {
  changePhoneAtom,
  INITIAL_RESET_PHONE,
  requestPhoneResetAtom,
  resetPhoneStateAtom,
  verifyPhoneResetAtom,
} from '../../../atoms/recovery-phone'
import { addEnglish } from '../../../i18n/index'
import { recovery as recoveryEnglish } from '../../../i18n/messages/en'
import { useT } from '../../i18n/index'
import { ErrorSummary, Form, FormField, SubmitButton, useStyles } from '../../ui/index'
import { useBoxRouter } from '../box-router'
import { loginStyles } from '../login.styles'
import { BackToSignIn } from './back-to-sign-in'
import { looksLikeEmail, recoveryFailure } from './recovery-errors'
import { CodeField, validateCode } from './reset-via-sms-step'
import { StepFrame } from './step-frame'
import type { FormValues } from '../../ui/index'
import type { ReactNode } from 'react'

addEnglish(recoveryEnglish)

interface StepProps {
  title: string
  subtitle: string
  focusTitle: boolean
  submit: string
  action: (values: FormValues) => Promise<ReturnType<typeof recoveryFailure> | null>
  validate: (values: FormValues) => Partial<Record<string, string>>
  labels: Partial<Record<string, string>>
  children: ReactNode
}

/** One step of the flow: a heading, a form with its summary, its field and its submit. */
function PhoneStep({
  title,
  subtitle,
  focusTitle,
  submit,
  action,
  validate,
  labels,
  children,
}: StepProps) {
  const styles = useStyles(loginStyles)
  return (
    <StepFrame title={title} subtitle={subtitle} focusTitle={focusTitle}>
      {(titleId) => (
        <Form action={action} validate={validate} labelledBy={titleId} className={styles.form}>
          <ErrorSummary labels={labels} />
          {children}
          <SubmitButton block>{submit}</SubmitButton>
          <BackToSignIn />
        </Form>
      )}
    </StepFrame>
  )
}

/**
 * The reset-phone-number route (spec §4.5): ResetPhoneNumber (the email; a code is mailed),
 * VerifyResetPhoneNumber (the code; the email stays in the login state), ChangePhoneNumber (the
 * new number). Then an SMS sign-in code goes to it and the box moves to the login route's
 * loginWithSmsOtc step.
 */
export default function ResetPhoneScreen() {
  const t = useT()
  const { navigate } = useBoxRouter()
  const state = useAtomValue(resetPhoneStateAtom)
  const setState = useSetAtom(resetPhoneStateAtom)
  const { email } = useAtomValue(loginStateAtom)
  const request = useSetAtom(requestPhoneResetAtom)
  const verify = useSetAtom(verifyPhoneResetAtom)
  const change = useSetAtom(changePhoneAtom)
  useEffect(() => {
    setState(INITIAL_RESET_PHONE)
  }, [setState])

  if (state.step === 'VerifyResetPhoneNumber') {
    return (
      <PhoneStep
        key="verify"
        title={t('recovery.sms.title')}
        subtitle={t('recovery.phone.verify.subtitle', { email })}
        focusTitle
        submit={t('recovery.continue')}
        labels={{ code: t('recovery.code') }}
        validate={validateCode(t('recovery.codeRequired'))}
        action={async (values) => {
          const error = await verify(values.code ?? '')
          return error ? recoveryFailure(error, t, { code: 'code' }) : null
        }}
      >
        <CodeField />
      </PhoneStep>
    )
  }
  if (state.step === 'ChangePhoneNumber') {
    return (
      <PhoneStep
        key="change"
        title={t('recovery.phone.change.title')}
        subtitle={t('recovery.phone.change.subtitle')}
        focusTitle
        submit={t('recovery.phone.change.submit')}
        labels={{ phoneNumber: t('recovery.phone.number') }}
        validate={(values) => ({
          phoneNumber: (values.phoneNumber ?? '').trim() ? '' : t('recovery.phone.numberRequired'),
        })}
        action={async (values) => {
          const error = await change(values.phoneNumber ?? '')
          if (error) return recoveryFailure(error, t, { named: ['phoneNumber'] })
          navigate('loginUrl')
          return null
        }}
      >
        <FormField
          label={t('recovery.phone.number')}
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          dir="ltr"
          autoFocus
          required
        />
      </PhoneStep>
    )
  }
  // Each step its own form (`key`): the one the step came from is still pending while the next
  // renders, and a shared form would show the new step read-only with its submit disabled.
  return (
    <PhoneStep
      key="request"
      title={t('recovery.phone.title')}
      subtitle={t('recovery.phone.subtitle')}
      focusTitle={false}
      submit={t('recovery.phone.submit')}
      labels={{ email: t('recovery.email') }}
      validate={(values) => ({
        email: looksLikeEmail(values.email ?? '') ? '' : t('recovery.invalidEmail'),
      })}
      action={async (values) => {
        const error = await request(values.email ?? '')
        return error ? recoveryFailure(error, t, { named: ['email'] }) : null
      }}
    >
      <FormField
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
    </PhoneStep>
  )
}
