import { INVITATION_PATHS } from '../api/invitations'
import { INVITE_LINK_MINUTES } from '../api/invite-links'
import { TEAM_PATHS } from '../api/team-paths'
import { demoLinkToken } from './demo-links'
import { DEMO_TENANT } from './fixtures/tenant'
import { fail, field, ok } from './http'
import { inviteInDemo } from './invitations'
import { demoLink } from './notices'
import type { InviteLink } from '../api/invite-links'
import type { DemoModule } from './app'

const MINUTE_MS = 60_000
// The server's bounds: up to a year, so a standing link never outlives anyone's memory of it.
const MAX_MINUTES = 525_600

const minutesOf = (body: unknown): number | null | undefined => {
  const value = field(body, 'expiresInMinutes')
  if (value === undefined) return undefined
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_MINUTES
    ? value
    : null
}

/**
 * The tenant's invitation link in demo mode, on the server's paths: created with a fresh token
 * (43200 minutes unless told), read, changed (expiry from now, mail choice; the token stays) and
 * deleted; plus the team-wide resend to every tenant (the demo has one) and the breached reset
 * (no demo member's password is breached, so it mails nobody, as the server would).
 */
export const inviteLinks: DemoModule = ({ state, route, signedIn }) => {
  let link: InviteLink | null = null
  const none = () => fail(404, 'This account has no invite link')

  route(
    'GET',
    INVITATION_PATHS.inviteLinkConfiguration,
    signedIn(() => ok({ tenantInvitationsAllowed: true, emailsEnabled: true })),
  )
  route(
    'GET',
    INVITATION_PATHS.inviteLink,
    signedIn(() => (link ? ok(link) : none()), 'fe.secure.read.users'),
  )
  route(
    'POST',
    INVITATION_PATHS.inviteLink,
    signedIn(({ body, now }) => {
      const minutes = minutesOf(body)
      if (minutes === null) return fail(400, 'expiresInMinutes: from 1 to 525600')
      const token = demoLinkToken()
      link = {
        id: crypto.randomUUID(),
        vendorId: DEMO_TENANT.vendorId,
        tenantId: DEMO_TENANT.tenantId,
        token,
        expires: new Date(now + (minutes ?? INVITE_LINK_MINUTES) * MINUTE_MS).toISOString(),
        shouldSendEmail: field(body, 'shouldSendEmail') === true,
        roleIds: [],
        url: demoLink('signUpUrl', { invitationToken: token }),
      }
      return ok(link)
    }, 'fe.secure.write.users'),
  )
  route(
    'PATCH',
    INVITATION_PATHS.inviteLink,
    signedIn(({ body, now }) => {
      if (!link) return none()
      const minutes = minutesOf(body)
      if (minutes === null) return fail(400, 'expiresInMinutes: from 1 to 525600')
      const send = field(body, 'shouldSendEmail')
      link = {
        ...link,
        ...(minutes === undefined
          ? {}
          : { expires: new Date(now + minutes * MINUTE_MS).toISOString() }),
        ...(typeof send === 'boolean' ? { shouldSendEmail: send } : {}),
      }
      return ok(link)
    }, 'fe.secure.write.users'),
  )
  route(
    'DELETE',
    INVITATION_PATHS.inviteLink,
    signedIn(() => {
      if (!link) return none()
      link = null
      return ok({})
    }, 'fe.secure.write.users'),
  )

  route(
    'POST',
    TEAM_PATHS.resendInvitationAll,
    signedIn(({ body }) => {
      const email = field(body, 'email')
      const user = state.users.find(
        (candidate) =>
          typeof email === 'string' &&
          candidate.email?.toLowerCase() === email.trim().toLowerCase() &&
          !candidate.activatedForTenant,
      )
      if (!user?.email) return fail(404, 'No pending invitation for this email')
      inviteInDemo(state, { id: user.id, email: user.email })
      return ok({})
    }, 'fe.secure.write.users'),
  )
  route(
    'POST',
    TEAM_PATHS.resetBreached,
    signedIn(() => ok({}), 'fe.secure.write.users'),
  )
}
