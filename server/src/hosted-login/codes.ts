import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../db/database'

/** What a code was issued for: checked again at the exchange. */
export interface CodeGrant {
  clientId: string
  redirectUri: string
  userId: string
  tenantId: string
  codeChallenge: string
  nonce: string | null
  scope: string
  authTime: Date
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('base64url')

/** A code: 32 random bytes, base64url (43 characters). */
const codeShape = /^[A-Za-z0-9_-]{43}$/

/** Issues an authorization code for `grant`, valid `ttlSeconds`; only its hash is stored. */
export const issueAuthorizationCode = async (
  db: Db,
  grant: CodeGrant,
  { now, ttlSeconds }: { now: Date; ttlSeconds: number },
): Promise<string> => {
  const code = randomBytes(32).toString('base64url')
  await db
    .insertInto('oauth_codes')
    .values({
      code_hash: hashCode(code),
      client_id: grant.clientId,
      redirect_uri: grant.redirectUri,
      user_id: grant.userId,
      tenant_id: grant.tenantId,
      code_challenge: grant.codeChallenge,
      nonce: grant.nonce,
      scope: grant.scope,
      auth_time: grant.authTime,
      expires_at: new Date(now.getTime() + ttlSeconds * 1000),
      used_at: null,
      family_id: null,
      created_at: now,
    })
    .execute()
  return code
}

/**
 * Spending a code: `ok` with its grant (the caller opens the session family `familyId`);
 * `reused` when it was spent before (the family its first exchange opened, to revoke);
 * `invalid` when unknown, malformed or expired.
 */
export type SpentCode =
  | { kind: 'ok'; grant: CodeGrant }
  | { kind: 'reused'; familyId: string | null; userId: string; tenantId: string }
  | { kind: 'invalid' }

/**
 * Spends a code once, race-safe: one `UPDATE … WHERE used_at IS NULL` wins, and records in the
 * same statement the session family the exchange will open, so a reuse racing the first exchange
 * already knows what to revoke.
 */
export const spendAuthorizationCode = async (
  db: Db,
  code: string,
  { now, familyId }: { now: Date; familyId: string },
): Promise<SpentCode> => {
  if (!codeShape.test(code)) return { kind: 'invalid' }
  const codeHash = hashCode(code)
  const row = await db
    .updateTable('oauth_codes')
    .set({ used_at: now, family_id: familyId })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst()
  if (row) {
    return {
      kind: 'ok',
      grant: {
        clientId: row.client_id,
        redirectUri: row.redirect_uri,
        userId: row.user_id,
        tenantId: row.tenant_id,
        codeChallenge: row.code_challenge,
        nonce: row.nonce,
        scope: row.scope,
        authTime: row.auth_time,
      },
    }
  }
  const spent = await db
    .selectFrom('oauth_codes')
    .select(['family_id', 'user_id', 'tenant_id'])
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is not', null)
    .executeTakeFirst()
  if (!spent) return { kind: 'invalid' }
  return {
    kind: 'reused',
    familyId: spent.family_id,
    userId: spent.user_id,
    tenantId: spent.tenant_id,
  }
}

/**
 * Deletes codes that expired before `before` (spent or not). Kept a day past expiry, so that a
 * leaked code replayed late still revokes what it issued.
 */
export const purgeExpiredCodes = async (db: Db, before: Date): Promise<void> => {
  await db.deleteFrom('oauth_codes').where('expires_at', '<', before).execute()
}
