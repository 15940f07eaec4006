import { ApiError, badRequest, errorCodes } from '../http/api-error'
import { isWellFormedToken } from '../one-time/secrets'
import { checkedMetadata } from '../sign-up/fields'
import { readTenantInvitation } from '../sign-up/invitation-token'
import type { Db } from '../db/database'
import type { TenantInvitation } from '../sign-up/invitation-token'

/** What a social post-login brings for the user it may create (wire row 10's body). */
export interface SocialSignUp {
  /** A tenant's invite link: a new user joins that tenant with its roles. */
  invitation: TenantInvitation | undefined
  /** The new user's metadata, JSON text (`{}` without one). */
  metadata: string
}

/**
 * Reads and checks the post-login body BEFORE the provider's code is spent, so a bad token or
 * metadata costs the visitor nothing: metadata must be JSON text; an invitation token must be a
 * tenant's live invite link (the same rule as sign-up: malformed → 'Invalid token specified',
 * unknown or expired → 400 with `context.reason`).
 */
export const readSocialSignUp = async (
  db: Db,
  body: { metadata?: string | undefined; invitationToken?: string | undefined },
  now: Date,
): Promise<SocialSignUp> => {
  const metadata = checkedMetadata(body.metadata)
  const token = body.invitationToken?.trim()
  if (token === undefined || token === '') return { invitation: undefined, metadata }
  if (!isWellFormedToken(token)) throw badRequest('Invalid token specified')
  const read = await readTenantInvitation(db, token, now)
  if (read.ok) return { invitation: read.invitation, metadata }
  const message =
    read.reason === 'expired' ? 'This invitation has expired' : 'This invitation is not valid'
  throw new ApiError(400, errorCodes.validation, message, { reason: read.reason })
}
