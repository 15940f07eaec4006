import { IMPERSONATION_PATHS } from '../api/impersonation'
import { fail, field, ok } from './http'
import { DEMO_ACT_KEY } from './session-flag'
import { signInDemo } from './state'
import type { DemoModule } from './app'

/** How long a demo impersonation lasts, as on the server. */
const IMPERSONATION_MS = 30 * 60 * 1000

/**
 * Impersonation (wire §5.15) in demo mode: any actor token acts as the vendor, on a sample member
 * of the tenant (`demo-user-03`, Sofia Rossi, for instance) with a reason; the account's
 * administrators are refused as on the server. The session then is that user's: its tokens carry
 * `act` through refreshes (`session-flag.ts`) until it signs out (End impersonation) or 30 minutes
 * pass.
 */
export const impersonation: DemoModule = ({ state, route }) => {
  route('POST', IMPERSONATION_PATHS.impersonate, ({ body, now }) => {
    const userId = field(body, 'impersonatedUserId')
    const actorToken = field(body, 'actorToken')
    const reason = field(body, 'reason')
    if (typeof actorToken !== 'string' || actorToken === '') {
      return fail(400, 'actorToken is required')
    }
    if (typeof reason !== 'string' || reason.trim() === '') {
      return fail(400, 'reason: say why you impersonate this user')
    }
    const user = state.users.find((candidate) => candidate.id === userId)
    const member = user?.tenants.find((tenant) => tenant.tenantId === state.tenantId)
    if (!user?.email || !member || user.id === state.adminId) {
      return fail(404, 'There is no such user in this account')
    }
    if (member.roles.some((role) => role.key === 'Admin')) {
      return fail(403, "An account's administrators cannot be impersonated")
    }
    const act = { sub: 'demo-vendor' }
    // The user's own rights, never the persona's: their role goes with the session.
    const role = member.roles[0]?.key ?? 'Viewer'
    state.actingRole = role
    // Kept for the tab (no storage in Node: there the impersonation lasts one token).
    globalThis.sessionStorage?.setItem(
      DEMO_ACT_KEY,
      JSON.stringify({ ...act, role, endsAt: now + IMPERSONATION_MS }),
    )
    const session = signInDemo(state, user.email, now, { act }, false)
    return ok({
      accessToken: session.accessToken,
      tokenType: 'Bearer',
      refreshToken: 'demo-impersonation',
      expiresIn: session.expiresIn,
      expires: session.expires,
    })
  })
}
