import { createHash, randomUUID } from 'node:crypto'
import { rememberedRead } from '../db/request-memo'
import { badRequest } from '../http/api-error'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'

/**
 * The largest picture kept, decoded: a profile picture is shown small, and as a base64 data URL
 * (4/3 larger) it must fit the server's 1 MiB request body limit.
 */
export const MAX_PICTURE_BYTES = 700 * 1024

/** Where pictures are served, under the API prefix; `{pictureId}` changes with each picture. */
export const PICTURE_PATH = '/identity/resources/users/v1/pictures'

/** The image types taken, by the magic bytes their files start with. */
const SIGNATURES: { type: string; matches: (bytes: Uint8Array) => boolean }[] = [
  {
    type: 'image/png',
    matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  },
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/gif',
    matches: (b) => ['GIF87a', 'GIF89a'].includes(Buffer.from(b.subarray(0, 6)).toString('latin1')),
  },
  {
    type: 'image/webp',
    matches: (b) =>
      Buffer.from(b.subarray(0, 4)).toString('latin1') === 'RIFF' &&
      Buffer.from(b.subarray(8, 12)).toString('latin1') === 'WEBP',
  },
]

/**
 * The type of an image by its bytes, checked against the type it claims (a data URL's or an
 * upload's); 400 naming `field` for anything else, empty or over MAX_PICTURE_BYTES.
 */
export const checkPicture = (bytes: Uint8Array, claimed: string, field: string): string => {
  if (bytes.length === 0) throw badRequest(`${field} is an empty image`)
  if (bytes.length > MAX_PICTURE_BYTES) {
    throw badRequest(`${field} must be at most ${MAX_PICTURE_BYTES / 1024} KiB`)
  }
  const type = SIGNATURES.find((signature) => signature.matches(bytes))?.type
  const claim = claimed.toLowerCase() === 'image/jpg' ? 'image/jpeg' : claimed.toLowerCase()
  if (!type || type !== claim) {
    throw badRequest(`${field} must be a png, jpeg, webp or gif image`)
  }
  return type
}

const DATA_URL = /^data:(image\/[a-z]+);base64,([A-Za-z0-9+/]+={0,2})$/

/** The bytes and type of a base64 data-URL image, or null when `value` is not a data URL. */
export const decodeDataUrl = (value: string): { bytes: Uint8Array; type: string } | null => {
  if (!value.startsWith('data:')) return null
  const match = DATA_URL.exec(value.replace(/\s+/g, ''))
  if (!match?.[1] || !match[2]) {
    throw badRequest('profilePictureUrl must be a base64 data URL of an image')
  }
  const bytes = Buffer.from(match[2], 'base64')
  return { bytes, type: checkPicture(bytes, match[1], 'profilePictureUrl') }
}

/** The URL a picture is served at: the server's own, with its time as `?t=` against caches. */
export const pictureUrl = (
  config: Pick<ServerConfig, 'issuer' | 'apiPrefix'>,
  picture: { id: string; updatedAt: Date },
): string =>
  `${config.issuer}${config.apiPrefix}${PICTURE_PATH}/${picture.id}?t=${picture.updatedAt.getTime()}`

/** The user's picture's id and time, or null. */
export const findPicture = (db: Db, userId: string): Promise<StoredPicture | null> =>
  // The profile query of a sign-in or refresh reads it along (`pictureKey`).
  rememberedRead(db, pictureKey(userId), async () => {
    const row = await db
      .selectFrom('user_pictures')
      .select(['id', 'updated_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst()
    return row ? { id: row.id, updatedAt: row.updated_at } : null
  })

/** A stored picture's id and when it changed (its URL's version). */
export interface StoredPicture {
  id: string
  updatedAt: Date
}

/** The request-memo key of a user's picture (`rememberedRead`). */
export const pictureKey = (userId: string) => `picture:${userId}`

/**
 * Keeps `bytes` as the user's picture, under a new id; the same picture again changes nothing
 * (answers false).
 */
export const savePicture = async (
  trx: Db,
  userId: string,
  picture: { bytes: Uint8Array; type: string },
  now: Date,
): Promise<boolean> => {
  const sha256 = createHash('sha256').update(picture.bytes).digest('hex')
  const current = await trx
    .selectFrom('user_pictures')
    .select('sha256')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (current?.sha256 === sha256) return false
  const row = {
    id: randomUUID(),
    content_type: picture.type,
    data: picture.bytes,
    sha256,
    updated_at: now,
  }
  await trx
    .insertInto('user_pictures')
    .values({ user_id: userId, ...row })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(row))
    .execute()
  return true
}

/** Removes the user's picture; answers whether there was one. */
export const removePicture = async (trx: Db, userId: string): Promise<boolean> => {
  const result = await trx
    .deleteFrom('user_pictures')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** The user's picture URL for a profile answer, or null without a picture. */
export const profilePictureUrlOf = async (
  db: Db,
  config: Pick<ServerConfig, 'issuer' | 'apiPrefix'>,
  userId: string,
): Promise<string | null> => {
  const picture = await findPicture(db, userId)
  return picture ? pictureUrl(config, picture) : null
}

/**
 * Fills `profilePictureUrl` of listed users from their pictures, read in one query (a list page
 * is at most a few hundred users).
 */
export const withPictureUrls = async <T extends { id: string; profilePictureUrl: string | null }>(
  db: Db,
  config: Pick<ServerConfig, 'issuer' | 'apiPrefix'>,
  users: T[],
): Promise<T[]> => {
  if (users.length === 0) return users
  const rows = await db
    .selectFrom('user_pictures')
    .select(['user_id', 'id', 'updated_at'])
    .where(
      'user_id',
      'in',
      users.map((user) => user.id),
    )
    .execute()
  const urls = new Map(
    rows.map((row) => [row.user_id, pictureUrl(config, { id: row.id, updatedAt: row.updated_at })]),
  )
  return users.map((user) => ({ ...user, profilePictureUrl: urls.get(user.id) ?? null }))
}
