import { randomUUID } from 'node:crypto'
import { generateTokenSecret, hashTokenSecret } from '../api-tokens/secret'
import { auditedChange } from '../audit/audited-change'
import { badRequest, notFound } from '../http/api-error'
import { isUuid } from '../http/uuid'
import { assertMayGrantRoles } from '../invitations/roles'
import { lockTenant } from '../roles/held'
import { assertUserActor } from './current'
import {
  deleteTenantToken,
  insertTenantToken,
  listTenantTokens,
  maxTokensPerTenant,
} from './repository'
import type { AuditActionKey } from '../audit/actions'
import type { Db } from '../db/database'
import type { AppEnv } from '../http/app-env'
import type { TenantTokenRecord } from './repository'
import type { TenantTokenKind } from './table'
import type { Context } from 'hono'

const labels: Record<TenantTokenKind, string> = {
  apiToken: 'API token',
  accessToken: 'access token',
}

const actions: Record<TenantTokenKind, { created: AuditActionKey; deleted: AuditActionKey }> = {
  apiToken: { created: 'tenant.api-token.created', deleted: 'tenant.api-token.deleted' },
  accessToken: { created: 'tenant.access-token.created', deleted: 'tenant.access-token.deleted' },
}

/**
 * The role ids a token may be given in `tenantId`: each must be the tenant's own or vendor-wide
 * (else 400 naming the field, so no other tenant's role can be handed out).
 */
const usableRoleIds = async (db: Db, tenantId: string, requested: readonly string[]) => {
  const wanted = [...new Set(requested.map((id) => id.toLowerCase()))]
  if (wanted.length === 0) return []
  const valid = wanted.filter(isUuid)
  const rows =
    valid.length === 0
      ? []
      : await db
          .selectFrom('roles')
          .select('id')
          .where('id', 'in', valid)
          .where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', tenantId)]))
          .execute()
  const found = new Set(rows.map((row) => row.id))
  const missing = requested.findIndex((id) => !found.has(id.toLowerCase()))
  if (missing >= 0) throw badRequest(`roleIds.${missing}: no such role in this account`)
  return wanted
}

/**
 * Creates a tenant token of `kind` in the caller's tenant, audited; answers it with its secret,
 * stored only as a hash. Its roles must be within the creator's own permissions now (the
 * escalation guard, 403); only a signed-in member creates one (a token cannot mint tokens); at most
 * `maxTokensPerTenant` of a kind per tenant. The row names the token in `tokenClientId` and
 * `tokenDescription` (`apiTokenId` would make the row's actor the token, see audited-change.ts).
 */
export const createTenantToken = async (
  c: Context<AppEnv>,
  kind: TenantTokenKind,
  input: { description: string; expiresInMinutes: number | null; roleIds: string[] },
): Promise<{ token: TenantTokenRecord; secret: string }> => {
  const auth = c.get('auth')
  assertUserActor(auth)
  const { tenantId } = auth
  const secret = generateTokenSecret()
  const token = await auditedChange(c, async ({ trx, now }) => {
    await lockTenant(trx, tenantId)
    const roleIds = await usableRoleIds(trx, tenantId, input.roleIds)
    await assertMayGrantRoles(trx, { userId: auth.sub, tenantId }, roleIds)
    if ((await listTenantTokens(trx, tenantId, kind)).length >= maxTokensPerTenant) {
      throw badRequest(`At most ${maxTokensPerTenant} ${labels[kind]}s: delete one first`)
    }
    const { expiresInMinutes } = input
    const created = await insertTenantToken(trx, {
      clientId: randomUUID(),
      tenantId,
      kind,
      description: input.description,
      createdByUserId: auth.sub,
      roleIds,
      secretHash: hashTokenSecret(secret),
      expiresAt:
        expiresInMinutes === null ? null : new Date(now.getTime() + expiresInMinutes * 60_000),
      now,
    })
    return {
      result: created,
      audit: {
        action: actions[kind].created,
        description: `Created the ${labels[kind]} “${created.description}”`,
        details: {
          tokenClientId: created.clientId,
          tokenDescription: created.description,
          roleIds,
          expiresInMinutes,
        },
      },
    }
  })
  return { token, secret }
}

/**
 * Deletes one of the tenant's tokens of `kind`, audited; 404 when the tenant has none such. The
 * access tokens already issued from it are refused from the next request (`currentTokenClaims`).
 */
export const deleteTenantTokenOf = async (
  c: Context<AppEnv>,
  kind: TenantTokenKind,
  id: string,
): Promise<void> => {
  const { tenantId } = c.get('auth')
  const clientId = id.toLowerCase()
  if (!isUuid(clientId)) throw notFound('No such token')
  await auditedChange(c, async ({ trx }) => {
    const description = await deleteTenantToken(trx, tenantId, kind, clientId)
    if (description === undefined) throw notFound('No such token')
    return {
      result: undefined,
      audit: {
        action: actions[kind].deleted,
        description: `Deleted the ${labels[kind]} “${description}”`,
        details: { tokenClientId: clientId, tokenDescription: description },
      },
    }
  })
}
