/**
 * The demo's features, one module each: a new feature is its module file plus one line here.
 * The transport registers them sorted by export name, and no module may answer a path another
 * module serves (test/demo/modules.test.ts checks it). Export `DemoModule`s only.
 */
export { auth } from './auth' // public configuration, sign-in, refresh, sign-out
export { entitlements } from './entitlements' // the user's bundle, vendor token, plan management
export { flags } from './flags' // admin feature flags
export { me } from './me' // the signed-in user's profile, tenants and authorization
export { passwordless } from './passwordless' // magic links and one-time codes, shown as demo notices
export { roles } from './roles' // the tenant's roles
export { users } from './users' // users v3 list and roles, add and remove a user
