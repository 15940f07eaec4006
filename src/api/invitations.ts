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
  inviteLink: '/identity/resources/tenants/invites/v1/user',
  verifyInviteLink: '/identity/resources/tenants/invites/v1/verify',
} as const

/** What accepting an invitation needs from the person. */
export interface InvitationStrategy {
  shouldSetPassword: boolean
  email: string
  /** Already verified: accepting verifies nobody (no `user-verified`). */
  verified: boolean
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
