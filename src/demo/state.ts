import { DEMO_PERMISSIONS, demoRole } from './fixtures/roles'
import { DEMO_SESSION_SECONDS, DEMO_TENANT } from './fixtures/tenant'
import { createDemoUsers } from './fixtures/users'
import { readDemoSession, writeDemoSession } from './session-flag'
import { createDemoToken } from './token'
import type { LoginResponse, UserProfile, UserV3 } from '../api'

/** In-memory state of one demo handler. */
export interface DemoState {
  /** The canned users; the first is the signed-in admin. */
  users: UserV3[]
  /** Access tokens issued and not yet logged out. */
  tokens: Set<string>
  /** Email signed in, when sessionStorage is unavailable (e.g. in Node). */
  signedInEmail: string | null
}

/** Creates the demo state with users dated relative to `now`. */
export function createDemoState(now: number): DemoState {
  return { users: createDemoUsers(now), tokens: new Set(), signedInEmail: null }
}

/** "jane.doe-smith@x.com" -> "Jane Doe Smith". */
const nameFromEmail = (email: string): string =>
  (email.split('@')[0] ?? email)
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ') || email

/** The email signed in to this tab's demo, if any. */
export function demoSessionEmail(state: DemoState): string | null {
  const stored = readDemoSession()
  return stored === undefined ? state.signedInEmail : stored
}

/** Makes `email` the canned admin: the first user takes it (a canned user with it steps aside). */
function becomeAdmin(state: DemoState, email: string): UserV3 {
  const [admin, ...others] = state.users
  if (!admin) throw new Error('The demo has no users')
  const signedIn: UserV3 = { ...admin, email, name: nameFromEmail(email) }
  const lower = email.toLowerCase()
  state.users = [signedIn, ...others.filter((user) => user.email.toLowerCase() !== lower)]
  return signedIn
}

/** The signed-in admin's profile (`me`). */
export function demoProfile(state: DemoState): UserProfile | null {
  const admin = state.users[0]
  if (!admin || demoSessionEmail(state) === null) return null
  return {
    ...admin,
    roles: [demoRole('Admin')],
    rolesIds: [demoRole('Admin').id],
    permissions: DEMO_PERMISSIONS,
    lastLogin: new Date().toISOString(),
  }
}

/** Signs `email` in: remembers it for the tab and answers like the server's login. */
export function signInDemo(state: DemoState, email: string, now: number): LoginResponse {
  writeDemoSession(email)
  state.signedInEmail = email
  becomeAdmin(state, email)
  const profile = demoProfile(state)
  if (!profile) throw new Error('The demo sign-in did not stick')
  const iat = Math.floor(now / 1000)
  const exp = iat + DEMO_SESSION_SECONDS
  const accessToken = createDemoToken({
    sub: profile.id,
    email: profile.email,
    name: profile.name,
    tenantId: DEMO_TENANT.tenantId,
    tenantIds: [DEMO_TENANT.tenantId],
    roles: profile.roles.map((role) => role.key),
    permissions: profile.permissions.map((permission) => permission.key),
    type: 'userToken',
    iss: 'foyer-demo',
    iat,
    exp,
  })
  state.tokens.add(accessToken)
  return {
    ...profile,
    mfaRequired: false,
    accessToken,
    expires: new Date(exp * 1000).toUTCString(),
    expiresIn: DEMO_SESSION_SECONDS,
    exp,
  }
}

/** Ends the demo session of the tab. */
export function signOutDemo(state: DemoState): void {
  writeDemoSession(null)
  state.signedInEmail = null
  state.tokens.clear()
}
