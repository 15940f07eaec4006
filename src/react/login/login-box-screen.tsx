import { useAtomValue } from 'jotai'
import { lazy, Suspense, useMemo } from 'react'
import { loginAliasFromPage } from '../../atoms/config'
import { configAtom, loginAtom, sessionAtom } from '../../atoms/index'
import { quickLoginOfferAtom, readQuickLoginPhone } from '../../atoms/quick-login-state'
import { addEnglish } from '../../i18n/index'
import { login as loginEnglish } from '../../i18n/messages/en'
import { useT } from '../i18n/index'
import { useStyles } from '../ui/index'
import { BoxRouterProvider, useBoxRouterState } from './box-router'
import { boxRoutes } from './box-routes'
import { loginStyles } from './login.styles'
import { PasskeyEntry } from './passkeys/passkey-entry'
import { PasswordStep } from './password-step'
import { PreLoginStep } from './pre-login-step'
import { ServerProblem } from './server-problem'
import { SessionLoading } from './session-loading'
import { SignedInView } from './signed-in-view'
import { SsoRedirectStep } from './sso-redirect-step'
import { useAuthenticatedRedirect } from './use-authenticated-redirect'
import { useLogoutRoute } from './use-logout-route'
import { useServerCheck } from './use-server-check'
import type { BoxSignUpCompleted, BoxUserVerified } from './box-router'
import type { UrlStrategy } from './logout-route'

addEnglish(loginEnglish)

// The passwordless steps (and quick SMS login) come after the first screen: one chunk, loaded when
// reached.
const PasswordlessSteps = lazy(() => import('./passwordless/passwordless-steps'))
// Demo mode's notices of what would have been mailed or texted: demo boxes only.
const DemoMessages = lazy(() => import('./demo-messages'))
// The second-factor steps: their own chunk too, reached only by accounts with MFA.
const MfaSteps = lazy(() => import('./mfa/mfa-steps'))
const MFA_STEPS = new Set(['loginWithTwoFactor', 'forceTwoFactor', 'recoverTwoFactor'])
// The passkey prompt after sign-in (spec §4.8): its own chunk with the WebAuthn library.
const PasskeySteps = lazy(() => import('./passkeys/passkey-steps'))
// A tenant's custom sign-in page (`?alias=`) shows its logo and name: such pages only.
const TenantBranding = lazy(() => import('./tenant-branding'))
// The password steps after sign-in (breached, rotation): their own chunk, reached by few.
const PasswordRiskSteps = lazy(() => import('./password-risk/password-risk-steps'))
const PASSWORDLESS_STEPS = new Set([
  'magicLinkPreLoginSuccess',
  'loginWithOtc',
  'loginWithSmsOtc',
  'loginWithQuickSmsOtc',
])

/** Props of {@link LoginBoxScreen}. */
export interface LoginBoxScreenProps {
  /** Where to go after an interactive sign-in; must already be relative or same-origin. */
  authenticatedUrl?: string | undefined
  urlStrategy?: UrlStrategy
  /** The logout route started signing out. */
  onSigningOut?: (() => void) | undefined
  /** The logout route finished signing out. */
  onSignedOut?: (() => void) | undefined
  /** A user proved their email (the element emits `user-verified`). */
  onUserVerified?: ((detail: BoxUserVerified) => void) | undefined
  /** A visitor created an account (the element emits `sign-up-completed`). */
  onSignUpCompleted?: ((detail: BoxSignUpCompleted) => void) | undefined
}

const ignore = () => undefined

/**
 * The login box: the sign-in steps (email, password, SSO redirect) or, once signed in, who is signed
 * in with Sign out. The element root restores the session; until it is known, a spinner. When the
 * boot check finds the server unreachable (or CORS refusing this page), it says so instead of a form.
 */
export function LoginBoxScreen({
  authenticatedUrl,
  urlStrategy = 'path',
  onSigningOut,
  onSignedOut,
  onUserVerified,
  onSignUpCompleted,
}: LoginBoxScreenProps) {
  const styles = useStyles(loginStyles)
  const t = useT()
  const session = useAtomValue(sessionAtom)
  const login = useAtomValue(loginAtom)
  const { demo } = useAtomValue(configAtom)
  const check = useServerCheck()
  const loggingOut = useLogoutRoute(urlStrategy, { onSigningOut, onSignedOut })
  const signedIn = session.status === 'signed-in'
  const justSignedIn = signedIn && login.step === 'success'
  const quickLoginOffer = useAtomValue(quickLoginOfferAtom)
  // The RegisterQuickLogin offer is answered before the post-login navigation.
  useAuthenticatedRedirect(justSignedIn && !quickLoginOffer, authenticatedUrl)
  const problem = check.status === 'unreachable' || check.status === 'http' ? check : null
  const events = useMemo(
    () => ({
      userVerified: onUserVerified ?? ignore,
      signUpCompleted: onSignUpCompleted ?? ignore,
    }),
    [onUserVerified, onSignUpCompleted],
  )
  const router = useBoxRouterState(urlStrategy, events)
  const RouteScreen = router.route ? boxRoutes[router.route] : undefined

  let body
  if (loggingOut) body = <SessionLoading label={t('login.signingOut')} />
  else if (RouteScreen && !problem && session.status !== 'unknown')
    body = (
      <Suspense fallback={<SessionLoading label={t('login.loading')} />}>
        <RouteScreen />
      </Suspense>
    )
  else if (signedIn && session.user && quickLoginOffer)
    body = (
      <Suspense fallback={<SessionLoading label={t('login.loading')} />}>
        <PasswordlessSteps view="quickLoginOffer" />
      </Suspense>
    )
  else if (login.passwordRisk && /^(breachedP|passwordRot)/.test(login.step) && !problem)
    body = (
      <Suspense fallback={<SessionLoading label={t('login.loading')} />}>
        <PasswordRiskSteps />
      </Suspense>
    )
  else if (signedIn && login.step === 'promptPasskeys')
    body = (
      <Suspense fallback={<SessionLoading label={t('login.loading')} />}>
        <PasskeySteps view="prompt" styles={styles} />
      </Suspense>
    )
  // Signed in, the flow still choosing its next step (the passkey prompt or not).
  else if (signedIn && login.loading) body = <SessionLoading label={t('login.loading')} />
  else if (signedIn && session.user)
    body = <SignedInView user={session.user} takeFocus={justSignedIn} />
  else if (problem) body = <ServerProblem check={problem} />
  else if (session.status === 'unknown')
    body = <SessionLoading label={t('login.checkingSession')} />
  else if (login.step === 'loginWithPassword') body = <PasswordStep />
  else if (login.step === 'redirectToSSO') body = <SsoRedirectStep />
  else if (MFA_STEPS.has(login.step))
    body = (
      <Suspense fallback={<SessionLoading label={t('login.loading')} />}>
        <MfaSteps />
      </Suspense>
    )
  else if (PASSWORDLESS_STEPS.has(login.step))
    body = (
      <Suspense fallback={<SessionLoading label={t('login.loading')} />}>
        <PasswordlessSteps />
      </Suspense>
    )
  else
    body = (
      <>
        <PreLoginStep autoFocus={login.email !== ''} />
        <PasskeyEntry />
        {readQuickLoginPhone() ? (
          <Suspense fallback={null}>
            <PasswordlessSteps view="quickLoginButton" />
          </Suspense>
        ) : null}
      </>
    )

  return (
    <BoxRouterProvider value={router}>
      <div className={styles.card} part="login-box">
        {loginAliasFromPage() ? (
          <Suspense fallback={null}>
            <TenantBranding />
          </Suspense>
        ) : null}
        {body}
        {demo ? (
          <Suspense fallback={null}>
            <DemoMessages />
          </Suspense>
        ) : null}
      </div>
    </BoxRouterProvider>
  )
}
