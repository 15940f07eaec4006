import { useAtomValue, useSetAtom } from 'jotai'
import { useRef, useState } from 'react'
import { loginAtom, resetLoginAtom } from '../../../atoms/index'
import { savePasswordRiskAtom } from '../../../atoms/password-risk'
import { useT } from '../../i18n/index'
import { Button, InlineAlert, TextField, useStyles } from '../../ui/index'
import { loginStyles } from '../login.styles'
import { NewPasswordField } from '../new-password-field'
import type { FormEvent } from 'react'

/**
 * The new password of a password step: for a stopped sign-in (breached, expired) the renewal
 * token stands in for the old password; on the notice the signed-in user gives the current one.
 * An expired renewal sends the user back to sign in.
 */
export function NewPasswordForm({
  titleId,
  submitLabel,
}: {
  titleId: string
  submitLabel: string
}) {
  const t = useT()
  const styles = useStyles(loginStyles)
  const login = useAtomValue(loginAtom)
  const save = useSetAtom(savePasswordRiskAtom)
  const restart = useSetAtom(resetLoginAtom)
  const [password, setPassword] = useState('')
  const [current, setCurrent] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const risk = login.passwordRisk
  const notice = risk?.reason === 'notice'
  const cause = login.error?.code === 'request' ? login.error.cause : null
  const expired =
    cause?.status === 400 && typeof cause.context === 'object' && cause.context !== null

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (password === '') {
      input.current?.focus()
      return
    }
    const saved = await save({ password, ...(notice ? { currentPassword: current } : {}) })
    if (!saved) input.current?.focus()
  }

  if (expired) {
    return (
      <>
        <InlineAlert>{t('passwordRisk.restart')}</InlineAlert>
        <Button block onClick={() => restart()}>
          {t('login.submit')}
        </Button>
      </>
    )
  }
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      part="form"
      aria-labelledby={titleId}
      aria-busy={login.loading || undefined}
    >
      {cause ? (
        <InlineAlert>{t('passwordRisk.failed', { message: cause.message })}</InlineAlert>
      ) : null}
      {notice ? (
        <TextField
          label={t('login.password')}
          type="password"
          name="current-password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          autoFocus
        />
      ) : null}
      <NewPasswordField
        label={t('passwordRisk.newPassword')}
        {...(risk?.userId ? { userId: risk.userId } : {})}
        value={password}
        onChange={setPassword}
        ref={input}
        autoFocus={!notice}
      />
      <Button type="submit" block loading={login.loading}>
        {submitLabel}
      </Button>
    </form>
  )
}
