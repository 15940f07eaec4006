import { useAtomValue, useSetAtom } from 'jotai'
import { useId, useState } from 'react'
import { loginAtom, resetLoginAtom } from '../../../atoms/index'
import { loginStateAtom } from '../../../atoms/login-state'
import { answerWithKeyAtom } from '../../../atoms/mfa-webauthn'
import { addEnglish } from '../../../i18n/index'
import { mfaWebauthn } from '../../../i18n/messages/en'
import { WIRE_ERROR_CODES } from '../../../wire/index'
import { useT } from '../../i18n/index'
import { Button, InlineAlert, useStyles } from '../../ui/index'
import { loginStyles } from '../login.styles'
import { RememberCheckbox } from './code-field'
import { mfaErrorText, mfaSignInOver } from './mfa-error'
import { mfaStyles } from './mfa.styles'
import { useRememberDays } from './use-remember-policy'
import type { LoginError } from '../../../atoms/index'
import type { PasskeyFailure } from '../../../atoms/passkeys'
import type { Translate } from '../../i18n/index'

addEnglish(mfaWebauthn)

/** The words of a stopped ceremony, or of the server's refusal. */
const problemText = (failure: PasskeyFailure | null, error: LoginError | null, t: Translate) => {
  if (failure?.problem === 'cancelled') return t('mfaWebauthn.cancelled')
  if (failure?.problem === 'unsupported') return t('mfaWebauthn.unsupported')
  if (failure?.problem === 'exists') return t('mfaWebauthn.exists')
  if (
    error?.code === 'request' &&
    error.cause.status === 401 &&
    error.cause.errorCode === WIRE_ERROR_CODES.invalidCredentials
  ) {
    return t('mfaWebauthn.refused')
  }
  return mfaErrorText(error, t)
}

/**
 * MFA step `webauthn` (its own chunk, with the browser's WebAuthn code): at sign-in, the enrolled
 * security key or platform authenticator answers a challenge for this sign-in; at a forced
 * enrolment (`forceTwoFactor`), the browser creates one, and the recovery code follows. The
 * ceremony starts from the button (browsers want a user's gesture for it).
 */
export default function MfaWebauthnStep() {
  const styles = useStyles(loginStyles)
  const own = useStyles(mfaStyles)
  const t = useT()
  const titleId = useId()
  const login = useAtomValue(loginAtom)
  const setLogin = useSetAtom(loginStateAtom)
  const answerWithKey = useSetAtom(answerWithKeyAtom)
  const reset = useSetAtom(resetLoginAtom)
  const rememberDays = useRememberDays()
  const [remember, setRemember] = useState(false)
  const [failure, setFailure] = useState<PasskeyFailure | null>(null)
  const enrolling = login.step === 'forceTwoFactor'
  const over = mfaSignInOver(login.error)
  const problem = problemText(failure, login.error, t)
  const others = enrolling || (login.mfa?.devices ? countFactors(login.mfa.devices) > 1 : false)

  const start = async () => {
    setFailure(null)
    setFailure(await answerWithKey({ rememberDevice: remember }))
  }
  const back = () =>
    setLogin((s) => (s.mfa ? { ...s, error: null, mfa: { ...s.mfa, step: 'verify' } } : s))

  return (
    <section className={styles.form} aria-labelledby={titleId} part="form">
      <div>
        <h2 id={titleId} className={styles.title}>
          {t(enrolling ? 'mfaWebauthn.enrol.title' : 'mfaWebauthn.title')}
        </h2>
        <p className={styles.subtitle}>
          {t(enrolling ? 'mfaWebauthn.enrol.subtitle' : 'mfaWebauthn.subtitle')}
        </p>
      </div>
      {problem ? <InlineAlert>{problem}</InlineAlert> : null}
      {rememberDays !== null && !over ? (
        <RememberCheckbox
          days={rememberDays}
          checked={remember}
          onChange={setRemember}
          className={own.check}
        />
      ) : null}
      {over ? null : (
        <Button block autoFocus loading={login.loading} onClick={() => void start()}>
          {t(enrolling ? 'mfaWebauthn.enrol.submit' : 'mfaWebauthn.use')}
        </Button>
      )}
      {others && !over ? (
        <Button variant="ghost" onClick={back} disabled={login.loading}>
          {t('mfaWebauthn.choice.back')}
        </Button>
      ) : null}
      <Button variant={over ? 'primary' : 'ghost'} onClick={() => reset()} disabled={login.loading}>
        {t('mfa.backToLogin')}
      </Button>
    </section>
  )
}

function countFactors(devices: {
  webauthn: unknown[]
  phones: unknown[]
  authenticators: unknown[]
  emails: unknown[]
}): number {
  return (
    devices.webauthn.length +
    devices.phones.length +
    devices.authenticators.length +
    devices.emails.length
  )
}
