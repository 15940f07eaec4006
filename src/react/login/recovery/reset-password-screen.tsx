import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { resetPasswordAtom, resetStepAtom, validateResetAtom } from '../../../atoms/recovery'
import { addEnglish } from '../../../i18n/index'
import { recovery as recoveryEnglish } from '../../../i18n/messages/en'
import { useT } from '../../i18n/index'
import { Button, InlineAlert, useStyles } from '../../ui/index'
import { useBoxRouter } from '../box-router'
import { loginStyles } from '../login.styles'
import { NewPasswordField } from '../new-password-field'
import { SessionLoading } from '../session-loading'
import { BackToSignIn } from './back-to-sign-in'
import { recoveryFailure } from './recovery-errors'
import { StepFrame } from './step-frame'
import type { FormEvent } from 'react'

addEnglish(recoveryEnglish)

/** Step resetPasswordPage: the new password, for the link's user. */
function ResetPasswordPage({ userId, token }: { userId: string; token: string }) {
  const t = useT()
  const styles = useStyles(loginStyles)
  const reset = useSetAtom(resetPasswordAtom)
  const [password, setPassword] = useState('')
  const [pending, setPending] = useState(false)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFormError(null)
    if (password === '') {
      setFieldError(t('recovery.reset.passwordRequired'))
      input.current?.focus()
      return
    }
    setPending(true)
    const error = await reset({ userId, token, password })
    setPending(false)
    if (!error) return
    const failure = recoveryFailure(error, t, { named: ['password'] })
    setFieldError(failure.fieldErrors?.password ?? null)
    setFormError(failure.error ?? null)
    if (failure.fieldErrors?.password) input.current?.focus()
  }
  return (
    <StepFrame title={t('recovery.reset.title')}>
      {(titleId) => (
        <form
          className={styles.form}
          onSubmit={(event) => void submit(event)}
          noValidate
          part="form"
          aria-labelledby={titleId}
          aria-busy={pending || undefined}
        >
          {formError ? <InlineAlert>{formError}</InlineAlert> : null}
          <NewPasswordField
            label={t('recovery.reset.password')}
            userId={userId}
            value={password}
            onChange={(value) => {
              setPassword(value)
              setFieldError(null)
            }}
            error={fieldError}
            ref={input}
            autoFocus
          />
          <Button type="submit" block loading={pending}>
            {t('recovery.reset.submit')}
          </Button>
          <BackToSignIn />
        </form>
      )}
    </StepFrame>
  )
}

/**
 * The reset-password route, opened from the mailed link (or after a texted code): checks the link
 * first, then the new password; a used or expired link offers a new one; success leads to sign-in.
 */
export default function ResetPasswordScreen() {
  const t = useT()
  const { params, navigate } = useBoxRouter()
  const step = useAtomValue(resetStepAtom)
  const validate = useSetAtom(validateResetAtom)
  const userId = params.get('userId') ?? ''
  const token = params.get('token') ?? ''
  useEffect(() => {
    void validate({ userId, token })
  }, [validate, userId, token])

  if (step === 'validating') return <SessionLoading label={t('recovery.reset.checking')} />
  if (step === 'resetPasswordPage') return <ResetPasswordPage userId={userId} token={token} />
  if (step === 'invalidLink') {
    return (
      <StepFrame
        title={t('recovery.reset.invalid.title')}
        subtitle={t('recovery.reset.invalid.body')}
        focusTitle
      >
        {() => (
          <>
            <Button block onClick={() => navigate('forgetPasswordUrl')}>
              {t('recovery.reset.invalid.again')}
            </Button>
            <BackToSignIn />
          </>
        )}
      </StepFrame>
    )
  }
  return (
    <StepFrame
      title={t('recovery.reset.success.title')}
      subtitle={t('recovery.reset.success.body')}
      focusTitle
    >
      {() => (
        <Button block autoFocus onClick={() => navigate('loginUrl')}>
          {t('recovery.reset.success.signIn')}
        </Button>
      )}
    </StepFrame>
  )
}
