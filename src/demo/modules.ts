/**
 * The demo's features, one module each: a new feature is its module file plus one line here.
 * The transport registers them sorted by export name, and no module may answer a path another
 * module serves (test/demo/modules.test.ts checks it). Export `DemoModule`s only.
 */
export { accountSettings } from './account-settings' // account settings per tenant, logo, custom login
export { activation } from './activation' // account activation by link or code, resend
export { apiTokens } from './api-tokens' // personal API tokens and the sign-in with one
export { auth } from './auth' // sign-in, refresh, sign-out
export { configuration } from './configuration' // public configuration, strategies, password policy
export { entitlements } from './entitlements' // the user's bundle, vendor token, plan management
export { flags } from './flags' // admin feature flags
export { invitations } from './invitations' // accepting and resending invitations
export { me } from './me' // the signed-in user's profile, tenants and authorization
export { mfa } from './mfa' // the second factor: authenticator app, enrolment, recovery code
export { recovery } from './recovery' // forgot and reset password, reset phone number
export { passkeys } from './passkeys' // passkeys: sign-in with one, the user's list
export { passwordless } from './passwordless' // magic links and one-time codes, shown as demo notices
export { profile } from './profile' // the profile page: edits, username, phone numbers, password, email
export { roles } from './roles' // the tenant's roles
export { sessionConfiguration } from './session-configuration' // the tenant's session rules
export { sessions } from './sessions' // my sessions, an administrator's revocation
export { signUp } from './sign-up' // sign-up (activation mail as a demo notice)
export { tenants } from './tenants' // switching between the persona's two tenants
export { unlock } from './unlock' // unlock link and administrator's unlock
export { users } from './users' // users v3 list and roles, add and remove a user
