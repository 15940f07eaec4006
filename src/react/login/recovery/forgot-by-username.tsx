import { useSetAtom } from 'jotai'
import { submitForgotAtom } from '../../../atoms/recovery'
import { addEnglish } from '../../../i18n/index'
import { gaps30, username as usernameEnglish } from '../../../i18n/messages/en'
import { usePartWords, useT } from '../../i18n/index'
import { ErrorSummary, Form, FormField, SubmitButton, useStyles } from '../../ui/index'
import { loginStyles } from '../login.styles'
import { BackToSignIn } from './back-to-sign-in'
import { looksLikeEmail, recoveryFailure } from './recovery-errors'
import { StepFrame } from './step-frame'
import type { FormValues } from '../../ui/index'

addEnglish(usernameEnglish)
addEnglish(gaps30)

/** The profile's username rules (`server/src/profile/username.ts`), as the sign-in field's. */
const USERNAME = /^[\p{L}\p{N}._-]{3,64}$/u

/**
 * Step forgotPassword while the vendor signs in by username (`UsernameAnd*`): the username or the
 * email whose password to reset, as the first step of sign-in takes either. The server finds the
 * account by either and answers alike when there is none.
 */
export function ForgotByUsername({ email }: { email: string }) {
  const t = useT()
  const styles = useStyles(loginStyles)
  const submit = useSetAtom(submitForgotAtom)
  // Its French and Hebrew words are the username part's: never English first.
  const words = usePartWords('username')
  if (!words) return null
  const action = async (values: FormValues) => {
    const error = await submit(values.email ?? '')
    return error ? recoveryFailure(error, t, { named: ['email'] }) : null
  }
  const validate = (values: FormValues) => {
    const value = (values.email ?? '').trim()
    return { email: looksLikeEmail(value) || USERNAME.test(value) ? '' : t('username.invalid') }
  }
  return (
    <StepFrame title={t('recovery.forgot.title')} subtitle={t('recoveryUsername.subtitle')}>
      {(titleId) => (
        <Form action={action} validate={validate} labelledBy={titleId} className={styles.form}>
          <ErrorSummary labels={{ email: t('username.identifier') }} />
          <FormField
            key={email}
            label={t('username.identifier')}
            name="email"
            type="text"
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
