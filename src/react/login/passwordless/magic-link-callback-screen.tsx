import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import {
  finishMagicLinkAtom,
  loginAtom,
  loginWithMagicLinkAtom,
  MAGIC_LINK_SUCCESS_MS,
  resetLoginAtom,
} from '../../../atoms/index'
import { addEnglish } from '../../../i18n/index'
import { passwordless } from '../../../i18n/messages/en'
import { useT } from '../../i18n/index'
import { Button, InlineAlert, Spinner, useStyles } from '../../ui/index'
import { useBoxRouter } from '../box-router'
import { loginStyles } from '../login.styles'
import { passwordlessErrorText } from './passwordless-error'

addEnglish(passwordless)

type Phase = 'signingIn' | 'signedIn' | 'failed'

/**
 * The magic link's route (`magicLinkCallbackUrl`): posts the link's token once, then shows
 * `magicLinkPostLoginSuccess` for 5 s and goes on to the post-login navigation (the sign-in
 * route, which sends a signed-in visitor to the authenticated URL). A refused link says so, with
 * the way back to sign-in.
 */
export default function MagicLinkCallbackScreen() {
  const styles = useStyles(loginStyles)
  const t = useT()
  const titleId = useId()
  const { params, navigate } = useBoxRouter()
  const login = useAtomValue(loginAtom)
  const loginWithMagicLink = useSetAtom(loginWithMagicLinkAtom)
  const reset = useSetAtom(resetLoginAtom)
  const finish = useSetAtom(finishMagicLinkAtom)
  const [phase, setPhase] = useState<Phase>('signingIn')
  const posted = useRef(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const token = params.get('token') ?? ''

  // Signed in: step `success` on the sign-in route runs the post-login navigation.
  const goOn = () => {
    if (phase === 'signedIn') finish()
    else reset()
    navigate('loginUrl', {}, true)
  }

  useEffect(() => {
    // Once per visit, even when React runs effects twice: the link works only once.
    if (posted.current) return
    posted.current = true
    void loginWithMagicLink(token).then((ok) => setPhase(ok ? 'signedIn' : 'failed'))
  }, [loginWithMagicLink, token])

  // The account has a second factor: its step is on the sign-in route.
  const mfaStep = login.step === 'loginWithTwoFactor' || login.step === 'forceTwoFactor'
  useEffect(() => {
    if (mfaStep) navigate('loginUrl', {}, true)
  }, [mfaStep, navigate])

  useLayoutEffect(() => {
    if (phase !== 'signingIn') heading.current?.focus()
  }, [phase])
  useEffect(() => {
    if (phase !== 'signedIn') return
    const timer = setTimeout(() => {
      finish()
      navigate('loginUrl', {}, true)
    }, MAGIC_LINK_SUCCESS_MS)
    return () => clearTimeout(timer)
  }, [phase, finish, navigate])

  if (phase === 'signingIn') {
    return (
      <div className={styles.form}>
        <p className={styles.status} role="status">
          <Spinner />
          {t('passwordless.callback.signingIn')}
        </p>
      </div>
    )
  }
  const signedIn = phase === 'signedIn'
  return (
    <section className={styles.form} aria-labelledby={titleId} part="form">
      <div>
        <h2 id={titleId} className={styles.title} tabIndex={-1} ref={heading}>
          {signedIn ? t('passwordless.success.title') : t('passwordless.callback.invalidTitle')}
        </h2>
        <p className={styles.subtitle} role={signedIn ? 'status' : undefined}>
          {signedIn ? t('passwordless.success.body') : t('passwordless.callback.invalid')}
        </p>
      </div>
      {!signedIn && login.error?.code === 'request' && login.error.cause.status >= 500 ? (
        <InlineAlert>{passwordlessErrorText(login.error, t)}</InlineAlert>
      ) : null}
      <Button block onClick={goOn}>
        {signedIn ? t('passwordless.success.continue') : t('passwordless.callback.backToLogin')}
      </Button>
    </section>
  )
}
