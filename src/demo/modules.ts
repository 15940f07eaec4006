import { auth } from './auth'
import { entitlements } from './entitlements'
import { flags } from './flags'
import { me } from './me'
import { roles } from './roles'
import { users } from './users'
import type { DemoModule } from './app'

/** The demo's features; a new feature is its module file plus one entry here. */
export const DEMO_MODULES: readonly DemoModule[] = [auth, me, users, roles, flags, entitlements]
