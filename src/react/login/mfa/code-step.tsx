import { useAtomValue, useSetAtom } from 'jotai'
import { useId } from 'react'
import { loginAtom, resetLoginAtom } from '../../../atoms/index'
import { openMfaRecoveryAtom, verifyMfaCodeAtom } from '../../../atoms/mfa'
import { useT } from '../../i18n/index'
import { Button, useStyles } from '../../ui/index'
import { loginStyles } from '../login.styles'
import { CodeField, RememberCheckbox } from './code-field'
import { mfaErrorText, mfaSignInOver } from './mfa-error'
import { mfaStyles } from './mfa.styles'
import { useCodeEntry } from './use-code-entry'

/**
 * MFA step `authenticatorApp` at sign-in: the app's 6 digits, "remember this device" when the
 * policy allows it, the recovery code for a lost device, or back to sign-in.
 */
export function MfaCodeStep() {
  const styles = useStyles(loginStyles)
  const own = useStyles(mfaStyles)
  const t = useT()
  const titleId = useId()
  const login = useAtomValue(loginAtom)
  const verify = useSetAtom(verifyMfaCodeAtom)
  const openRecovery = useSetAtom(openMfaRecoveryAtom)
  const reset = useSetAtom(resetLoginAtom)
  const { code, setCode, remember, setRemember, missing, input, submit, rememberDays } =
    useCodeEntry(login.error, (entered) => void verify(entered), { select: true })
  const over = mfaSignInOver(login.error)

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      part="form"
      aria-labelledby={titleId}
    >
      <div>
        <h2 id={titleId} className={styles.title}>
          {t('mfa.code.title')}
        </h2>
        <p className={styles.subtitle}>{t('mfa.code.subtitle')}</p>
      </div>
      <CodeField
        value={code}
        onChange={setCode}
        error={missing ? t('mfa.code.required') : mfaErrorText(login.error, t)}
        busy={login.loading || over}
        ref={input}
      />
      {rememberDays !== null ? (
        <RememberCheckbox
          days={rememberDays}
          checked={remember}
          onChange={setRemember}
          className={own.check}
        />
      ) : null}
      {over ? (
        <Button variant="primary" block onClick={() => reset()}>
          {t('mfa.backToLogin')}
        </Button>
      ) : (
        <Button type="submit" loading={login.loading} block>
          {t('mfa.code.submit')}
        </Button>
      )}
      <Button variant="ghost" onClick={() => openRecovery()} disabled={login.loading}>
        {t('mfa.useRecovery')}
      </Button>
      {over ? null : (
        <Button variant="ghost" onClick={() => reset()} disabled={login.loading}>
          {t('mfa.backToLogin')}
        </Button>
      )}
    </form>
  )
}
