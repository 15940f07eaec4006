import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useEffect, useId, useLayoutEffect, useRef } from 'react'
import { activationStateAtom } from '../../../atoms/activation'
import { loginStateAtom } from '../../../atoms/login-state'
import { useT } from '../../i18n/index'
import { Button, useStyles } from '../../ui/index'
import { useBoxRouter } from '../box-router'
import { loginStyles } from '../login.styles'

/** Spec doc 001 §9: the post-activation redirect waits 5 s. */
export const ACTIVATION_REDIRECT_MS = 5_000

/**
 * Step success: the account is active and signed in, or waits for its second factor when the
 * MFA policy asks for one. Reports `user-verified` once, then after 5 s (or at Continue now) goes
 * on as after any sign-in (the login route, where the box follows its authenticated URL or asks
 * for the second factor).
 */
export function ActivationSuccess({ origin }: { origin: 'activation-link' | 'activation-code' }) {
  const styles = useStyles(loginStyles)
  const t = useT()
  const titleId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const { user, secondFactor } = useAtomValue(activationStateAtom)
  const setLogin = useSetAtom(loginStateAtom)
  const { navigate, events } = useBoxRouter()
  const reported = useRef(false)

  const proceed = useCallback(() => {
    // With a second factor still to give, the login route opens at the MFA step instead.
    if (!secondFactor) {
      setLogin((login) => ({ ...login, step: 'success', loading: false, error: null }))
    }
    navigate('loginUrl', {}, true)
  }, [setLogin, navigate, secondFactor])

  useLayoutEffect(() => heading.current?.focus(), [])

  useEffect(() => {
    if (user && !reported.current) {
      reported.current = true
      events.userVerified({ origin, userId: user.userId, email: user.email })
    }
  }, [user, origin, events])

  useEffect(() => {
    const timer = setTimeout(proceed, ACTIVATION_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [proceed])

  return (
    <section className={styles.form} aria-labelledby={titleId} role="status">
      <h2 id={titleId} className={styles.title} tabIndex={-1} ref={heading}>
        {t('activation.success.title')}
      </h2>
      <p className={styles.problem}>{t('activation.success.text')}</p>
      <Button block onClick={proceed}>
        {t('activation.success.continue')}
      </Button>
    </section>
  )
}
