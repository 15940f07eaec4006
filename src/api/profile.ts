import { ApiError } from './errors'
import type { ApiClient } from './client'
import type { Page, UserProfile } from './types'

const USERS = '/identity/resources/users'

/** Paths of the profile page (wire-api §5.3 row 10, §5.4 rows 2-6, §5.11, §5.12). */
export const PROFILE_PATHS = {
  me: `${USERS}/v2/me`,
  picture: '/team/resources/profile/me/image/v1',
  changePassword: `${USERS}/v1/passwords/change`,
  email: `${USERS}/v1/email/me`,
  verifyEmail: `${USERS}/v1/email/me/verify`,
  myUsername: '/identity/resources/usernames/v1/me',
  usernames: '/identity/resources/usernames/v1',
  /** A route pattern (the demo's); `deleteUsername` fills it in. */
  username: '/identity/resources/usernames/v1/:username',
  phoneNumbers: `${USERS}/phone-numbers/v1`,
  verifyPhoneNumber: `${USERS}/phone-numbers/v1/verify`,
  /** Route patterns (the demo's); the functions fill them in. */
  phoneNumber: `${USERS}/phone-numbers/v1/:phoneId`,
  verifyDeletePhoneNumber: `${USERS}/phone-numbers/v1/:phoneId/delete/verify`,
} as const

/** What the profile page edits. `metadata` is JSON text (address, jobTitle…). */
export interface ProfileInput {
  name?: string
  metadata?: string
  /** A base64 data-URL image, or null to remove the picture. */
  profilePictureUrl?: string | null
}

/** A phone number of the signed-in user (`IPhoneNumber`). */
export interface PhoneNumber {
  id: string
  phoneNumber: string
  verified: boolean
  createdAt: string
  updatedAt: string
}

/**
 * The picture part of an edit (spec §5): sent only when it is a base64 data-URL image that
 * differs from the current one, or null to remove it; anything else leaves the picture alone.
 */
export function pictureChange(
  current: string | null | undefined,
  next: string | null | undefined,
): { profilePictureUrl?: string | null } {
  if (next === null) return current ? { profilePictureUrl: null } : {}
  if (typeof next !== 'string' || !next.startsWith('data:image/') || next === current) return {}
  return { profilePictureUrl: next }
}

/** Saves the signed-in user's profile and answers it (the picture URL carries its `?t=`). */
export function updateProfile(
  client: ApiClient,
  input: ProfileInput,
  currentPicture?: string | null,
): Promise<UserProfile> {
  const { profilePictureUrl, ...rest } = input
  return client.put(PROFILE_PATHS.me, {
    ...rest,
    ...pictureChange(currentPicture, profilePictureUrl),
  })
}

/** Changes the password; `endOtherSessions` signs out every other session of the user. */
export function changePassword(
  client: ApiClient,
  input: { password: string; newPassword: string; endOtherSessions?: boolean },
): Promise<{ endedSessions: number }> {
  return client.post(PROFILE_PATHS.changePassword, input)
}

/** Mails a code to the new address. */
export async function requestEmailChange(client: ApiClient, email: string): Promise<void> {
  await client.post(PROFILE_PATHS.email, { email })
}

/** Makes the new address the account's with the mailed code. */
export async function verifyEmailChange(
  client: ApiClient,
  input: { email: string; code: string },
): Promise<void> {
  await client.post(PROFILE_PATHS.verifyEmail, input)
}

/**
 * The signed-in user's username, or null without one. Foyer's server puts it in `users/v2/me`
 * (one request, and no 404 in the console for everyone without one); a server that leaves it out
 * is asked `usernames/v1/me`, whose 404 means none.
 */
export async function getMyUsername(client: ApiClient): Promise<string | null> {
  const profile = await client.get<{ username?: string | null }>(PROFILE_PATHS.me)
  if (profile.username !== undefined) return profile.username
  try {
    return (await client.get<{ username: string }>(PROFILE_PATHS.myUsername)).username
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/**
 * Saves a username by the spec's rules (§5): the same value does nothing; a change deletes the
 * old one first; an empty new value only deletes.
 */
export async function saveUsername(
  client: ApiClient,
  current: string | null,
  next: string,
): Promise<void> {
  const wanted = next.trim()
  if (wanted === (current ?? '')) return
  if (current) {
    await client.delete(PROFILE_PATHS.username.replace(':username', encodeURIComponent(current)))
  }
  if (wanted !== '') await client.post(PROFILE_PATHS.usernames, { username: wanted })
}

/** The signed-in user's phone numbers, the first page of ten (`_limit 10`, the most a user keeps). */
export function listPhoneNumbers(client: ApiClient): Promise<Page<PhoneNumber>> {
  return client.get<Page<PhoneNumber>>(PROFILE_PATHS.phoneNumbers, { _limit: 10, _offset: 0 })
}

/** Adds a number and texts it a code; answers the code's id for `verifyPhoneNumber`. */
export function addPhoneNumber(
  client: ApiClient,
  phoneNumber: string,
): Promise<{ otcToken: string }> {
  return client.post(PROFILE_PATHS.phoneNumbers, { phoneNumber })
}

/** Verifies a number with its texted code. */
export async function verifyPhoneNumber(
  client: ApiClient,
  input: { otcToken: string; code: string },
): Promise<void> {
  await client.post(PROFILE_PATHS.verifyPhoneNumber, input)
}

/**
 * Deletes a number: answers an empty `otcToken` when it is gone, else the id of the code texted
 * to it, for `verifyDeletePhoneNumber`.
 */
export function deletePhoneNumber(
  client: ApiClient,
  phoneId: string,
): Promise<{ phoneId: string; otcToken: string }> {
  return client.delete(PROFILE_PATHS.phoneNumber.replace(':phoneId', encodeURIComponent(phoneId)))
}

/** Deletes a verified number with the code texted to it. */
export async function verifyDeletePhoneNumber(
  client: ApiClient,
  phoneId: string,
  input: { otcToken: string; code: string },
): Promise<void> {
  const path = PROFILE_PATHS.verifyDeletePhoneNumber.replace(
    ':phoneId',
    encodeURIComponent(phoneId),
  )
  await client.post(path, input)
}
