import { DEMO_DEFAULT_PLAN_ID } from './fixtures/entitlements'
import { DEMO_SESSION_SECONDS, DEMO_TENANT } from './fixtures/tenant'
import { createDemoUsers } from './fixtures/users'
import { demoPersona } from './persona'
import { readDemoSession, writeDemoSession } from './session-flag'
import { createDemoToken } from './token'
import type { LoginResponse, PlanAssignment, UserProfile, UserV3 } from '../api'

/** In-memory state of one demo handler. */
export interface DemoState {
  /** The canned users; the first is the signed-in admin. */
  users: UserV3[]
  /** Access tokens issued and not yet logged out. */
  tokens: Set<string>
  /** Email signed in, when sessionStorage is unavailable (e.g. in Node). */
  signedInEmail: string | null
  /** Plan assignments (entitlements v2), the demo tenant's first. */
  assignments: PlanAssignment[]
  /** Vendor tokens issued by `POST /auth/vendor` for the management endpoints. */
  vendorTokens: Set<string>
}

/** Creates the demo state with users dated relative to `now`. */
export function createDemoState(now: number): DemoState {
  return {
    users: createDemoUsers(now),
    tokens: new Set(),
    signedInEmail: null,
    assignments: [
      {
        id: 'entitlement-1',
        planId: DEMO_DEFAULT_PLAN_ID,
        tenantId: DEMO_TENANT.tenantId,
        userId: null,
        expirationDate: null,
        createdAt: new Date(now).toISOString(),
      },
    ],
    vendorTokens: new Set(),
  }
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

/** The signed-in user's profile (`me`): the first canned user, with the email's persona. */
export function demoProfile(state: DemoState): UserProfile | null {
  const admin = state.users[0]
  const email = demoSessionEmail(state)
  if (!admin || email === null) return null
  const persona = demoPersona(email)
  return {
    ...admin,
    roles: [persona.role],
    rolesIds: [persona.role.id],
    permissions: persona.permissions,
    ...(persona.superUser ? { superUser: true as const } : {}),
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
