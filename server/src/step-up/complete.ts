import { randomUUID } from 'node:crypto'
import { writeAudit } from '../audit/repository'
import { forbidden, unauthenticated } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { readRefreshCookie } from '../http/refresh-cookie'
import { issueAccessToken } from '../session-gate/access-token'
import { admitSession } from '../session-gate/admit'
import { openSession, setSessionCookie } from '../session-gate/open'
import { lockedRefusal, noTenantRefusal } from '../session-gate/refusal'
import { findSessionByTokenHash } from '../sessions/repository'
import { rotateSessionRow } from '../sessions/rotate'
import { generateRefreshToken, hashRefreshToken } from '../tokens/refresh-token'
import { findUserById, toUserRecord } from '../users/repository'
import type { AuditActionKey } from '../audit/actions'
import type { LoginResponse } from '../auth/login-response'
import type { Db } from '../db/database'
import type { AppDeps } from '../deps'
import type { SessionAuthentication } from './authentication'
import type { Context } from 'hono'

/**
 * The session family a browser's step-up raises: the one of the request's refresh cookie, when
 * that session is the caller's and still live (a cookieless API client has none).
 */
export const stepUpFamilyOf = async (
  deps: AppDeps,
  c: Context,
  userId: string,
): Promise<string | null> => {
  const cookie = readRefreshCookie(c)
  if (cookie === undefined) return null
  const session = await findSessionByTokenHash(deps.db, hashRefreshToken(cookie))
  const live = session && session.revokedAt === null && session.expiresAt > deps.now()
  return live && session.userId === userId ? session.familyId : null
}

/**
 * Rotates the family's newest live session into a new row with `authentication` (the refresh
 * token renewed, as after any change of privilege), in one transaction. Answers the user and
 * tenant; undefined when the family has no live session any more (signed out meanwhile).
 */
const raiseSession = (
  db: Db,
  input: {
    familyId: string
    userId: string
    tenantId: string
    tokenHash: string
    expiresAt: Date
    authentication: SessionAuthentication
    client: { ip: string | null; userAgent: string | null }
    now: Date
  },
) =>
  db.transaction().execute(async (trx) => {
    const { now } = input
    const live = await trx
      .selectFrom('sessions')
      .select('token_hash')
      .where('family_id', '=', input.familyId)
      .where('user_id', '=', input.userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst()
    if (!live) return undefined
    const id = randomUUID()
    const successor = {
      id,
      tokenHash: input.tokenHash,
      expiresAt: input.expiresAt,
      wantedTenantId: input.tenantId,
      client: input.client,
    }
    const rotated = await rotateSessionRow(trx, live.token_hash, successor, now)
    if (!rotated) return undefined
    await trx
      .updateTable('sessions')
      .set({
        auth_time: input.authentication.authTime,
        amr: input.authentication.amr.join(' '),
      })
      .where('id', '=', id)
      .execute()
    return { user: toUserRecord(rotated.user), tenantId: rotated.tenantId }
  })

/**
 * Completes a step-up (spec §4.4) once its second factor was given. A browser's step-up keeps
 * its session: the same family (the session id the privacy page lists and signs out) with
 * `auth_time` now and `amr` its first factor's plus `mfa` and the method, and a renewed refresh
 * cookie; concurrent-session limits and the session's sign-out stay as they were. A step-up of a
 * cookieless client opens a session of its own, as a sign-in does. Never stops at the
 * password-risk steps: the user is signed in already.
 */
export const completeStepUp = async (
  deps: AppDeps,
  c: Context,
  input: {
    userId: string
    tenantId: string
    now: Date
    stepUp: { familyId: string | null }
    authentication: SessionAuthentication
    /** The audit row's action and description; a second factor's step-up by default. */
    audit?: { action: AuditActionKey; description: string }
  },
): Promise<LoginResponse> => {
  const { db, config } = deps
  const { now, authentication } = input
  const client = clientInfo(c)
  const found = await findUserById(db, input.userId)
  if (!found) throw forbidden('This user does not exist any more')
  let user = found
  let tenantId = input.tenantId
  const refreshToken = generateRefreshToken()
  if (input.stepUp.familyId) {
    const raised = await raiseSession(db, {
      familyId: input.stepUp.familyId,
      userId: input.userId,
      tenantId: input.tenantId,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: new Date(now.getTime() + config.refreshTokenTtlSeconds * 1000),
      authentication,
      client,
      now,
    })
    if (!raised) throw unauthenticated('This session has ended. Sign in again')
    ;({ user, tenantId } = raised)
  }
  let response: LoginResponse
  if (input.stepUp.familyId) {
    // The raised session keeps its family: the gate decides on the access token it answers.
    const decision = await issueAccessToken(deps, {
      user,
      tenantId,
      now,
      authentication,
      clientIp: clientInfo(c).ip,
    })
    if (decision.kind === 'locked') throw lockedRefusal()
    if (decision.kind === 'noTenant') throw noTenantRefusal()
    response = decision.response
    setSessionCookie(deps, c, refreshToken)
  } else {
    const gate = await admitSession(deps, c, {
      user,
      preferredTenantId: tenantId,
      now,
      method: 'second-factor',
      authentication,
    })
    // The authentication holds its second factor: the gate admits or refuses, never asks again.
    if (gate.kind === 'mfa') throw unauthenticated('The second factor was not accepted')
    response = await openSession(deps, c, gate.admission)
  }
  await writeAudit(db, {
    tenantId,
    userId: user.id,
    email: user.email,
    action: input.audit?.action ?? 'user.step-up.completed',
    description:
      input.audit?.description ??
      `Stepped up with a second factor (${authentication.amr.join(' ')})`,
    severity: 'Info',
    ip: client.ip,
    userAgent: client.userAgent,
    details: { sessionId: input.stepUp.familyId },
  })
  return response
}
