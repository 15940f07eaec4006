import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { toApiError } from '../../api/index'
import {
  finishImpersonationAtom,
  IMPERSONATION_SUCCESS_MS,
  impersonateAtom,
} from '../../atoms/impersonation'
import { sessionAtom } from '../../atoms/index'
// Not in the atoms' index: the route's chunk is the only one to start an impersonation.
import { addEnglish } from '../../i18n/index'
import { impersonation } from '../../i18n/messages/en'
import { PartWords, useT } from '../i18n/index'
import { useBoxRouter } from '../login/box-router'
import { loginStyles } from '../login/login.styles'
import { Button, InlineAlert, Spinner, useStyles } from '../ui/index'
import { readImpersonationToken } from './impersonation-link'

addEnglish(impersonation)

type Step = 'impersonating' | 'success' | 'failed'

/**
 * The impersonation route (`impersonationUrl`, spec doc 000 §2.1/§2.2): step `impersonating` starts
 * the impersonation the link names (the vendor's token in the fragment, or the signed-in member's
 * own session), step `success` says whom you now act as, then the sign-in route runs the normal
 * post-sign-in navigation. A refusal shows the server's sentence and the way back to sign-in.
 */
function ImpersonationSteps() {
  const styles = useStyles(loginStyles)
  const t = useT()
  const titleId = useId()
  const { params, navigate, urlStrategy } = useBoxRouter()
  const session = useAtomValue(sessionAtom)
  const start = useSetAtom(impersonateAtom)
  const finish = useSetAtom(finishImpersonationAtom)
  const [step, setStep] = useState<Step>('impersonating')
  const [error, setError] = useState<string | null>(null)
  const started = useRef(false)
  const heading = useRef<HTMLHeadingElement>(null)

  const userId = params.get('userId') ?? ''
  const reason = params.get('reason') ?? ''
  const missing = userId === '' || reason.trim() === ''

  useEffect(() => {
    // Once per visit, even when React runs effects twice: each start is an audited session.
    if (started.current || missing) return
    started.current = true
    const { actorToken } = readImpersonationToken(urlStrategy)
    start({ userId, reason, actorToken }).then(
      () => setStep('success'),
      (failure: unknown) => {
        setError(toApiError(failure).message)
        setStep('failed')
      },
    )
  }, [missing, userId, reason, urlStrategy, start])

  const shown: Step = missing ? 'failed' : step
  useLayoutEffect(() => {
    if (shown !== 'impersonating') heading.current?.focus()
  }, [shown])
  useEffect(() => {
    if (shown !== 'success') return
    const timer = setTimeout(() => {
      finish()
      navigate('loginUrl', {}, true)
    }, IMPERSONATION_SUCCESS_MS)
    return () => clearTimeout(timer)
  }, [shown, finish, navigate])

  if (shown === 'impersonating') {
    return (
      <div className={styles.form}>
        <p className={styles.status} role="status">
          <Spinner />
          {t('impersonation.impersonating')}
        </p>
      </div>
    )
  }
  const user = session.user
  const name = user ? user.name || user.email || '' : ''
  const goOn = () => {
    if (shown === 'success') finish()
    navigate('loginUrl', {}, true)
  }
  return (
    <section className={styles.form} aria-labelledby={titleId} part="form">
      <div>
        <h2 id={titleId} className={styles.title} tabIndex={-1} ref={heading}>
          {shown === 'success'
            ? t('impersonation.success.title', { name })
            : t('impersonation.failed.title')}
        </h2>
        {shown === 'success' ? (
          <p className={styles.subtitle} role="status">
            {t('impersonation.success.body')}
          </p>
        ) : null}
      </div>
      {missing || error !== null ? (
        <InlineAlert>{missing ? t('impersonation.failed.missing') : error}</InlineAlert>
      ) : null}
      <Button block onClick={goOn}>
        {shown === 'success' ? t('impersonation.success.continue') : t('impersonation.backToLogin')}
      </Button>
    </section>
  )
}

/** The route's screen, once its words (French, Hebrew) are in. */
export default function ImpersonationScreen() {
  const styles = useStyles(loginStyles)
  return (
    <PartWords part="impersonation" fallback={<div className={styles.form} />}>
      <ImpersonationSteps />
    </PartWords>
  )
}
