import { randomUUID } from 'node:crypto'
import { openSessionWithinLimit, tooManySessions } from '../session-configuration/enforce'
import { generateRefreshToken, hashRefreshToken } from '../tokens/refresh-token'
import type { AppDeps } from '../deps'
import type { ClientInfo } from '../sessions/repository'

/**
 * Opens the session family `familyId` for a code exchange: the host application gets its own
 * refresh token, under the tenant's session rules (idle timeout, forced re-login, concurrent
 * sessions) like any sign-in, listed among the user's sessions and revocable on its own. The
 * audit row goes in the same transaction. Answers the refresh token.
 */
export const openGrantSession = async (
  deps: AppDeps,
  input: {
    familyId: string
    userId: string
    email: string | null
    tenantId: string
    clientId: string
    client: ClientInfo
    now: Date
  },
): Promise<string> => {
  const { db, config } = deps
  const { client, now } = input
  const refreshToken = generateRefreshToken()
  const opened = await openSessionWithinLimit(db, input, (scope) =>
    // One statement: the audit row and the session together (`scope` may be a transaction).
    scope
      .with('audited', (qb) =>
        qb
          .insertInto('audit_logs')
          .values({
            id: randomUUID(),
            tenant_id: input.tenantId,
            user_id: input.userId,
            email: input.email,
            action: 'user.oauth.code-exchanged',
            description: `Hosted login: tokens issued to the application ${input.clientId}`,
            severity: 'Info',
            ip: client.ip,
            user_agent: client.userAgent,
            json: JSON.stringify({ clientId: input.clientId, sessionId: input.familyId }),
          })
          .returning('id'),
      )
      .with('bound', (qb) =>
        // The family's refresh tokens serve this client only (token-grants.ts).
        qb
          .insertInto('oauth_session_clients')
          .values({ family_id: input.familyId, client_id: input.clientId })
          .returning('family_id'),
      )
      .insertInto('sessions')
      .values({
        id: input.familyId,
        user_id: input.userId,
        tenant_id: input.tenantId,
        family_id: input.familyId,
        token_hash: hashRefreshToken(refreshToken),
        expires_at: new Date(now.getTime() + config.refreshTokenTtlSeconds * 1000),
        revoked_at: null,
        replaced_by: null,
        user_agent: client.userAgent,
        ip: client.ip,
        created_at: now,
        last_used_at: now,
      })
      .execute()
      .then(() => undefined),
  )
  if (opened === 'denied') throw await tooManySessions(db, input.tenantId)
  return refreshToken
}

/** A refresh token's session family, when its sign-in happened and the client it serves. */
export interface TokenFamily {
  familyId: string
  startedAt: Date
  /** The client a code exchange opened it for; null for the box's own sign-ins (bootstrap). */
  clientId: string | null
}

/** The session family of a refresh token; undefined if unknown. */
export const familyOfToken = async (
  { db }: AppDeps,
  refreshToken: string,
): Promise<TokenFamily | undefined> => {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('sessions as f', 'f.id', 's.family_id')
    .leftJoin('oauth_session_clients as oc', 'oc.family_id', 's.family_id')
    .select(['s.family_id', 'f.created_at', 'oc.client_id'])
    .where('s.token_hash', '=', hashRefreshToken(refreshToken))
    .executeTakeFirst()
  return row && { familyId: row.family_id, startedAt: row.created_at, clientId: row.client_id }
}
