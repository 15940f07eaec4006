/**
 * The demo's modules for the sign-in box's rarer flows (activation, recovery, a breached or expired
 * password, an unlock link, hosted login, social sign-in and custom providers): a chunk of their own, fetched with the portal's as the transport is created (every
 * request waits for them before routing), so the box's demo chunk (`modules.ts`) stays within its
 * budget. The same rules hold as in the other lists (no module answers a path another serves:
 * test/demo/modules.test.ts).
 */
export { recovery } from './recovery' // forgot and reset password, reset phone number
export { passwordRisk } from './password-risk' // renewal of a breached or expired password; captcha off
export { unlock } from './unlock' // unlock link and administrator's unlock
export { activation } from './activation' // account activation by link or code, resend
export { hostedLogin } from './hosted-login' // hosted login's /oauth/authorize and /oauth/token: a demo code for the tab's session, PKCE checked
export { social } from './social' // social sign-in: the providers list and a post-login without a provider
export { customSocial } from './custom-social' // custom social providers: the list (its post-login is social's)
