import { INVITATION_PATHS } from '../api/invitations'
import { announceDemoMail, demoLinkToken, isDemoLinkToken } from './demo-links'
import { DEMO_TENANT } from './fixtures/tenant'
import { fail, field, ok } from './http'
import { storedMap } from './stored-map'
import type { DemoModule } from './app'
import type { DemoState } from './state'

interface DemoInvitation {
  userId: string
  email: string
  used: boolean
}

/**
 * Each demo's invitation links by token (the state object is the demo's identity), kept in
 * sessionStorage so the link of the notice still works on the page it opens.
 */
const invitationsOf = new WeakMap<DemoState, ReturnType<typeof storedMap<DemoInvitation>>>()

const linksOf = (state: DemoState) => {
  let links = invitationsOf.get(state)
  if (!links) {
    links = storedMap<DemoInvitation>('foyer-demo-invitations')
    invitationsOf.set(state, links)
  }
  return links
}

/**
 * What the server does when someone is invited: a fresh link (older ones of the person retired),
 * announced in the box as the mail the server would send.
 */
export function inviteInDemo(state: DemoState, user: { id: string; email: string }): void {
  const links = linksOf(state)
  for (const invitation of links.values()) if (invitation.userId === user.id) invitation.used = true
  const token = demoLinkToken()
  links.set(token, { userId: user.id, email: user.email, used: false })
  links.save()
  announceDemoMail(user.email, `You are invited to ${DEMO_TENANT.name}`, 'acceptInvitationUrl', {
    userId: user.id,
    token,
  })
}

const refusal = (token: unknown) =>
  fail(
    400,
    isDemoLinkToken(token)
      ? 'This invitation is invalid or has expired'
      : 'Invalid token specified',
  )

/**
 * Invitations as the server answers them: the link's check (whether a password is needed), accepting
 * (the demo's invited people have no password yet, so they choose one), accepting with a code (the
 * demo sends none, so every code is refused as the server refuses an unknown one) and resending.
 */
export const invitations: DemoModule = ({ state, route, signedIn }) => {
  const pending = (userId: unknown, token: unknown) => {
    const invitation = typeof token === 'string' ? linksOf(state).get(token) : undefined
    return invitation && !invitation.used && invitation.userId === userId ? invitation : undefined
  }

  route('POST', INVITATION_PATHS.strategy, ({ body }) => {
    const invitation = pending(field(body, 'userId'), field(body, 'token'))
    if (!invitation) return refusal(field(body, 'token'))
    return ok({ shouldSetPassword: true, email: invitation.email, verified: false })
  })

  route('POST', INVITATION_PATHS.accept, ({ body }) => {
    const token = field(body, 'token')
    const invitation = pending(field(body, 'userId'), token)
    if (!invitation) return refusal(token)
    const password = field(body, 'password')
    if (typeof password !== 'string') {
      return fail(400, 'password: choose a password to accept the invitation')
    }
    // The spec's demo password rules: 6 to 128 characters.
    if ([...password].length < 6) return fail(400, 'Password must be at least 6 characters long')
    if ([...password].length > 128) return fail(400, 'Password must be at most 128 characters long')
    invitation.used = true
    linksOf(state).save()
    state.users = state.users.map((user) =>
      user.id === invitation.userId ? { ...user, verified: true, activatedForTenant: true } : user,
    )
    return ok({})
  })

  route('POST', INVITATION_PATHS.acceptWithCode, ({ body }) => {
    const token = field(body, 'token')
    return pending(field(body, 'userId'), token)
      ? fail(400, 'This invitation is invalid or has expired')
      : refusal(token)
  })

  route(
    'POST',
    INVITATION_PATHS.resend,
    signedIn(({ body }) => {
      const email = field(body, 'email')
      const user = state.users.find(
        (candidate) =>
          typeof email === 'string' &&
          candidate.email.toLowerCase() === email.trim().toLowerCase() &&
          !candidate.activatedForTenant,
      )
      if (!user) return fail(404, 'No pending invitation for this email in this account')
      inviteInDemo(state, user)
      return ok({})
    }),
  )
}
