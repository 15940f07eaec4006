import { useAtomValue } from 'jotai'
import { lazy, Suspense, useEffect, useMemo } from 'react'
import { loginAliasFromPage } from '../../atoms/config'
import {
  apiClientAtom,
  configAtom,
  loginAtom,
  preloadPreLogin,
  sessionAtom,
} from '../../atoms/index'
import { quickLoginOfferAtom, readQuickLoginPhone } from '../../atoms/quick-login-state'
import { addEnglish } from '../../i18n/index'
import { login as loginEnglish } from '../../i18n/messages/en'
import { resolveRoutes } from '../../wire/index'
import { useT } from '../i18n/index'
import { useStyles } from '../ui/index'
import { RouteScreen, routeScreen } from './box-route-screen'
import { BoxRouterProvider, useBoxRouterState } from './box-router'
import { loginStyles } from './login.styles'
import { identifierField, PreLoginStep } from './pre-login-step'
import { preloadable } from './preloadable'
import { SessionLoading } from './session-loading'
import { useAuthenticatedRedirect } from './use-authenticated-redirect'
import { useLogoutRoute } from './use-logout-route'
import { useServerCheck } from './use-server-check'
import type { RouteSettings } from '../../wire/index'
import type { BoxSignUpCompleted, BoxUserVerified } from './box-router'
import type { UrlStrategy } from './logout-route'
import type { ReactNode } from 'react'

// The passkey sign-in under the first step: its own chunk, with the check that passkeys are on.
const PasskeyEntry = lazy(() => import('./passkeys/passkey-entry'))

addEnglish(loginEnglish)

// The passwordless steps (and quick SMS login) come after the first screen: one chunk, loaded when
// reached.
const PasswordlessSteps = lazy(() => import('./passwordless/passwordless-steps'))
// Demo mode's notices of what would have been mailed or texted: demo boxes only.
const DemoMessages = lazy(() => import('./demo-messages'))
// The second-factor steps: their own chunk too, reached only by accounts with MFA.
const MfaSteps = lazy(() => import('./mfa/mfa-steps'))
const MFA_STEPS = new Set(['loginWithTwoFactor', 'forceTwoFactor', 'recoverTwoFactor'])
// The 2 s before leaving for an SSO identity provider: SSO domains' users only.
const SsoRedirectStep = lazy(() => import('./sso-redirect-step'))
// The passkey prompt after sign-in (spec §4.8): its own chunk with the WebAuthn library.
const PasskeySteps = lazy(() => import('./passkeys/passkey-steps'))
// A tenant's custom sign-in page (`?alias=`) shows its logo and name: such pages only.
const TenantBranding = lazy(() => import('./tenant-branding'))
// The password steps after sign-in (breached, rotation): their own chunk, reached by few.
const PasswordRiskSteps = lazy(() => import('./password-risk/password-risk-steps'))
// What is wrong when the box cannot use its server (a wrong base-url, CORS): shown to few.
const ServerProblem = lazy(() => import('./server-problem'))
// The password step and the signed-in view follow the first screen: chunks of their own, fetched while
// the email is typed or the session restored, so they show without a spinner.
const passwordStep = preloadable(() => import('./password-step'))
const signedInView = preloadable(() => import('./signed-in-view'))
const PASSWORDLESS_STEPS = new Set([
  'magicLinkPreLoginSuccess',
  'loginWithOtc',
  'loginWithSmsOtc',
  'loginWithQuickSmsOtc',
])

/** Props of {@link LoginBoxScreen}. */
export interface LoginBoxScreenProps {
  /** The host's routes (spec §2.1 keys); the authenticated URL already relative or same-origin. */
  routes?: RouteSettings | undefined
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
  routes: settings,
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
  const client = useAtomValue(apiClientAtom)
  // The element passes a new object each render: the routes change only when a value does.
  const routesKey = JSON.stringify(settings)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const routes = useMemo(() => resolveRoutes(settings), [routesKey])
  const signedIn = session.status === 'signed-in'
  const justSignedIn = signedIn && login.step === 'success'
  const quickLoginOffer = useAtomValue(quickLoginOfferAtom)
  const problem = check.status === 'unreachable' || check.status === 'http' ? check : null
  const events = useMemo(
    () => ({
      userVerified: onUserVerified ?? ignore,
      signUpCompleted: onSignUpCompleted ?? ignore,
    }),
    [onUserVerified, onSignUpCompleted],
  )
  const router = useBoxRouterState(urlStrategy, events, routes)
  const loggingOut = useLogoutRoute(router.route === 'logoutUrl', urlStrategy, routes, {
    onSigningOut,
    onSignedOut,
  })
  // A sign-in page never shows who is signed in: it goes on (spec §2.1), as after a sign-in. The
  // RegisterQuickLogin offer is answered before the post-login navigation.
  const onSignIn = router.route === 'loginUrl' || router.route === 'customLoginUrl'
  const leaving = useAuthenticatedRedirect(
    signedIn && !quickLoginOffer && (justSignedIn || (onSignIn && login.step === 'preLogin')),
    router,
    { authenticatedUrlSet: !!settings?.authenticatedUrl, client },
  )
  const onRouteScreen = !!routeScreen(router.route)
  const signedOut = session.status === 'signed-out'
  useEffect(() => {
    identifierField.preload()
    // Signed out, what Continue needs (pre-login's chunk) and the password step that follows it.
    if (signedOut) preloadPreLogin()
    ;(signedOut ? passwordStep : signedInView).preload()
  }, [signedOut])

  // A step in a chunk of its own, with a spinner while the chunk arrives. Each step has a boundary
  // of its own (`key`): one boundary suspending again would keep the step before it mounted but
  // hidden, and the new step's autofocus would land on a hidden page.
  const chunk = (key: string, step: ReactNode) => (
    <Suspense key={key} fallback={<SessionLoading label={t('login.loading')} />}>
      {step}
    </Suspense>
  )
  let body
  if (loggingOut) body = <SessionLoading label={t('login.signingOut')} />
  else if (onRouteScreen && !problem && session.status !== 'unknown')
    body = chunk(router.route ?? '', <RouteScreen route={router.route} />)
  else if (signedIn && session.user && quickLoginOffer)
    body = chunk('quickLoginOffer', <PasswordlessSteps view="quickLoginOffer" />)
  else if (login.passwordRisk && /^(breachedP|passwordRot)/.test(login.step) && !problem)
    body = chunk('passwordRisk', <PasswordRiskSteps />)
  else if (signedIn && login.step === 'promptPasskeys')
    body = chunk('promptPasskeys', <PasskeySteps view="prompt" styles={styles} />)
  // Signed in, the flow still choosing its next step (the passkey prompt or not), or leaving a
  // route of the box for the app.
  else if (signedIn && (login.loading || (leaving && router.route)))
    body = <SessionLoading label={t('login.loading')} />
  else if (signedIn && session.user)
    body = chunk('signedIn', <signedInView.Screen user={session.user} takeFocus={justSignedIn} />)
  else if (problem) body = chunk('problem', <ServerProblem check={problem} />)
  else if (session.status === 'unknown')
    body = <SessionLoading label={t('login.checkingSession')} />
  else if (login.step === 'loginWithPassword') body = chunk('password', <passwordStep.Screen />)
  else if (login.step === 'redirectToSSO') body = chunk('sso', <SsoRedirectStep />)
  else if (MFA_STEPS.has(login.step)) body = chunk('mfa', <MfaSteps />)
  else if (PASSWORDLESS_STEPS.has(login.step)) body = chunk('passwordless', <PasswordlessSteps />)
  // A step of its own too: its field's chunk (`identifier-field.tsx`) may still be on its way.
  else
    body = chunk(
      'preLogin',
      <>
        <PreLoginStep autoFocus={login.email !== ''} />
        <Suspense fallback={null}>
          <PasskeyEntry />
        </Suspense>
        {readQuickLoginPhone() ? (
          <Suspense fallback={null}>
            <PasswordlessSteps view="quickLoginButton" />
          </Suspense>
        ) : null}
      </>,
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
