import { useAtomValue, useSetAtom } from 'jotai'
import { useId, useRef, useState } from 'react'
import { loginAtom, resetLoginAtom, sendPasswordlessAtom } from '../../../atoms/index'
import { useT } from '../../i18n/index'
import { Button, TextField, useStyles } from '../../ui/index'
import { loginStyles } from '../login.styles'
import { passwordlessErrorText } from './passwordless-error'
import type { FormEvent } from 'react'

/** A plausible international number: + then 8 to 15 digits (the server checks it properly). */
const INTERNATIONAL = /^\+\d{8,15}$/

/**
 * Step `loginWithSmsOtc` without a number yet: the phone number to text a code to. Once sent, the
 * step shows the code form (`onSent`).
 */
export function PhoneStep({ onSent }: { onSent: () => void }) {
  const styles = useStyles(loginStyles)
  const t = useT()
  const titleId = useId()
  const login = useAtomValue(loginAtom)
  const send = useSetAtom(sendPasswordlessAtom)
  const reset = useSetAtom(resetLoginAtom)
  const [phone, setPhone] = useState(login.phoneNumber)
  const [invalid, setInvalid] = useState(false)
  const input = useRef<HTMLInputElement>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const compact = phone.replace(/[\s().-]/g, '')
    if (!INTERNATIONAL.test(compact)) {
      setInvalid(true)
      input.current?.focus()
      return
    }
    setInvalid(false)
    if (await send({ phoneNumber: compact })) onSent()
    else input.current?.focus()
  }

  const error = invalid ? t('passwordless.phone.invalid') : passwordlessErrorText(login.error, t)
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      part="form"
      aria-labelledby={titleId}
    >
      <div>
        <h2 id={titleId} className={styles.title}>
          {t('passwordless.phone.title')}
        </h2>
        <p className={styles.subtitle}>
          {t('passwordless.phone.subtitle')} {t('passwordless.phone.hint')}
        </p>
      </div>
      <TextField
        label={t('passwordless.phone.label')}
        type="tel"
        name="phone"
        autoComplete="tel"
        inputMode="tel"
        dir="ltr"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        error={error}
        readOnly={login.loading}
        autoFocus
        ref={input}
        required
      />
      <Button type="submit" loading={login.loading} block>
        {t('passwordless.phone.submit')}
      </Button>
      <Button variant="ghost" aria-label={t('login.changeEmailLabel')} onClick={() => reset()}>
        {t('login.changeEmail')}
      </Button>
    </form>
  )
}
