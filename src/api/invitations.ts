import type { ApiClient } from './client'

const USERS = '/identity/resources/users'

/** Paths of the invitation calls (wire-api §5.1 rows 15-18, §5.4 rows 8, 16-20), shared with the demo. */
export const INVITATION_PATHS = {
  invite: `${USERS}/v2`,
  resend: `${USERS}/v1/invitation/reset`,
  accept: `${USERS}/v1/invitation/accept`,
  acceptWithCode: `${USERS}/v1/invitation/accept/code`,
  /** Foyer's own: whether accepting needs a new password, and the email invited. */
  strategy: `${USERS}/v1/invitation/strategy`,
  /** Foyer's own: the code route opened; sends a fresh code (invitation strategy `code`). */
  sendCode: `${USERS}/v1/invitation/code`,
  inviteLink: '/identity/resources/tenants/invites/v1/user',
  verifyInviteLink: '/identity/resources/tenants/invites/v1/verify',
  inviteLinkConfiguration: '/identity/resources/tenants/invites/v1/configuration',
} as const

/** What accepting an invitation needs from the person. */
export interface InvitationStrategy {
  shouldSetPassword: boolean
  /** Null for an invited account without an email (it was invited before its email was taken away). */
  email: string | null
  /** Already verified: accepting verifies nobody (no `user-verified`). */
  verified: boolean
  /** The vendor's invitation strategy: `code` accepts only with a code sent when the route opens. */
  acceptWith?: 'link' | 'code'
}

/** Where an invitation code went: the channel and a masked address to show. */
export interface SentInvitationCode {
  channel: 'email' | 'sms'
  destination: string
}

/** Sends the invited person a fresh one-time code (10 minutes) for accepting with a code. */
export function sendInvitationCode(
  client: ApiClient,
  input: { userId: string; token: string },
): Promise<SentInvitationCode> {
  return client.post(INVITATION_PATHS.sendCode, input)
}

/** Whether accepting this invitation needs a new password (a 400 when the link does not work). */
export function getInvitationStrategy(
  client: ApiClient,
  input: { userId: string; token: string },
): Promise<InvitationStrategy> {
  return client.post(INVITATION_PATHS.strategy, input)
}

/** Accepts an invitation (with the password chosen by someone who has none yet). */
export async function acceptInvitation(
  client: ApiClient,
  input: { userId: string; token: string; password?: string },
): Promise<void> {
  await client.post(INVITATION_PATHS.accept, input)
}

/** Accepts an invitation with its one-time code. */
export async function acceptInvitationWithCode(
  client: ApiClient,
  input: { userId: string; token: string; code: string; password?: string },
): Promise<void> {
  await client.post(INVITATION_PATHS.acceptWithCode, input)
}

/** A user invited into the caller's tenant, as the team page shows it (`ITeamUser`). */
export interface InvitedUser {
  id: string
  email: string
  name: string
  tenantId: string
  roleIds: string[]
  activatedForTenant: boolean
  verified: boolean
  createdAt: string
}

/** Invites someone by email into the caller's tenant with roles (the team page's add user). */
export function inviteUser(
  client: ApiClient,
  input: { email: string; name?: string; phoneNumber?: string; roleIds?: string[] },
): Promise<InvitedUser> {
  return client.post(INVITATION_PATHS.invite, { ...input, provider: 'local' })
}

/** Mails a pending invitation of the caller's tenant again. */
export async function resendInvitation(client: ApiClient, input: { email: string }): Promise<void> {
  await client.post(INVITATION_PATHS.resend, input)
}

/** The name of the tenant an invite link's token joins (400 when it does not work). */
export function verifyInviteLink(client: ApiClient, input: { token: string }): Promise<string> {
  return client.post(INVITATION_PATHS.verifyInviteLink, input)
}
