import { INVITATION_PATHS } from './invitations'
import type { ApiClient } from './client'

/** A tenant's standing invite link (`IInviteUserLinkResponse`, wire-api §5.4 rows 16-20). */
export interface InviteLink {
  id: string
  vendorId: string
  tenantId: string
  userId?: string
  /** Whoever opens the sign-up page with it joins the tenant. */
  token: string
  /** ISO date after which the token stops working. */
  expires: string
  shouldSendEmail?: boolean
  roleIds?: string[]
  /**
   * Foyer's addition: the address to share, the app's sign-up route with the token, built by the
   * server from its configured app address (in demo mode, this page's, keeping `?demo`).
   */
  url?: string
}

/** What creating or updating the link may set. */
export interface InviteLinkSettings {
  expiresInMinutes?: number
  shouldSendEmail?: boolean
}

/** What the vendor allows of invite links (wire §5.4 row 21). */
export interface InviteLinkConfiguration {
  /** Tenants may have an invite link at all. */
  tenantInvitationsAllowed: boolean
  /** The link's owner may choose to be mailed when someone joins through it (`shouldSendEmail`). */
  emailsEnabled: boolean
}

/** What the vendor allows of invite links. */
export function getInviteLinkConfiguration(client: ApiClient): Promise<InviteLinkConfiguration> {
  return client.get(INVITATION_PATHS.inviteLinkConfiguration)
}

/** The life of a new link: 43200 minutes (30 days), the spec's default. */
export const INVITE_LINK_MINUTES = 43_200

/** The tenant's invite link; a 404 when it has none. */
export function getInviteLink(client: ApiClient): Promise<InviteLink> {
  return client.get(INVITATION_PATHS.inviteLink)
}

/** Creates the tenant's invite link (a new token; the old one stops working). */
export function createInviteLink(
  client: ApiClient,
  settings: InviteLinkSettings = { expiresInMinutes: INVITE_LINK_MINUTES },
): Promise<InviteLink> {
  return client.post(INVITATION_PATHS.inviteLink, settings)
}

/** Changes the link's expiry (counted from now) or whether joining mails its owner; the token stays. */
export function updateInviteLink(
  client: ApiClient,
  settings: InviteLinkSettings,
): Promise<InviteLink> {
  return client.patch(INVITATION_PATHS.inviteLink, settings)
}

/** Deletes the tenant's invite link: its token stops working at once. */
export async function deleteInviteLink(client: ApiClient): Promise<void> {
  await client.delete(INVITATION_PATHS.inviteLink)
}
