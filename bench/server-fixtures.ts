import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { generateRefreshToken, hashRefreshToken } from '../server/src/tokens/refresh-token'
import { runLoad } from './server-autocannon'
import type { Db } from '../server/src/db/database'
import type { LoadResult } from './server-autocannon'

/** Adds `count` users (Viewer role) to the tenant. */
export const addBenchUsers = async (db: Db, tenantId: string, count: number) => {
  await sql`insert into users (id, email, name, password_hash, verified, tenant_id, created_at)
    select gen_random_uuid(), 'user' || g || '@bench.example', 'User ' || g, null, true,
      ${tenantId}::uuid, now() - g * interval '1 minute'
    from generate_series(1, ${count}::int) g`.execute(db)
  await makeViewerMembers(db, '%@bench.example')
}

/** Makes the users whose email is `like` members of their own tenant with the Viewer role. */
const makeViewerMembers = async (db: Db, like: string) => {
  await sql`insert into tenant_memberships (user_id, tenant_id, created_at, is_disabled)
    select id, tenant_id, created_at, false from users where email like ${like}`.execute(db)
  await sql`insert into user_tenant_roles (user_id, tenant_id, role_id)
    select u.id, u.tenant_id, r.id from users u join roles r on r.key = 'Viewer' and r.tenant_id is null
    where u.email like ${like}`.execute(db)
  await sql`analyze`.execute(db)
}

/**
 * Adds `count` members spread over 50 other accounts, each with the Viewer role: the rest of a
 * busy database, which a sign-in or a refresh of one member must not read.
 */
export const addOtherAccountMembers = async (db: Db, count: number) => {
  await sql`insert into tenants (id, name) select gen_random_uuid(), 'Other account ' || g
    from generate_series(1, 50) g`.execute(db)
  await sql`insert into users (id, email, name, password_hash, verified, tenant_id, created_at)
    select gen_random_uuid(), 'member' || g || '@other.example', 'Member ' || g, null, true,
      (select id from tenants where name like 'Other account %' order by id offset g % 50 limit 1),
      now() - g * interval '1 second'
    from generate_series(1, ${count}::int) g`.execute(db)
  await makeViewerMembers(db, '%@other.example')
}

/** Opens `count` live sessions for a user and answers their refresh tokens. */
export const openBenchSessions = async (
  db: Db,
  userId: string,
  tenantId: string,
  count: number,
): Promise<string[]> => {
  const tokens: string[] = []
  const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000)
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, () => {
      const token = generateRefreshToken()
      tokens.push(token)
      const id = randomUUID()
      return {
        id,
        user_id: userId,
        tenant_id: tenantId,
        family_id: id,
        token_hash: hashRefreshToken(token),
        expires_at: expiresAt,
        revoked_at: null,
        replaced_by: null,
        user_agent: 'bench',
        ip: '127.0.0.1',
        last_used_at: null,
      }
    })
    await db.insertInto('sessions').values(rows).execute()
  }
  return tokens
}

/**
 * Cookie refreshes (`POST …/token/refresh`) at 16 connections for `seconds`, each request spending
 * one of 40,000 fresh sessions of the user (a rotated token is spent, so none is used twice).
 */
export const cookieRefreshLoad = async (
  server: { base: string; db: Db },
  user: { id: string; tenantId: string },
  seconds: number,
): Promise<LoadResult> => {
  const tokens = await openBenchSessions(server.db, user.id, user.tenantId, 40_000)
  let next = 0
  return runLoad({
    url: `${server.base}/identity/resources/auth/v1/user/token/refresh`,
    method: 'POST',
    connections: 16,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tenantId: null }),
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            cookie: `foyer_refresh=${tokens[next++ % tokens.length] ?? ''}`,
          },
        }),
      },
    ],
  })
}
