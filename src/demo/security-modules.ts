/**
 * The demo's modules for the signed-in user's own account and its security: the profile, personal
 * API tokens, second factors, passkeys, sessions and the reverification their changes need. Like
 * `portal-modules.ts`, a chunk of their own that the transport fetches as it is created and every
 * request awaits before routing (the box's MFA steps and passkey prompt use them too, always after
 * the first request), kept apart so neither chunk outgrows its budget: no module of one list
 * imports one of the other. The transport registers both lists' modules together, sorted by export
 * name. No module may answer a path another module of any list serves (test/demo/modules.test.ts
 * checks it). Export `DemoModule`s only.
 */
export { reverification } from './reverification' // the password proof before a sensitive change
export { sessions } from './sessions' // my sessions, an administrator's revocation
export { mfaWebauthn } from './mfa-webauthn' // security keys as a second factor (box and privacy page)
export { passkeysManagement } from './passkeys-management' // the user's passkeys: create (box's prompt, privacy page), list, delete
export { mfa } from './mfa' // the second factor: authenticator app, enrolment, recovery code (with the privacy page's)
export { mfaSms } from './mfa-sms' // the SMS factor (codes as demo notices), enrolment at sign-in, step-up
export { apiTokens } from './api-tokens' // personal API tokens and the sign-in with one
export { profile } from './profile' // the profile page: edits, username, phone numbers, password, email
export { tenantApiTokens } from './tenant-api-tokens' // the account's API and access tokens (beside the personal ones), roles within the persona's own
export { impersonation } from './impersonation' // acting as a sample member: the act claim until sign-out or 30 minutes
export { ssoSaml } from './sso-saml' // SAML sign-in through the box's SAML callback route (saml.example), a second factor when owed
