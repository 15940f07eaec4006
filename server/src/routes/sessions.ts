import { z } from '@hono/zod-openapi'
import { actorName } from '../audit/actor-name'
import { auditedChange } from '../audit/audited-change'
import { notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { readRefreshCookie } from '../http/refresh-cookie'
import { createRouter, tenantRoute, userRoute } from '../http/router'
import { isUuid } from '../http/uuid'
import { listLiveSessions, revokeSessions } from '../sessions/families'
import { findSessionByTokenHash } from '../sessions/repository'
import { sessionSchema, toSessionResponse } from '../sessions/schema'
import { hashRefreshToken } from '../tokens/refresh-token'
import { membersAmong } from '../users/repository'
import type { AuditActionKey } from '../audit/actions'
import type { AppDeps } from '../deps'
import type { AppEnv } from '../http/app-env'
import type { Context } from 'hono'

const tags = ['Sessions']
const base = '/identity/resources/users/sessions/v1'

/**
 * The caller's own session: the family of the refresh cookie the browser sends along (its path
 * is the whole API), when it belongs to the caller. A client calling with a bare access token
 * has no current session.
 */
const currentSessionId = async (c: Context<AppEnv>, db: AppDeps['db']) => {
  const cookie = readRefreshCookie(c)
  if (cookie === undefined) return undefined
  const session = await findSessionByTokenHash(db, hashRefreshToken(cookie))
  return session && session.userId === c.get('auth').sub ? session.familyId : undefined
}

const revokeAudit = (
  action: AuditActionKey,
  description: string,
  details: Record<string, unknown>,
) => ({
  action,
  description,
  severity: 'Info' as const,
  details,
})

/**
 * My sessions (rows 116-119) and an administrator's revocation of a member's sessions (row 120).
 * A revoked session's next refresh fails, which signs its browser out; an access token already
 * issued to it stays valid until it expires (FOYER_ACCESS_TOKEN_TTL).
 */
export const createSessionRoutes = (deps: AppDeps) => {
  const { db, now } = deps
  return createRouter()
    .openapi(
      userRoute({
        method: 'get',
        path: `${base}/me`,
        tags,
        summary: "The caller's live sessions, newest sign-in first; the current one marked",
        responses: { 200: jsonResponse(z.array(sessionSchema), 'The sessions') },
      }),
      async (c) => {
        const current = await currentSessionId(c, db)
        const sessions = await listLiveSessions(db, { userId: c.get('auth').sub }, now())
        return c.json(
          sessions.map((session) => toSessionResponse(session, current)),
          200,
        )
      },
    )
    .openapi(
      userRoute({
        method: 'get',
        path: `${base}/me/current`,
        tags,
        summary: "The session of the request's refresh cookie",
        responses: {
          200: jsonResponse(sessionSchema, 'The current session'),
          404: { description: 'No live session of the caller came with the request' },
        },
      }),
      async (c) => {
        const current = await currentSessionId(c, db)
        const sessions = await listLiveSessions(db, { userId: c.get('auth').sub }, now())
        const session = sessions.find((candidate) => candidate.id === current)
        if (!session) throw notFound('No current session')
        return c.json(toSessionResponse(session, current), 200)
      },
    )
    .openapi(
      // Before `/me/{id}`: `all` is not an id.
      userRoute({
        method: 'delete',
        path: `${base}/me/all`,
        tags,
        summary: "Ends all the caller's sessions except the current one",
        responses: { 200: jsonResponse(z.object({}), 'Ended') },
      }),
      async (c) => {
        const auth = c.get('auth')
        const current = await currentSessionId(c, db)
        await auditedChange(c, async ({ trx, now: at }) => {
          const ended = await revokeSessions(trx, { userId: auth.sub, except: current }, at)
          return {
            result: undefined,
            audit: revokeAudit('user.sessions.revoked', 'Signed out of all other sessions', {
              sessionIds: ended,
            }),
          }
        })
        return c.json({}, 200)
      },
    )
    .openapi(
      userRoute({
        method: 'delete',
        path: `${base}/me/{id}`,
        tags,
        summary: 'Ends one of the caller’s sessions (the current one too: it is signed out)',
        request: { params: z.object({ id: z.string().max(100) }) },
        responses: { 200: jsonResponse(z.object({}), 'Ended') },
      }),
      async (c) => {
        const auth = c.get('auth')
        const id = c.req.valid('param').id.toLowerCase()
        if (!isUuid(id)) throw notFound('No such session')
        await auditedChange(c, async ({ trx, now: at }) => {
          const ended = await revokeSessions(trx, { userId: auth.sub, familyIds: [id] }, at)
          // Another user's session is the same 404 as none.
          if (ended.length === 0) throw notFound('No such session')
          return {
            result: undefined,
            audit: revokeAudit('user.session.revoked', 'Ended a session', { sessionId: id }),
          }
        })
        return c.json({}, 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'post',
        path: `${base}/revoke`,
        permission: 'fe.secure.delete.sessions',
        tags,
        summary: "Ends every session a member has in the caller's tenant",
        request: { body: jsonBody(z.object({ userId: z.string().max(100) })) },
        responses: { 200: jsonResponse(z.object({}), 'Ended') },
      }),
      async (c) => {
        const auth = c.get('auth')
        const userId = c.req.valid('json').userId.trim().toLowerCase()
        // Another tenant's user is the same 404 as nobody: an administrator learns nothing outside.
        const [member] = isUuid(userId) ? await membersAmong(db, auth.tenantId, [userId]) : []
        if (!member) throw notFound('No such user in this account')
        await auditedChange(c, async ({ trx, now: at }) => {
          const ended = await revokeSessions(trx, { userId: member, tenantId: auth.tenantId }, at)
          return {
            result: undefined,
            audit: {
              ...revokeAudit(
                'user.sessions.revoked-by-admin',
                `${actorName(auth)} ended a user's sessions`,
                {
                  userId: member,
                  sessionIds: ended,
                },
              ),
              severity: 'High' as const,
            },
          }
        })
        return c.json({}, 200)
      },
    )
}
