import type { RouteMatch } from '../../wire/index'
import type { ComponentType } from 'react'

/**
 * A route that shows a screen of its own: every route of the box but the sign-in ones (see
 * `box-route-screen.ts`) and the host's pages, which are no route of the box (`matchRoute`).
 */
export type ScreenRoute = Exclude<
  NonNullable<RouteMatch['route']>,
  | 'loginUrl'
  | 'logoutUrl'
  | 'customLoginUrl'
  | 'authenticatedUrl'
  | 'signUpSuccessUrl'
  | 'customLoginAuthenticatedUrl'
>

/** Loads a route's screen (its chunk). */
export type ScreenLoader = () => Promise<{ default: ComponentType }>

/**
 * The login box's screens by route, each loaded on demand as its own chunk, so the box's first
 * load carries only the sign-in steps. This table is a chunk too, fetched as the box mounts on one of
 * these routes (`box-route-screen.ts`). A flow's screen is a folder under `login/` and one line
 * here: `activateUrl: () => import('./activation/activation-screen')`. The login, logout and custom
 * login routes show the sign-in steps.
 */
// A screen that serves two routes is one loader (one chunk).
const activation = () => import('./activation/activation-screen')
const invitation = () => import('./invitation/invitation-screen')

export const boxRoutes: Record<ScreenRoute, ScreenLoader> = {
  forgetPasswordUrl: () => import('./recovery/forgot-password-screen'),
  resetPasswordUrl: () => import('./recovery/reset-password-screen'),
  resetPhoneNumberUrl: () => import('./recovery/reset-phone-screen'),
  signUpUrl: () => import('./sign-up/sign-up-screen'),
  activateUrl: activation,
  activateWithOTCUrl: activation,
  acceptInvitationUrl: invitation,
  acceptInvitationWithOTCUrl: invitation,
  unlockAccountUrl: () => import('./unlock/unlock-screen'),
  magicLinkCallbackUrl: () => import('./passwordless/magic-link-callback-screen'),
  socialLoginCallbackUrl: () => import('./social/social-callback-screen'),
  stepUpUrl: () => import('./step-up/step-up-screen'),
  hostedLoginRedirectUrl: () => import('./hosted-login/hosted-callback-screen'),
  oidcRedirectUrl: () => import('./sso/oidc-callback-screen'),
  samlCallbackUrl: () => import('./sso/saml-callback-screen'),
  impersonationUrl: () => import('../impersonation/impersonation-screen'),
  openAppUrl: () => import('./routes/open-app-screen'),
  mfaMobileAuthenticatorUrl: () => import('./routes/authenticator-screen'),
}
