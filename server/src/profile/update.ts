import { normalisePhone } from '../delivery/phone'
import { badRequest } from '../http/api-error'
import { decodeDataUrl, PICTURE_PATH, removePicture, savePicture } from './picture'
import type { ChangeOutcome, ChangeScope } from '../audit/audited-change'

/** The profile fields a user edits about themselves (`Partial<IUpdateUserDto>` of the wire). */
export interface ProfileUpdate {
  name?: string | undefined
  phoneNumber?: string | undefined
  metadata?: string | undefined
  /** A base64 data-URL image to keep; null removes the picture; the current one's URL keeps it. */
  profilePictureUrl?: string | null | undefined
}

/** Fields of `metadata` the profile page edits; each a string of at most this many characters. */
export const PROFILE_METADATA_FIELDS = { address: 300, jobTitle: 120 } as const

/** The longest metadata text kept: it travels in every profile answer. */
export const METADATA_MAX_LENGTH = 4096

/** Parses profile metadata: JSON text of an object whose known fields are short strings. */
export const parseProfileMetadata = (text: string): Record<string, unknown> => {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw badRequest('metadata must be JSON text of an object')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest('metadata must be JSON text of an object')
  }
  for (const [field, max] of Object.entries(PROFILE_METADATA_FIELDS)) {
    const value: unknown = Reflect.get(parsed, field)
    if (value === undefined) continue
    if (typeof value !== 'string') throw badRequest(`metadata.${field} must be a string`)
    if (value.length > max) {
      throw badRequest(`metadata.${field} must be at most ${max} characters long`)
    }
  }
  return parsed as Record<string, unknown>
}

/** Applies the picture part of an edit; answers whether the picture changed. */
const updatePicture = async (
  trx: ChangeScope['trx'],
  userId: string,
  value: string | null | undefined,
  now: Date,
): Promise<boolean> => {
  if (value === undefined) return false
  if (value === null) return removePicture(trx, userId)
  const picture = decodeDataUrl(value)
  if (picture) return savePicture(trx, userId, picture, now)
  const current = await trx
    .selectFrom('user_pictures')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  // The URL the profile answered (any `?t=`): the page saves the picture it was given back.
  const path = value.split('?')[0] ?? ''
  if (current && path.endsWith(`${PICTURE_PATH}/${current.id}`)) return false
  throw badRequest('profilePictureUrl must be a base64 data URL of an image, or null')
}

/**
 * Applies a user's edit of their own profile in `scope`'s transaction and names the fields that
 * changed for the audit row. A phone number may only be repeated here: a new number is confirmed
 * by a texted code first (`users/v1/phone`), since it signs in by SMS and receives reset codes.
 */
export const updateOwnProfile = async (
  { trx, now }: ChangeScope,
  userId: string,
  input: ProfileUpdate,
): Promise<ChangeOutcome<{ changed: string[] }>> => {
  const current = await trx
    .selectFrom('users')
    .select(['name', 'phone_number', 'metadata'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst()
  if (!current) throw badRequest('The signed-in user no longer exists')
  const patch: { name?: string; metadata?: string } = {}
  if (input.name !== undefined) {
    const name = input.name.trim()
    if (name === '') throw badRequest('name must not be empty')
    if (name !== current.name) patch.name = name
  }
  if (input.phoneNumber !== undefined && input.phoneNumber.trim() !== '') {
    const phone = normalisePhone(input.phoneNumber)
    if (!phone) throw badRequest('phoneNumber is not a valid phone number')
    if (phone !== current.phone_number) {
      throw badRequest('phoneNumber changes only with a texted code (users/v1/phone)')
    }
  }
  if (input.metadata !== undefined) {
    const metadata = JSON.stringify(parseProfileMetadata(input.metadata))
    if (metadata !== current.metadata) patch.metadata = metadata
  }
  const changed: string[] = Object.keys(patch)
  if (await updatePicture(trx, userId, input.profilePictureUrl, now)) {
    changed.push('profilePictureUrl')
  }
  if (Object.keys(patch).length > 0) {
    await trx
      .updateTable('users')
      .set({ ...patch, updated_at: now })
      .where('id', '=', userId)
      .execute()
  }
  return {
    result: { changed },
    audit: {
      action: 'user.profile.updated',
      description: changed.length > 0 ? `Profile updated: ${changed.join(', ')}` : 'Profile saved',
      details: { changed },
    },
  }
}
