import { randomUUID } from 'node:crypto'
import { auditedChange } from '../audit/audited-change'
import { badRequest, notFound } from '../http/api-error'
import { isUuid } from '../http/uuid'
import { assertUserActor } from '../tenant-api-tokens/current'
import { deleteApiToken, insertApiToken, listApiTokens, maxTokensPerUser } from './repository'
import { generateTokenSecret, hashTokenSecret } from './secret'
import type { AppEnv } from '../http/app-env'
import type { ApiTokenRecord } from './repository'
import type { ApiTokenKind } from './table'
import type { Context } from 'hono'

const labels: Record<ApiTokenKind, string> = {
  apiToken: 'personal API token',
  accessToken: 'access token',
}

/**
 * Creates one of the caller's tokens in the token's tenant, audited; answers it with its secret,
 * which is stored only as a hash. At most `maxTokensPerUser` of a kind per user and tenant.
 */
export const createUserToken = async (
  c: Context<AppEnv>,
  kind: ApiTokenKind,
  input: { description: string; expiresInMinutes: number | null },
): Promise<{ token: ApiTokenRecord; secret: string }> => {
  const auth = c.get('auth')
  assertUserActor(auth)
  const owner = { userId: auth.sub, tenantId: auth.tenantId, kind }
  const secret = generateTokenSecret()
  const token = await auditedChange(c, async ({ trx, now }) => {
    if ((await listApiTokens(trx, owner)).length >= maxTokensPerUser) {
      throw badRequest(`At most ${maxTokensPerUser} ${labels[kind]}s: delete one first`)
    }
    const { expiresInMinutes } = input
    const created = await insertApiToken(trx, {
      id: randomUUID(),
      ...owner,
      description: input.description,
      secretHash: hashTokenSecret(secret),
      expiresAt:
        expiresInMinutes === null ? null : new Date(now.getTime() + expiresInMinutes * 60_000),
      now,
    })
    return {
      result: created,
      audit: {
        action: kind === 'apiToken' ? 'user.api-token.created' : 'user.access-token.created',
        description: `Created a ${labels[kind]}`,
        details: { clientId: created.clientId, expiresInMinutes },
      },
    }
  })
  return { token, secret }
}

/** Deletes one of the caller's tokens of `kind`, audited; 404 when there is none such. */
export const deleteUserToken = async (
  c: Context<AppEnv>,
  kind: ApiTokenKind,
  id: string,
): Promise<void> => {
  const auth = c.get('auth')
  assertUserActor(auth)
  const clientId = id.toLowerCase()
  if (!isUuid(clientId)) throw notFound('No such token')
  await auditedChange(c, async ({ trx }) => {
    const owner = { userId: auth.sub, tenantId: auth.tenantId, kind }
    if (!(await deleteApiToken(trx, owner, clientId))) throw notFound('No such token')
    return {
      result: undefined,
      audit: {
        action: kind === 'apiToken' ? 'user.api-token.deleted' : 'user.access-token.deleted',
        description: `Deleted a ${labels[kind]}`,
        details: { clientId },
      },
    }
  })
}
