import { useAtomValue, useSetAtom } from 'jotai'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { remember, STEP_UP_FLAG_KEY } from '../../../atoms/after-auth-redirect'
import { pageHref } from '../../../atoms/after-sign-in'
import { loginAtom, sessionAtom, signOutAtom } from '../../../atoms/index'
import { startStepUpAtom } from '../../../atoms/step-up'
import { takeStepUpReturn } from '../../../atoms/step-up-return'
import { addEnglish } from '../../../i18n/index'
import { stepUp as stepUpEnglish } from '../../../i18n/messages/en'
import { useT } from '../../i18n/index'
import { useBoxRouter } from '../box-router'
import { StepMessage, StepWaiting } from '../invitation/step-message'
import type { StepUpPhase } from '../../../atoms/step-up'

addEnglish(stepUpEnglish)

const MfaSteps = lazy(() => import('../mfa/mfa-steps'))

/** `maxAge` of the route's query: whole seconds, else none. */
const maxAgeOf = (value: string | null): number | undefined =>
  value !== null && /^\d{1,9}$/.test(value) ? Number(value) : undefined

/** Where the page is going back to, while it goes. */
let leavingTo: string | undefined

/**
 * Goes back to the page that asked, once per visit. A second call (this screen mounted again while
 * the box re-renders, or `done` turning true again) would find the stored page already taken and
 * start a second navigation, to the authenticated URL, aborting the first. A return within this
 * document (only the hash differs) keeps the page: a later step-up goes back again.
 */
const leave = (fallback: () => string) => {
  if (leavingTo !== undefined) return
  leavingTo = takeStepUpReturn() ?? fallback()
  window.addEventListener('hashchange', () => (leavingTo = undefined), { once: true })
  window.location.assign(leavingTo)
}

/**
 * Step-up (route stepUpUrl, spec §4.4): a signed-in user confirms it is them with a second
 * factor, through the same MFA steps as a sign-in, then goes back to the page that asked
 * (`stepUp()` stored it), else to the authenticated URL. Already stepped up within `maxAge`: back
 * at once. No factor: step noMFAEnrolledStepUp. Any other error: signed out to sign in again (the
 * step-up flag brings the box back here after).
 */
export default function StepUpScreen() {
  const t = useT()
  const { params, navigate, routes, urlStrategy } = useBoxRouter()
  const session = useAtomValue(sessionAtom)
  const login = useAtomValue(loginAtom)
  const start = useSetAtom(startStepUpAtom)
  const signOut = useSetAtom(signOutAtom)
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
  const back = useCallback(
    () => leave(() => pageHref(routes.authenticatedUrl, urlStrategy, window.location.href)),
    [routes, urlStrategy],
  )
  useEffect(() => {
    if (done) back()
  }, [done, back])

  // Spec §4.4: any error but "MFA is not enrolled" sets the step-up flag and signs out, keeping
  // the query: signed in again, the box comes back to this route with it.
  const failed = phase === 'failed'
  useEffect(() => {
    if (!failed) return
    const query = Object.fromEntries(params)
    remember(STEP_UP_FLAG_KEY, params.toString())
    void signOut().then(() => navigate('loginUrl', query, true))
  }, [failed, params, signOut, navigate])
  if (failed) return <StepWaiting title={t('stepUp.title')} label={t('login.signingOut')} />
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
  if (phase === 'mfa' && !login.mfa && !done)
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
