import { randomUUID } from 'node:crypto'
import { writeAudit } from '../audit/repository'
import { ApiError, errorCodes, forbidden, notFound } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { TENANT_HEADER } from '../http/tenant-or-vendor'
import { isUuid } from '../http/uuid'
import { issueAccessToken } from '../session-gate/access-token'
import { generateRefreshToken, hashRefreshToken } from '../tokens/refresh-token'
import { findUserById } from '../users/repository'
import { resolveActor } from './actor'
import { insertImpersonation } from './repository'
import { IMPERSONATION_SECONDS, refuseImpersonation } from './rules'
import { readTarget } from './target'
import type { AppDeps } from '../deps'
import type { AppEnv } from '../http/app-env'
import type { Context } from 'hono'

/** What the impersonation call asks. */
export interface ImpersonationRequest {
  impersonatedUserId: string
  actorToken: string
  reason: string
  redirectUrl?: string | undefined
}

/** The impersonation session (wire §5.15) and its refresh token, for the cookie. */
export interface ImpersonationSession {
  accessToken: string
  tokenType: 'Bearer'
  refreshToken: string
  expiresIn: number
  expires: string
}

const refusalError = ({ status, message }: { status: 400 | 403 | 404; message: string }) =>
  status === 404
    ? notFound(message)
    : status === 400
      ? new ApiError(400, errorCodes.validation, message)
      : forbidden(message)

/**
 * Starts an impersonation: decides it (`refuseImpersonation` over the actor's current rights and the
 * user's current standing in the tenant), then opens a session of its own for the user, pinned to
 * the tenant and ending after `IMPERSONATION_SECONDS`, whose tokens carry `act`. A member
 * impersonates in their own account; the vendor in the account `frontegg-tenant-id` names, else the
 * user's current one. The start (with the reason) and every refusal the tenant can be told of are
 * audited there as High.
 */
export const startImpersonation = async (
  deps: AppDeps,
  c: Context<AppEnv>,
  request: ImpersonationRequest,
): Promise<ImpersonationSession> => {
  const { db } = deps
  const now = deps.now()
  const client = clientInfo(c)
  const resolved = await resolveActor(deps, request.actorToken, { now, clientIp: client.ip })
  const { actor } = resolved
  const user = isUuid(request.impersonatedUserId)
    ? await findUserById(db, request.impersonatedUserId)
    : undefined
  const named = c.req.header(TENANT_HEADER)?.trim()
  const tenantId =
    'tenantId' in resolved ? resolved.tenantId : named && isUuid(named) ? named : user?.tenantId
  const target = user && tenantId ? await readTarget(db, user.id, tenantId, now) : undefined
  const actorSub = actor.kind === 'vendor' ? actor.clientId : actor.userId
  const actorEmail = 'email' in resolved ? resolved.email : null
  const audit =
    (action: 'impersonation.started' | 'impersonation.refused', description: string) =>
    (trx: typeof db, details: Record<string, unknown>) =>
      writeAudit(trx, {
        tenantId: tenantId ?? null,
        userId: user?.id ?? null,
        email: user?.email ?? null,
        action,
        description,
        severity: 'High',
        ip: client.ip,
        userAgent: client.userAgent,
        details: {
          actorKind: actor.kind,
          actorSub,
          actorEmail,
          reason: request.reason,
          ...details,
        },
      })
  const refusal = refuseImpersonation(actor, target)
  if (refusal) {
    // A tenant hears of a refusal about one of its members, or by one of its members.
    if (tenantId && (target || actor.kind === 'user')) {
      await audit('impersonation.refused', `Impersonation refused: ${refusal.message}`)(db, {
        impersonatedUserId: request.impersonatedUserId,
      })
    }
    throw refusalError(refusal)
  }
  if (!user || !tenantId) throw notFound('There is no such user in this account')
  const endsAt = new Date(now.getTime() + IMPERSONATION_SECONDS * 1000)
  const impersonationId = randomUUID()
  const decision = await issueAccessToken(deps, {
    user,
    tenantId,
    now,
    authentication: null,
    exactTenant: true,
    clientIp: client.ip,
    impersonation: { act: { sub: actorSub, sid: impersonationId }, endsAt },
  })
  if (decision.kind !== 'ok') throw notFound('There is no such user in this account')
  const refreshToken = generateRefreshToken()
  await db.transaction().execute(async (trx) => {
    await insertImpersonation(trx, {
      id: impersonationId,
      tenantId,
      userId: user.id,
      actorKind: actor.kind,
      actorSub,
      reason: request.reason,
      now,
      endsAt,
      tokenHash: hashRefreshToken(refreshToken),
      client,
    })
    const by = actor.kind === 'vendor' ? 'the vendor' : (actorEmail ?? 'a member')
    await audit('impersonation.started', `Impersonation started by ${by}: ${request.reason}`)(trx, {
      impersonationId,
      endsAt: endsAt.toISOString(),
      ...(request.redirectUrl === undefined ? {} : { redirectUrl: request.redirectUrl }),
    })
  })
  const { response } = decision
  return {
    accessToken: response.accessToken,
    tokenType: 'Bearer',
    refreshToken,
    expiresIn: response.expiresIn,
    expires: response.expires,
  }
}
