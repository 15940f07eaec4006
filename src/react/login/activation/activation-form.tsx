import { useAtomValue, useSetAtom } from 'jotai'
import { useId, useState } from 'react'
import { activationStateAtom, submitActivationAtom } from '../../../atoms/activation'
import { useT } from '../../i18n/index'
import { ErrorSummary, Form, FormField, SubmitButton, useStyles } from '../../ui/index'
import { loginStyles } from '../login.styles'
import { NewPasswordField } from '../new-password-field'
import type { ApiError } from '../../../api/index'
import type { Translate } from '../../i18n/index'
import type { FormFailure, FormValues } from '../../ui/index'

const CODE = /^\d{6}$/

const failureOf = (error: ApiError, byCode: boolean, t: Translate): FormFailure => {
  if (error.status === 429) return { error: t('activation.error.tooMany') }
  if (byCode && error.status === 400 && error.context) {
    return { fieldErrors: { code: t('activation.error.code') } }
  }
  if (error.status === 400 && /password/i.test(error.message)) {
    return { fieldErrors: { password: error.message } }
  }
  return { error: t('activation.error.failed') }
}

/**
 * Steps activatingForm (choose a password) and the code route's form (the mailed code, and the
 * password when the activation sets it). A refused link or a spent code moves on to resend.
 */
export function ActivationForm() {
  const styles = useStyles(loginStyles)
  const t = useT()
  const titleId = useId()
  const state = useAtomValue(activationStateAtom)
  const submit = useSetAtom(submitActivationAtom)
  const [password, setPassword] = useState('')
  const [passwordError, setPasswordError] = useState<string | null>(null)
  const byCode = state.step === 'code'
  const askPassword = !byCode || state.shouldSetPassword

  const validate = (values: FormValues) => ({
    code:
      byCode && !CODE.test(values.code?.trim() ?? '')
        ? t('activation.error.codeFormat')
        : undefined,
  })

  const action = async (values: FormValues) => {
    if (askPassword && password === '') {
      setPasswordError(t('activation.error.passwordRequired'))
      return { error: t('activation.error.passwordRequired') }
    }
    setPasswordError(null)
    const error = await submit({
      ...(askPassword ? { password } : {}),
      ...(byCode ? { code: values.code?.trim() ?? '' } : {}),
    })
    if (!error) return null
    const failure = failureOf(error, byCode, t)
    setPasswordError(failure.fieldErrors?.password ?? null)
    return failure
  }

  const labels = { code: t('activation.code.label'), password: t('activation.password') }
  return (
    <Form action={action} validate={validate} labelledBy={titleId} className={styles.form}>
      <div>
        <h2 id={titleId} className={styles.title}>
          {t(byCode ? 'activation.code.title' : 'activation.form.title')}
        </h2>
        <p className={styles.subtitle}>
          {t(byCode ? 'activation.code.text' : 'activation.form.text')}
        </p>
      </div>
      <ErrorSummary labels={labels} />
      {byCode ? (
        <FormField
          label={labels.code}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          dir="ltr"
          autoFocus
          required
        />
      ) : null}
      {askPassword ? (
        <NewPasswordField
          label={labels.password}
          name="password"
          value={password}
          onChange={setPassword}
          error={passwordError}
          autoFocus={!byCode}
        />
      ) : null}
      <SubmitButton block>{t('activation.submit')}</SubmitButton>
    </Form>
  )
}
