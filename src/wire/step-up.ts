/**
 * How recent (seconds) the second factor of a session must be to remove a second factor: the
 * server's guard and the privacy page's step-up request share it, so a step-up the page asks for
 * is always fresh enough for the removal that follows.
 */
export const FACTOR_REMOVAL_MAX_AGE = 5 * 60

/** Step-up's `acr` (spec §4.4): the OpenID PAPE multi-factor policy. */
export const MFA_ACR = 'http://schemas.openid.net/pape/policies/2007/06/multi-factor'
