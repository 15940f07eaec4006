import { lazy } from 'react'
import type { RouteMatch } from '../../wire/index'
import type { ComponentType, LazyExoticComponent } from 'react'

/**
 * The login box's screens by route, each loaded on demand as its own chunk, so the box's first
 * load carries only the sign-in steps. A flow's screen is a folder under `login/` and one line
 * here: `activateUrl: lazy(() => import('./activation/activation-screen'))`. A route not listed
 * (and the login route itself) shows the sign-in steps.
 */
// A screen that serves two routes is one lazy component (one chunk request, one wrapper).
const activation = lazy(() => import('./activation/activation-screen'))
const invitation = lazy(() => import('./invitation/invitation-screen'))

export const boxRoutes: Partial<
  Record<NonNullable<RouteMatch['route']>, LazyExoticComponent<ComponentType>>
> = {
  forgetPasswordUrl: lazy(() => import('./recovery/forgot-password-screen')),
  resetPasswordUrl: lazy(() => import('./recovery/reset-password-screen')),
  resetPhoneNumberUrl: lazy(() => import('./recovery/reset-phone-screen')),
  signUpUrl: lazy(() => import('./sign-up/sign-up-screen')),
  activateUrl: activation,
  activateWithOTCUrl: activation,
  acceptInvitationUrl: invitation,
  acceptInvitationWithOTCUrl: invitation,
  unlockAccountUrl: lazy(() => import('./unlock/unlock-screen')),
  magicLinkCallbackUrl: lazy(() => import('./passwordless/magic-link-callback-screen')),
  socialLoginCallbackUrl: lazy(() => import('./social/social-callback-screen')),
  stepUpUrl: lazy(() => import('./step-up/step-up-screen')),
  hostedLoginRedirectUrl: lazy(() => import('./hosted-login/hosted-callback-screen')),
  oidcRedirectUrl: lazy(() => import('./sso/oidc-callback-screen')),
  samlCallbackUrl: lazy(() => import('./sso/saml-callback-screen')),
  impersonationUrl: lazy(() => import('../impersonation/impersonation-screen')),
  openAppUrl: lazy(() => import('./routes/open-app-screen')),
  mfaMobileAuthenticatorUrl: lazy(() => import('./routes/authenticator-screen')),
}
