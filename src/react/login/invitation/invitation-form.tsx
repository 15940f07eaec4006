import { useAtomValue, useSetAtom } from 'jotai'
import { useId, useState } from 'react'
import { acceptInvitationAtom, invitationStateAtom } from '../../../atoms/invitations'
import { useT } from '../../i18n/index'
import { Button, EmailText, InlineAlert, TextField, useStyles } from '../../ui/index'
import { loginStyles } from '../login.styles'
import { NewPasswordField } from '../new-password-field'
import { InvitationCodeSent } from './code-sent'
import type { FormEvent } from 'react'

/** Props of {@link InvitationForm}. */
export interface InvitationFormProps {
  userId: string
  token: string
  /** The code route: the form asks for the invitation's one-time code. */
  withCode: boolean
}

const sixDigits = /^\d{6}$/

/**
 * Step `validate` when the person must type something: the password of someone who has none yet,
 * and on the code route the one-time code. What was typed stays through a refusal (spec: with a
 * code, failure returns to validate), its error under the field it concerns.
 */
export function InvitationForm({ userId, token, withCode }: InvitationFormProps) {
  const styles = useStyles(loginStyles)
  const t = useT()
  const titleId = useId()
  const state = useAtomValue(invitationStateAtom)
  const accept = useSetAtom(acceptInvitationAtom)
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | null>(null)
  const pending = state.step === 'pending'
  const message = state.error?.message ?? null
  const passwordError = message && /password/i.test(message) ? message : null
  const refusedCode = withCode && message && !passwordError ? t('invitation.codeRefused') : null

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (withCode && !sixDigits.test(code.trim())) {
      setCodeError(t('invitation.codeInvalid'))
      return
    }
    setCodeError(null)
    void accept({
      userId,
      token,
      ...(withCode ? { code: code.trim() } : {}),
      ...(state.shouldSetPassword ? { password } : {}),
    })
  }

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
      part="form"
    >
      <div>
        <h2 id={titleId} className={styles.title}>
          {t('invitation.title')}
        </h2>
        {state.shouldSetPassword ? (
          <p className={styles.subtitle}>{t('invitation.setPassword')}</p>
        ) : null}
      </div>
      {state.email ? (
        <div className={styles.identity}>
          <span className={styles.identityEmail}>
            <EmailText email={state.email} />
          </span>
        </div>
      ) : null}
      {state.email ? (
        <input
          className={styles.hidden}
          type="email"
          name="email"
          autoComplete="username"
          value={state.email}
          readOnly
        />
      ) : null}
      {withCode ? (
        <TextField
          label={t('invitation.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => {
            setCode(event.target.value)
            setCodeError(null)
          }}
          error={codeError ?? refusedCode}
          aria-description={t('invitation.codeHint')}
          readOnly={pending}
          autoFocus
          required
        />
      ) : null}
      {state.shouldSetPassword ? (
        <NewPasswordField
          label={t('invitation.password')}
          value={password}
          onChange={setPassword}
          error={passwordError}
          autoFocus={!withCode}
        />
      ) : null}
      {message && !passwordError && !refusedCode ? <InlineAlert>{message}</InlineAlert> : null}
      <Button type="submit" block loading={pending}>
        {t('invitation.accept')}
      </Button>
      {withCode ? <InvitationCodeSent userId={userId} token={token} /> : null}
    </form>
  )
}
