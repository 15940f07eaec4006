import { useAtomValue, useSetAtom } from 'jotai'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { loginAtom, sessionAtom } from '../../../atoms/index'
import { startStepUpAtom } from '../../../atoms/step-up'
import { takeStepUpReturn } from '../../../atoms/step-up-return'
import { addEnglish } from '../../../i18n/index'
import { stepUp as stepUpEnglish } from '../../../i18n/messages/en'
import { AUTH_ROUTES } from '../../../wire/index'
import { useT } from '../../i18n/index'
import { useBoxRouter } from '../box-router'
import { StepMessage, StepWaiting } from '../invitation/step-message'
import type { StepUpPhase } from '../../../atoms/step-up'

addEnglish(stepUpEnglish)

const MfaSteps = lazy(() => import('../mfa/mfa-steps'))

/** `maxAge` of the route's query: whole seconds, else none. */
const maxAgeOf = (value: string | null): number | undefined =>
  value !== null && /^\d{1,9}$/.test(value) ? Number(value) : undefined

/**
 * Step-up (route stepUpUrl, spec §4.4): a signed-in user confirms it is them with a second
 * factor, through the same MFA steps as a sign-in, then goes back to the page that asked
 * (`stepUp()` stored it), else to the authenticated URL. Already stepped up within `maxAge`: back
 * at once. No factor: step noMFAEnrolledStepUp.
 */
export default function StepUpScreen() {
  const t = useT()
  const { params, navigate } = useBoxRouter()
  const session = useAtomValue(sessionAtom)
  const login = useAtomValue(loginAtom)
  const start = useSetAtom(startStepUpAtom)
  const [phase, setPhase] = useState<StepUpPhase>('starting')
  const maxAge = maxAgeOf(params.get('maxAge'))
  const signedIn = session.status === 'signed-in'

  const run = useCallback(() => {
    setPhase('starting')
    void start(maxAge).then(setPhase)
  }, [start, maxAge])
  const started = useRef(false)
  useEffect(() => {
    if (!signedIn || started.current) return
    started.current = true
    run()
  }, [signedIn, run])

  // The MFA steps end with the session's new token and the sign-in's after-steps.
  const finished = login.step === 'success' || login.step === 'promptPasskeys'
  const done = phase === 'done' || (phase === 'mfa' && finished && !login.mfa)
  useEffect(() => {
    if (done) window.location.assign(takeStepUpReturn() ?? AUTH_ROUTES.authenticatedUrl)
  }, [done])

  const back = () => window.location.assign(takeStepUpReturn() ?? AUTH_ROUTES.authenticatedUrl)
  if (session.status === 'signed-out')
    return (
      <StepMessage
        title={t('stepUp.signedOut.title')}
        body={t('stepUp.signedOut.body')}
        action={{ label: t('stepUp.signIn'), onClick: () => navigate('loginUrl') }}
      />
    )
  if (phase === 'noMFAEnrolledStepUp')
    return (
      <StepMessage
        title={t('stepUp.notEnrolled.title')}
        body={t('stepUp.notEnrolled.body')}
        action={{ label: t('stepUp.back'), onClick: back }}
      />
    )
  if (phase === 'failed' || (phase === 'mfa' && !login.mfa && !done))
    return (
      <StepMessage
        title={t('stepUp.failed.title')}
        body={t('stepUp.failed.body')}
        action={{ label: t('stepUp.retry'), onClick: run }}
      />
    )
  if (phase === 'mfa' && login.mfa && !done)
    return (
      <Suspense fallback={<StepWaiting title={t('stepUp.title')} label={t('stepUp.pending')} />}>
        <MfaSteps />
      </Suspense>
    )
  return (
    <StepWaiting title={t('stepUp.title')} label={done ? t('stepUp.done') : t('stepUp.pending')} />
  )
}
