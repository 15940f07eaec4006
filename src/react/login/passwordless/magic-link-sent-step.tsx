import { useAtomValue, useSetAtom } from 'jotai'
import { useId } from 'react'
import { loginAtom, resetLoginAtom } from '../../../atoms/index'
import { useT } from '../../i18n/index'
import { Button, InlineAlert, useStyles } from '../../ui/index'
import { loginStyles } from '../login.styles'
import { passwordlessErrorText } from './passwordless-error'
import { ResendButton } from './resend-button'
import { useResend } from './use-resend'

/** Step `magicLinkPreLoginSuccess`: the link is on its way; send again or change the email. */
export function MagicLinkSentStep() {
  const styles = useStyles(loginStyles)
  const t = useT()
  const titleId = useId()
  const login = useAtomValue(loginAtom)
  const reset = useSetAtom(resetLoginAtom)
  const { wait, resent, resend } = useResend(true)
  const error = passwordlessErrorText(login.error, t)
  return (
    <section className={styles.form} aria-labelledby={titleId} part="form">
      <div>
        <h2 id={titleId} className={styles.title} tabIndex={-1} autoFocus>
          {t('passwordless.magicLink.title')}
        </h2>
        <p className={styles.subtitle}>
          {t('passwordless.magicLink.sent', { email: login.email })}
        </p>
      </div>
      {error ? <InlineAlert>{error}</InlineAlert> : null}
      <ResendButton
        wait={wait}
        resent={resent}
        onResend={() => void resend()}
        disabled={login.loading}
      />
      <Button variant="ghost" aria-label={t('login.changeEmailLabel')} onClick={() => reset()}>
        {t('login.changeEmail')}
      </Button>
    </section>
  )
}
