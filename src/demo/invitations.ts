import { INVITATION_PATHS } from '../api/invitations'
import { announceDemoMail, demoLinkToken, isDemoLinkToken } from './demo-links'
import { DEMO_TENANT } from './fixtures/tenant'
import { fail, field, ok } from './http'
import { showDemoMessage } from './notices'
import { storedMap } from './stored-map'
import type { DemoModule } from './app'
import type { DemoRequest } from './router'
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

/**
 * The demo's invitation strategy: the server's default (`link`), or `code` when the page's address
 * asks for it (`?demo&demo-invitation=code`), so visitors can try accepting with a code.
 */
export function demoInvitationStrategy(): 'link' | 'code' {
  const asked = new URLSearchParams(globalThis.location?.search ?? '').get('demo-invitation')
  return asked === 'code' ? 'code' : 'link'
}

/** The newest code of each invited user (as on the server: 10 minutes, 5 tries). */
interface DemoCode {
  code: string
  expires: number
  tries: number
}
const codesOf = new WeakMap<DemoState, Map<string, DemoCode>>()
const CODE_TTL_MS = 10 * 60 * 1000

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
  const route =
    demoInvitationStrategy() === 'code' ? 'acceptInvitationWithOTCUrl' : 'acceptInvitationUrl'
  announceDemoMail(user.email, `You are invited to ${DEMO_TENANT.name}`, route, {
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
 * Invitations as the server answers them: the link's check (whether a password is needed, and the
 * strategy), accepting (the demo's invited people have no password yet, so they choose one),
 * sending a code (shown as a demo notice) and accepting with it, and resending.
 */
export const invitations: DemoModule = ({ state, route, signedIn }) => {
  const pending = (userId: unknown, token: unknown) => {
    const invitation = typeof token === 'string' ? linksOf(state).get(token) : undefined
    return invitation && !invitation.used && invitation.userId === userId ? invitation : undefined
  }

  route('POST', INVITATION_PATHS.strategy, ({ body }) => {
    const invitation = pending(field(body, 'userId'), field(body, 'token'))
    if (!invitation) return refusal(field(body, 'token'))
    return ok({
      shouldSetPassword: true,
      email: invitation.email,
      verified: false,
      acceptWith: demoInvitationStrategy(),
    })
  })

  const codes = codesOf.get(state) ?? new Map<string, DemoCode>()
  codesOf.set(state, codes)

  route('POST', INVITATION_PATHS.sendCode, ({ body, now }) => {
    const invitation = pending(field(body, 'userId'), field(body, 'token'))
    if (!invitation) return refusal(field(body, 'token'))
    const code = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')
    codes.set(invitation.userId, { code, expires: now + CODE_TTL_MS, tries: 0 })
    const subject = `Your code to join ${DEMO_TENANT.name}`
    showDemoMessage({ channel: 'mail', to: invitation.email, subject, code })
    const at = invitation.email.lastIndexOf('@')
    const destination = `${invitation.email.slice(0, 1)}•••${invitation.email.slice(at)}`
    return ok({ channel: 'email', destination })
  })

  const accept = ({ body, now }: DemoRequest, withCode: boolean) => {
    const token = field(body, 'token')
    const invitation = pending(field(body, 'userId'), token)
    if (!invitation) return refusal(token)
    if (!withCode && demoInvitationStrategy() === 'code') {
      return fail(400, 'code: enter the code we sent you to accept this invitation')
    }
    if (withCode) {
      const sent = codes.get(invitation.userId)
      if (!sent || sent.expires <= now || sent.tries >= 5) return refusal(token)
      if (sent.code !== field(body, 'code')) {
        sent.tries += 1
        return refusal(token)
      }
    }
    const password = field(body, 'password')
    if (typeof password !== 'string') {
      return fail(400, 'password: choose a password to accept the invitation')
    }
    // The spec's demo password rules: 6 to 128 characters.
    if ([...password].length < 6) return fail(400, 'Password must be at least 6 characters long')
    if ([...password].length > 128) return fail(400, 'Password must be at most 128 characters long')
    invitation.used = true
    codes.delete(invitation.userId)
    linksOf(state).save()
    state.users = state.users.map((user) =>
      user.id === invitation.userId ? { ...user, verified: true, activatedForTenant: true } : user,
    )
    return ok({})
  }

  route('POST', INVITATION_PATHS.accept, (request) => accept(request, false))
  route('POST', INVITATION_PATHS.acceptWithCode, (request) => accept(request, true))

  route(
    'POST',
    INVITATION_PATHS.resend,
    signedIn(({ body }) => {
      const email = field(body, 'email')
      const user = state.users.find(
        (candidate) =>
          typeof email === 'string' &&
          candidate.email?.toLowerCase() === email.trim().toLowerCase() &&
          !candidate.activatedForTenant,
      )
      if (!user?.email) return fail(404, 'No pending invitation for this email in this account')
      inviteInDemo(state, { id: user.id, email: user.email })
      return ok({})
    }),
  )
}
