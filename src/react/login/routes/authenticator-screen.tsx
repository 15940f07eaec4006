import { useAtomValue } from 'jotai'
import { lazy, Suspense, useCallback } from 'react'
import { pageHref } from '../../../atoms/after-sign-in'
import { loginAtom, sessionAtom } from '../../../atoms/index'
import { addEnglish } from '../../../i18n/index'
import { mfa } from '../../../i18n/messages/en'
import { useT } from '../../i18n/index'
import { useBoxRouter } from '../box-router'
import { StepMessage } from '../invitation/step-message'
import { SessionLoading } from '../session-loading'
import { AuthenticatorEnrol } from './authenticator-enrol'

addEnglish(mfa)

const MfaSteps = lazy(() => import('../mfa/mfa-steps'))

/**
 * The mobile-authenticator route (`/account/mfa-mobile-authenticator`, spec §2.1): where an
 * authenticator app is set up or used. A sign-in waiting for its second factor shows its MFA
 * steps here; a signed-in user adds an app (QR code, first code, recovery code) and goes on to
 * the app; someone signed out signs in first and comes back here (`redirectUrl`).
 */
export default function AuthenticatorScreen() {
  const t = useT()
  const { navigate, routes, urlStrategy } = useBoxRouter()
  const session = useAtomValue(sessionAtom)
  const login = useAtomValue(loginAtom)
  const home = useCallback(
    () =>
      window.location.assign(pageHref(routes.authenticatedUrl, urlStrategy, window.location.href)),
    [routes, urlStrategy],
  )
  if (login.mfa)
    return (
      <Suspense fallback={<SessionLoading label={t('login.loading')} />}>
        <MfaSteps />
      </Suspense>
    )
  if (session.status === 'signed-in' && session.user)
    return <AuthenticatorEnrol email={session.user.email ?? ''} onDone={home} />
  const back = urlStrategy === 'hash' ? window.location.hash.slice(1) : window.location.pathname
  return (
    <StepMessage
      title={t('mfa.enrol.title')}
      action={{
        label: t('login.submit'),
        onClick: () => navigate('loginUrl', { redirectUrl: back }),
      }}
    />
  )
}
