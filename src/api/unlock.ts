import type { ApiClient } from './client'

/** Paths of the unlock calls (wire-api §5.3 row 11; management `users/v1/{userId}/unlock`). */
export const UNLOCK_PATHS = {
  unlockMe: '/identity/resources/users/v3/me/unlock',
  /** A route pattern (the demo's); `unlockUser` fills it in. */
  unlockUser: '/identity/resources/users/v1/:userId/unlock',
} as const

/** Unlocks the account of an unlock link's token (no sign-in needed). */
export async function unlockAccount(
  client: ApiClient,
  input: { token: string; recaptchaToken?: string | undefined },
): Promise<void> {
  await client.post(UNLOCK_PATHS.unlockMe, input)
}

/** Unlocks a member of the caller's tenant (the team page; fe.secure.write.users). */
export async function unlockUser(client: ApiClient, userId: string): Promise<void> {
  await client.post(UNLOCK_PATHS.unlockUser.replace(':userId', encodeURIComponent(userId)), {})
}
