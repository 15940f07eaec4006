import { pathWith } from './build-url'
import { TEAM_PATHS } from './team-paths'
import type { ApiClient } from './client'
import type { TeamUser } from './types'

/**
 * The role ids to send for a user's new roles: a user who had roles and now has none is sent one
 * empty-string id (spec §4.8), which the server reads as "none".
 */
export function roleIdsToSend(before: readonly string[], after: readonly string[]): string[] {
  return after.length === 0 && before.length > 0 ? [''] : [...after]
}

/** Replaces a member's roles (`updateUser`); answers the member. */
export function updateUserRoles(
  client: ApiClient,
  input: { userId: string; before: readonly string[]; roleIds: readonly string[] },
): Promise<TeamUser> {
  return client.put(TEAM_PATHS.updateUser, {
    id: input.userId,
    roleIds: roleIdsToSend(input.before, input.roleIds),
  })
}

/** One per-user switch of the team page. */
export type UserSwitch = 'lock' | 'unlock' | 'disable' | 'enable'

/** Locks, unlocks, disables or enables a member (separate calls, as the wire has them). */
export async function switchUser(client: ApiClient, change: UserSwitch, userId: string) {
  await client.post(pathWith(TEAM_PATHS[change], { userId }))
}

/** Makes a member temporary for `expirationInSeconds` from now. */
export async function setUserExpiration(
  client: ApiClient,
  userId: string,
  expirationInSeconds: number,
): Promise<void> {
  await client.put(pathWith(TEAM_PATHS.temporary, { userId }), { expirationInSeconds })
}

/** Makes a temporary member permanent. */
export async function setPermanentUser(client: ApiClient, userId: string): Promise<void> {
  await client.delete(pathWith(TEAM_PATHS.temporary, { userId }))
}

/** Whether members can be made temporary. */
export function getTemporaryUsersConfiguration(client: ApiClient): Promise<{ enabled: boolean }> {
  return client.get(TEAM_PATHS.temporaryConfiguration)
}

/** Ends every session of a member. */
export async function revokeUserSessions(client: ApiClient, userId: string): Promise<void> {
  await client.post(TEAM_PATHS.revokeSessions, { userId })
}

/** Mails a pending invitation again; `allTenants` resends those of every tenant that invited them. */
export async function resendInvitation(
  client: ApiClient,
  email: string,
  allTenants = false,
): Promise<void> {
  await client.post(allTenants ? TEAM_PATHS.resendInvitationAll : TEAM_PATHS.resendInvitation, {
    email,
  })
}

/** Mails each member with a breached password a reset link. */
export async function resetBreachedPasswords(client: ApiClient): Promise<void> {
  await client.post(TEAM_PATHS.resetBreached)
}
