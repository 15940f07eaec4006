import { auth } from './auth'
import { entitlements } from './entitlements'
import { flags } from './flags'
import { me } from './me'
import { roles } from './roles'
import { users } from './users'
import type { DemoModule } from './app'

/** The demo's features, one module each; a new feature is its module file plus one line here. */
export const DEMO_MODULES: readonly DemoModule[] = [
  auth, // public configuration, sign-in, refresh, sign-out
  me, // the signed-in user's profile, tenants and authorization
  users, // users v3 list and roles, add and remove a user
  roles, // the tenant's roles
  flags, // admin feature flags
  entitlements, // the user's bundle, vendor token, plan management
]
