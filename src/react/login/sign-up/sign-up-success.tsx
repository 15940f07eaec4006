import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useEffect, useId, useLayoutEffect, useRef } from 'react'
import { NEW_USER_KEY, remember } from '../../../atoms/after-auth-redirect'
import { loginStateAtom } from '../../../atoms/login-state'
import { signUpStateAtom } from '../../../atoms/sign-up'
import { useT } from '../../i18n/index'
import { Button, useStyles } from '../../ui/index'
import { useBoxRouter } from '../box-router'
import { loginStyles } from '../login.styles'

/**
 * Stages SignUpSuccess and VerifyPhone: the account is ready (signed in: Continue goes on as after
 * any sign-in), or waits for its activation mail, or for the SMS code. Focus moves to the heading
 * so a screen reader hears the outcome.
 */
export function SignUpSuccess() {
  const styles = useStyles(loginStyles)
  const t = useT()
  const titleId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const state = useAtomValue(signUpStateAtom)
  const setLogin = useSetAtom(loginStateAtom)
  const { navigate, routes } = useBoxRouter()
  useLayoutEffect(() => heading.current?.focus(), [state.stage])

  const proceed = useCallback(() => {
    // The sign-in's navigation sends a new account to the sign-up-success page, when there is one.
    remember(NEW_USER_KEY, '1')
    setLogin((login) => ({ ...login, step: 'success', loading: false, error: null }))
    navigate('loginUrl')
  }, [setLogin, navigate])
  // The host's own sign-up-success page replaces this step (spec §2.1).
  const ready = state.stage === 'SignUpSuccess' && !state.shouldActivate
  const hostPage = ready && routes.signUpSuccessUrl !== undefined
  useEffect(() => {
    if (hostPage) proceed()
  }, [hostPage, proceed])

  let title = t('signUp.success.title')
  let body = (
    <>
      <p className={styles.problem}>
        {t('signUp.success.text', { name: state.name || state.email })}
      </p>
      <Button block onClick={proceed}>
        {t('signUp.success.continue')}
      </Button>
    </>
  )
  if (state.stage === 'VerifyPhone') {
    title = t('signUp.verifyPhone.title')
    body = (
      <p className={styles.problem}>{t('signUp.verifyPhone.text', { phone: state.phoneNumber })}</p>
    )
  } else if (state.shouldActivate) {
    title = t('signUp.checkEmail.title')
    body = <p className={styles.problem}>{t('signUp.checkEmail.text', { email: state.email })}</p>
  }
  return (
    <section className={styles.form} aria-labelledby={titleId} role="status">
      <h2 id={titleId} className={styles.title} tabIndex={-1} ref={heading}>
        {title}
      </h2>
      {body}
    </section>
  )
}
