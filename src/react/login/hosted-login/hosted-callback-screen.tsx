import { useSetAtom } from 'jotai'
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { completeHostedLoginAtom } from '../../../atoms/index'
import { addEnglish } from '../../../i18n/index'
import { hostedLogin } from '../../../i18n/messages/en'
import { useT } from '../../i18n/index'
import { Button, InlineAlert, Spinner, useStyles } from '../../ui/index'
import { useBoxRouter } from '../box-router'
import { loginStyles } from '../login.styles'

addEnglish(hostedLogin)

/**
 * The hosted-login callback (`hostedLoginRedirectUrl`, `/oauth/callback`): checks the answer's
 * state, exchanges the code with the verifier kept under the spec's storage key, then goes back
 * to the page that started the flow. A refused answer says so, with the way back to sign-in.
 */
export default function HostedCallbackScreen() {
  const styles = useStyles(loginStyles)
  const t = useT()
  const titleId = useId()
  const { params, navigate } = useBoxRouter()
  const complete = useSetAtom(completeHostedLoginAtom)
  const [failure, setFailure] = useState<string | null>(null)
  const started = useRef(false)
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    // Once per visit, even when React runs effects twice: a code works only once.
    if (started.current) return
    started.current = true
    const redirectUri = `${window.location.origin}${window.location.pathname}`
    complete({ params, redirectUri }).then(
      (returnTo) => window.location.replace(returnTo),
      (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
    )
  }, [complete, params])

  useLayoutEffect(() => {
    if (failure !== null) heading.current?.focus()
  }, [failure])

  if (failure === null) {
    return (
      <div className={styles.form}>
        <p className={styles.status} role="status">
          <Spinner />
          {t('hostedLogin.completing')}
        </p>
      </div>
    )
  }
  return (
    <section className={styles.form} aria-labelledby={titleId} part="form">
      <h2 id={titleId} className={styles.title} tabIndex={-1} ref={heading}>
        {t('hostedLogin.failedTitle')}
      </h2>
      <InlineAlert>{t('hostedLogin.failedBody', { reason: failure })}</InlineAlert>
      <Button block onClick={() => navigate('loginUrl', {}, true)}>
        {t('hostedLogin.backToLogin')}
      </Button>
    </section>
  )
}
