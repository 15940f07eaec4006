import { DEMO_SESSION_SECONDS, DEMO_TENANT } from './fixtures/tenant'
import { createDemoUsers, createSecondTenantUsers } from './fixtures/users'
import { demoPersona } from './persona'
import {
  forgetDemoAct,
  readDemoActRole,
  readDemoSession,
  writeDemoAuthTime,
  writeDemoSession,
} from './session-flag'
import { DEMO_TENANTS } from './tenants'
import { createDemoToken } from './token'
import type { LoginResponse, UserProfile, UserV3 } from '../api'

/**
 * The identity core of one demo transport that every feature shares: the tenant's users and the
 * session. Feature state lives in each feature's module.
 */
export interface DemoState {
  /** The tenant's users, an added one first. */
  users: UserV3[]
  /** Id of the canned admin whose email and name a demo sign-in takes. */
  adminId: string
  /** Access tokens issued and not yet logged out. */
  tokens: Set<string>
  /** Email signed in, when sessionStorage is unavailable (e.g. in Node). */
  signedInEmail: string | null
  /** When it signed in (ms), when sessionStorage is unavailable: reverification's clock. */
  signedInAt: number | null
  /** The tenant the session works in (the persona has two: `tenants.ts`). */
  tenantId: string
  /** Tenant names changed by the account settings, by tenant id. */
  tenantNames: Map<string, string>
  /** The impersonated user's own role, when sessionStorage is unavailable (`impersonation.ts`). */
  actingRole?: string | undefined
}

/** The role an impersonation session acts with: the impersonated user's own. */
const actingRoleOf = (state: DemoState): string | undefined =>
  state.actingRole ?? readDemoActRole(Date.now())

/** Creates the demo state with users dated relative to `now`. */
export function createDemoState(now: number): DemoState {
  const users = createDemoUsers(now)
  const admin = users[0]
  if (!admin) throw new Error('The demo has no users')
  return {
    users: [...users, ...createSecondTenantUsers(now)],
    adminId: admin.id,
    tokens: new Set(),
    signedInEmail: null,
    signedInAt: null,
    tenantId: DEMO_TENANT.tenantId,
    tenantNames: new Map(),
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

/** Makes `email` the canned admin's (another user with that email steps aside). */
function becomeAdmin(state: DemoState, email: string): void {
  const lower = email.toLowerCase()
  state.users = state.users.flatMap((user) => {
    // The persona's own row shows its real role (a viewer@ sign-in is no Admin in the list).
    if (user.id === state.adminId) {
      const roles = [demoPersona(email, actingRoleOf(state)).role]
      const tenants = user.tenants.map((tenant) => ({ ...tenant, roles }))
      return [{ ...user, email, name: nameFromEmail(email), tenants }]
    }
    return user.email?.toLowerCase() === lower ? [] : [user]
  })
}

/** The signed-in user's profile (`me`): the canned admin, with the email's persona. */
export function demoProfile(state: DemoState): UserProfile | null {
  const admin = state.users.find((user) => user.id === state.adminId)
  const email = demoSessionEmail(state)
  if (!admin || email === null) return null
  const persona = demoPersona(email, actingRoleOf(state))
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
export function signInDemo(
  state: DemoState,
  email: string,
  now: number,
  claims: Record<string, unknown> = {},
  /** False for a refresh or a step-up's new token: the sign-in time stays (reverification). */
  fresh = true,
): LoginResponse {
  writeDemoSession(email)
  if (fresh) {
    writeDemoAuthTime(now)
    state.signedInAt = now
    // A sign-in of its own is nobody's impersonation.
    state.actingRole = undefined
    forgetDemoAct()
  }
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
    tenantId: state.tenantId,
    tenantIds: DEMO_TENANTS.map((tenant) => tenant.tenantId),
    roles: profile.roles.map((role) => role.key),
    permissions: profile.permissions.map((permission) => permission.key),
    type: 'userToken',
    iss: 'foyer-demo',
    iat,
    exp,
    ...claims,
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
  writeDemoAuthTime(null)
  state.signedInAt = null
  state.signedInEmail = null
  state.actingRole = undefined
  state.tokens.clear()
}
