/**
 * The demo's features, one module each: a new feature is its module file plus one line here or, for
 * the admin portal's pages, in `portal-modules.ts` (the box's rarer flows: `flow-modules.ts`). These are the sign-in box's and every element's
 * (sign-in and its flows, the session, configuration, flags, entitlements, sign-in with a
 * passkey): the transport registers them at once, sorted by export name, then the portal's. No
 * module may answer a path another module of either list serves (test/demo/modules.test.ts checks
 * it). Export `DemoModule`s only.
 */
export { auth } from './auth' // sign-in, refresh, sign-out
export { configuration } from './configuration' // public configuration, strategies, password policy
export { entitlements } from './entitlements' // the user's bundle, vendor token, plan management
export { flags } from './flags' // admin feature flags
export { me } from './me' // the signed-in user's profile, tenants and authorization
export { passkeys } from './passkeys' // passkeys: sign-in with one (their management: the portal's)
export { passwordless } from './passwordless' // magic links and one-time codes, shown as demo notices
export { signUp } from './sign-up' // sign-up (activation mail as a demo notice)
export { sso } from './sso' // enterprise SSO: pre-login by domain, the OIDC callback
