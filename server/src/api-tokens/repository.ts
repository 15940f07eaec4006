import type { Db } from '../db/database'
import type { ApiTokenKind } from './table'

/** A personal token as its owner sees it (never its secret). */
export interface ApiTokenRecord {
  clientId: string
  userId: string
  tenantId: string
  description: string
  createdAt: Date
  expiresAt: Date | null
}

/** The most personal tokens one user may hold in one tenant. */
export const maxTokensPerUser = 50

const columns = ['id', 'user_id', 'tenant_id', 'description', 'created_at', 'expires_at'] as const

const toRecord = (row: {
  id: string
  user_id: string
  tenant_id: string
  description: string
  created_at: Date
  expires_at: Date | null
}): ApiTokenRecord => ({
  clientId: row.id,
  userId: row.user_id,
  tenantId: row.tenant_id,
  description: row.description,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
})

/** Whose tokens, and of which list (personal API tokens by default). */
export interface TokenOwner {
  userId: string
  tenantId: string
  kind?: ApiTokenKind
}

/** A user's tokens in a tenant, newest first (expired ones too: the owner can still delete them). */
export const listApiTokens = async (db: Db, owner: TokenOwner): Promise<ApiTokenRecord[]> => {
  const rows = await db
    .selectFrom('user_api_tokens')
    .select(columns)
    .where('user_id', '=', owner.userId)
    .where('tenant_id', '=', owner.tenantId)
    .where('kind', '=', owner.kind ?? 'apiToken')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute()
  return rows.map(toRecord)
}

/** Stores a new token; answers it. */
export const insertApiToken = async (
  db: Db,
  token: {
    id: string
    userId: string
    tenantId: string
    kind?: ApiTokenKind | undefined
    description: string
    secretHash: string
    expiresAt: Date | null
    now: Date
  },
): Promise<ApiTokenRecord> => {
  const row = await db
    .insertInto('user_api_tokens')
    .values({
      id: token.id,
      user_id: token.userId,
      tenant_id: token.tenantId,
      kind: token.kind ?? 'apiToken',
      description: token.description,
      secret_hash: token.secretHash,
      expires_at: token.expiresAt,
      created_at: token.now,
    })
    .returning(columns)
    .executeTakeFirstOrThrow()
  return toRecord(row)
}

/** Deletes one of the owner's tokens; answers whether there was one. */
export const deleteApiToken = async (
  db: Db,
  owner: TokenOwner,
  clientId: string,
): Promise<boolean> => {
  const result = await db
    .deleteFrom('user_api_tokens')
    .where('id', '=', clientId)
    .where('user_id', '=', owner.userId)
    .where('tenant_id', '=', owner.tenantId)
    .where('kind', '=', owner.kind ?? 'apiToken')
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** A token with its secret's hash, for a sign-in. */
export const findApiTokenForSignIn = async (
  db: Db,
  clientId: string,
): Promise<(ApiTokenRecord & { secretHash: string }) | undefined> => {
  const row = await db
    .selectFrom('user_api_tokens')
    .select([...columns, 'secret_hash'])
    .where('id', '=', clientId)
    .executeTakeFirst()
  return row && { ...toRecord(row), secretHash: row.secret_hash }
}

/** Notes a token's use. */
export const touchApiToken = async (db: Db, clientId: string, now: Date): Promise<void> => {
  await db
    .updateTable('user_api_tokens')
    .set({ last_used_at: now })
    .where('id', '=', clientId)
    .execute()
}
