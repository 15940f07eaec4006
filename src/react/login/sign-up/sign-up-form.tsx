import { useAtomValue, useSetAtom } from 'jotai'
import { useId, useState } from 'react'
import { signUpAtom, signUpFieldsAtom } from '../../../atoms/sign-up'
import { addEnglish } from '../../../i18n/index'
import { username as usernameEnglish } from '../../../i18n/messages/en'
import { usePartWords, useT } from '../../i18n/index'
import { Button, ErrorSummary, Form, FormField, SubmitButton, useStyles } from '../../ui/index'
import { useBoxRouter } from '../box-router'
import { loginStyles } from '../login.styles'
import { NewPasswordField } from '../new-password-field'
import { signUpFailure } from './sign-up-failure'
import type { FormValues } from '../../ui/index'

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
/** The profile's username rules (`server/src/profile/username.ts`). */
const USERNAME = /^[\p{L}\p{N}._-]{3,64}$/u

// The username strategy's words (its French and Hebrew a part of their own).
addEnglish(usernameEnglish)

/**
 * Stage SignUp: name, email, company (not with an invitation, whose tenant the visitor joins),
 * the phone number when the vendor's phone strategy is on, and a password (not for a sign-up by
 * phone, which continues with an SMS code). When the email strategy does not require an email, the
 * visitor may leave it empty and give a number only: the password field then steps aside (its
 * value kept) and the sign-up continues by SMS code. With the vendor's username strategy, a username
 * too (then the username route; sign-in by either). Nothing typed is lost on a failure.
 */
export function SignUpForm() {
  const styles = useStyles(loginStyles)
  const t = useT()
  const titleId = useId()
  const emailHintId = useId()
  const usernameHintId = useId()
  const { params, navigate, events } = useBoxRouter()
  const fields = useAtomValue(signUpFieldsAtom)
  const signUp = useSetAtom(signUpAtom)
  const [password, setPassword] = useState('')
  const [passwordError, setPasswordError] = useState<string | null>(null)
  const [emailGiven, setEmailGiven] = useState(false)
  const invitationToken = params.get('invitationToken') ?? undefined
  const emailOptional = fields.phone && !fields.emailRequired
  // An email left empty where it is optional: the account will be the phone number's alone.
  const phoneOnly = emailOptional && !emailGiven
  const askPassword = !fields.phoneRequired && !phoneOnly
  const usernameWords = usePartWords('username')

  const validate = (values: FormValues) => {
    const email = values.email?.trim() ?? ''
    const phone = values.phoneNumber?.trim() ?? ''
    let emailError: string | undefined
    if (email !== '' || !emailOptional) {
      emailError = EMAIL.test(email) ? undefined : t('signUp.error.emailInvalid')
    }
    let phoneError: string | undefined
    if (phone === '' && fields.phoneRequired) phoneError = t('signUp.error.phoneRequired')
    else if (phone === '' && email === '' && emailOptional) {
      phoneError = t('signUp.error.emailOrPhone')
    }
    const username = values.username?.trim() ?? ''
    let usernameError: string | undefined
    if (fields.username && username === '' && fields.usernameRequired) {
      usernameError = t('username.signUp.required')
    } else if (username !== '' && !USERNAME.test(username)) {
      usernameError = t('username.signUp.invalid')
    }
    return {
      email: emailError,
      username: usernameError,
      companyName:
        invitationToken || values.companyName?.trim()
          ? undefined
          : t('signUp.error.companyRequired'),
      phoneNumber: phoneError,
    }
  }

  const action = async (values: FormValues) => {
    if (askPassword && password === '') {
      setPasswordError(t('signUp.error.passwordRequired'))
      return { error: t('signUp.error.passwordRequired') }
    }
    setPasswordError(null)
    const phoneNumber = values.phoneNumber?.trim() || undefined
    const email = values.email?.trim() || undefined
    const outcome = await signUp({
      email,
      ...(fields.username && values.username?.trim() ? { username: values.username.trim() } : {}),
      name: values.name?.trim() || undefined,
      companyName: invitationToken ? undefined : values.companyName?.trim(),
      phoneNumber,
      password: askPassword ? password : undefined,
      invitationToken,
      byPhone: (fields.phoneRequired || email === undefined) && phoneNumber !== undefined,
    })
    if (outcome.kind === 'failed') {
      const failure = signUpFailure(outcome.error, t)
      setPasswordError(failure.fieldErrors?.password ?? null)
      return failure
    }
    // Spec §4.6: a sign-up through an invitation is not a new sign-up for the page.
    if (!invitationToken) {
      events.signUpCompleted({
        userId: outcome.userId,
        email: email ?? null,
        ...(phoneNumber ? { phoneNumber } : {}),
        tenantId: outcome.tenantId,
        shouldActivate: outcome.kind === 'activateWithCode' || outcome.shouldActivate,
      })
    }
    if (outcome.kind === 'activateWithCode') {
      navigate('activateWithOTCUrl', { userId: outcome.userId, token: outcome.token })
    }
    if (outcome.kind === 'smsCode' || outcome.kind === 'mfa') navigate('loginUrl')
    return null
  }

  const labels = {
    name: t('signUp.name'),
    email: emailOptional ? t('signUp.emailOptional') : t('signUp.email'),
    username: t('username.signUp.label'),
    companyName: t('signUp.companyName'),
    phoneNumber: t('signUp.phoneNumber'),
    password: t('signUp.password'),
  }

  // A language's words of the username field come with their part: never English first.
  if (fields.username && !usernameWords) return null

  return (
    <Form action={action} validate={validate} labelledBy={titleId} className={styles.form}>
      <div>
        <h2 id={titleId} className={styles.title}>
          {t('signUp.title')}
        </h2>
      </div>
      <ErrorSummary labels={labels} />
      <FormField label={labels.name} name="name" autoComplete="name" autoFocus />
      {fields.email ? (
        <FormField
          label={labels.email}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          autoCapitalize="none"
          required={!emailOptional}
          aria-describedby={emailOptional ? emailHintId : undefined}
          onChange={(event) => setEmailGiven(event.currentTarget.value.trim() !== '')}
        />
      ) : null}
      {fields.email && emailOptional ? (
        <p id={emailHintId} className={styles.hint}>
          {t('signUp.emailOptionalHint')}
        </p>
      ) : null}
      {fields.username ? (
        <>
          <FormField
            label={labels.username}
            name="username"
            autoComplete="username"
            spellCheck={false}
            autoCapitalize="none"
            required={fields.usernameRequired}
            aria-describedby={usernameHintId}
          />
          <p id={usernameHintId} className={styles.hint}>
            {t('username.signUp.hint')}
          </p>
        </>
      ) : null}
      {invitationToken ? null : (
        <FormField
          label={labels.companyName}
          name="companyName"
          autoComplete="organization"
          required
        />
      )}
      {fields.phone ? (
        <FormField
          label={labels.phoneNumber}
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          dir="ltr"
          placeholder="+1 415 555 0123"
          title={t('signUp.phoneHint')}
          required={fields.phoneRequired}
        />
      ) : null}
      {askPassword ? (
        <NewPasswordField
          label={labels.password}
          name="password"
          value={password}
          onChange={setPassword}
          error={passwordError}
        />
      ) : null}
      <SubmitButton block>{t('signUp.submit')}</SubmitButton>
      <p className={styles.subtitle}>
        {t('signUp.haveAccount')}{' '}
        <Button variant="ghost" onClick={() => navigate('loginUrl')}>
          {t('signUp.signIn')}
        </Button>
      </p>
    </Form>
  )
}
