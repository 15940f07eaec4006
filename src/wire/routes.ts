/**
 * The default authentication routes of the spec (doc 000 §2.1), by their configurable route key.
 * The server builds the links it mails from them (`FOYER_APP_URL` + route + query) and
 * `<login-box>` recognises them in the address bar, under any base path.
 */
export const AUTH_ROUTES = {
  authenticatedUrl: '/',
  loginUrl: '/account/login',
  stepUpUrl: '/account/step-up',
  logoutUrl: '/account/logout',
  activateUrl: '/account/activate',
  activateWithOTCUrl: '/account/activate/code',
  impersonationUrl: '/account/impersonate',
  acceptInvitationUrl: '/account/invitation/accept',
  acceptInvitationWithOTCUrl: '/account/invitation/code',
  forgetPasswordUrl: '/account/forget-password',
  resetPhoneNumberUrl: '/account/reset-phone-number',
  resetPasswordUrl: '/account/reset-password',
  socialLoginCallbackUrl: '/account/social/success',
  signUpUrl: '/account/sign-up',
  oidcRedirectUrl: '/account/oidc/callback',
  samlCallbackUrl: '/account/saml/callback',
  magicLinkCallbackUrl: '/account/login/magic-link',
  hostedLoginRedirectUrl: '/oauth/callback',
  openAppUrl: '/account/redirect',
  unlockAccountUrl: '/account/unlock',
  mfaMobileAuthenticatorUrl: '/account/mfa-mobile-authenticator',
} as const

/** A route key of {@link AUTH_ROUTES}. */
export type AuthRouteKey = keyof typeof AUTH_ROUTES
