import { randomUUID } from 'node:crypto'
import type { Db } from '../db/database'
import type { FederatedIdentityKind } from './table'

/** Which identity at which provider: the lookup key of a federated sign-in. */
export interface FederatedSubject {
  kind: FederatedIdentityKind
  /** The SSO configuration's id, or the social provider's name. */
  provider: string
  subject: string
}

/** A user's identity at a provider, as the server reads it. */
export interface FederatedIdentity extends FederatedSubject {
  id: string
  userId: string
  email: string | null
  lastSignInAt: Date | null
  createdAt: Date
}

/** The user a provider's subject signs in as, or null when it was never linked. */
export async function findFederatedIdentity(
  db: Db,
  subject: FederatedSubject,
): Promise<FederatedIdentity | null> {
  const row = await db
    .selectFrom('federated_identities')
    .selectAll()
    .where('kind', '=', subject.kind)
    .where('provider', '=', subject.provider)
    .where('subject', '=', subject.subject)
    .executeTakeFirst()
  if (!row) return null
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    provider: row.provider,
    subject: row.subject,
    email: row.email,
    lastSignInAt: row.last_sign_in_at,
    createdAt: row.created_at,
  }
}

/**
 * Links a provider's subject to a user, or records a new sign-in of an existing link. Call it in
 * the transaction that signs the user in. A subject already linked to ANOTHER user is left
 * alone and reported (`false`): the caller refuses the sign-in rather than move an identity.
 */
export async function linkFederatedIdentity(
  db: Db,
  link: FederatedSubject & { userId: string; email: string | null; now: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('federated_identities')
    .values({
      id: randomUUID(),
      user_id: link.userId,
      kind: link.kind,
      provider: link.provider,
      subject: link.subject,
      email: link.email,
      last_sign_in_at: link.now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['kind', 'provider', 'subject'])
        .doUpdateSet({ email: link.email, last_sign_in_at: link.now })
        .where('federated_identities.user_id', '=', link.userId),
    )
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

/** The identities a user has linked, newest first (for the profile and the admin's user view). */
export async function listFederatedIdentities(
  db: Db,
  userId: string,
): Promise<FederatedIdentity[]> {
  const rows = await db
    .selectFrom('federated_identities')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    provider: row.provider,
    subject: row.subject,
    email: row.email,
    lastSignInAt: row.last_sign_in_at,
    createdAt: row.created_at,
  }))
}
