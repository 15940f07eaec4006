import { sql } from 'kysely'
import { mayEnterSubTenant } from '../hierarchy/entry'
import { assertPathAdmitted } from '../hierarchy/path-restrictions'
import { unauthenticated } from '../http/api-error'
import { assertAddressAdmitted } from '../ip-restrictions/gate'
import { currentTokenClaims } from '../tenant-api-tokens/current'
import type { Db } from '../db/database'
import type { IpStrategy } from '../ip-restrictions/table'
import type { AccessTokenClaims } from '../tokens/access-token'

/**
 * Until when an administrator's lock holds (the unlock route clears it). A lock for failed
 * sign-ins ends sooner: it stops new sign-ins but leaves the sessions the user already has, so
 * an attacker guessing passwords cannot sign the real user out.
 */
export const ADMIN_LOCK_UNTIL = new Date('9999-12-31T00:00:00.000Z')

/** What the one read of a signed-in request learns about the member. */
interface Standing {
  access_version: string
  is_disabled: boolean
  activated_for_tenant: boolean
  temporary_expires_at: Date | null
  locked_until: Date | null
  ip_active: boolean | null
  ip_strategy: IpStrategy | null
  ip_version: string | null
}

const readStanding = (db: Db, userId: string, tenantId: string) =>
  db
    .selectFrom('tenant_memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('ip_restriction_config as ip', 'ip.tenant_id', 'm.tenant_id')
    .select([
      sql<string>`m.access_version::text`.as('access_version'),
      'm.is_disabled',
      'm.activated_for_tenant',
      'm.temporary_expires_at',
      'u.locked_until',
      'ip.is_active as ip_active',
      'ip.strategy as ip_strategy',
      sql<string | null>`ip.version::text`.as('ip_version'),
    ])
    .where('m.user_id', '=', userId)
    .where('m.tenant_id', '=', tenantId)
    .executeTakeFirst() as Promise<Standing | undefined>

/** Why a member's token no longer admits it, as the sentence of the 401; undefined when it does. */
const refusalOf = (standing: Standing | undefined, now: Date): string | undefined => {
  if (!standing || !standing.activated_for_tenant) {
    return 'You are no longer a member of this account. Sign in again'
  }
  if (standing.is_disabled) return 'Your access to this account was disabled. Sign in again'
  if (standing.temporary_expires_at && standing.temporary_expires_at <= now) {
    return 'Your temporary access to this account has ended'
  }
  if (standing.locked_until && standing.locked_until.getTime() >= ADMIN_LOCK_UNTIL.getTime()) {
    return 'Your account is locked. Ask an administrator to unlock it'
  }
  return undefined
}

/** The role and permission keys the member holds in the tenant right now. */
const readHeld = async (db: Db, userId: string, tenantId: string) => {
  const rows = await db
    .selectFrom('user_effective_roles as e')
    .innerJoin('roles as r', 'r.id', 'e.role_id')
    .leftJoin('role_permissions as rp', 'rp.role_id', 'r.id')
    .leftJoin('permissions as p', 'p.id', 'rp.permission_id')
    .select(['r.key as roleKey', 'p.key as permissionKey', 'r.permission_level as level'])
    .where('e.user_id', '=', userId)
    .where('e.tenant_id', '=', tenantId)
    .orderBy('r.permission_level')
    .orderBy('r.key')
    .orderBy('p.key')
    .execute()
  const roles = new Set<string>()
  const permissions = new Set<string>()
  for (const row of rows) {
    roles.add(row.roleKey)
    if (row.permissionKey !== null) permissions.add(row.permissionKey)
  }
  return { roles: [...roles], permissions: [...permissions].sort() }
}

/**
 * The claims a signed-in request is decided on: the token's, with the member's CURRENT roles and
 * permissions. One indexed read per request: the membership (and the user's lock); only a token
 * issued before its member's access version changed pays a second read of what is held now.
 * Throws the 401 of a member who was removed, disabled, locked by an administrator, or whose
 * temporary access ended since the token was issued, and the 403 of a request from an address
 * the tenant's IP restrictions refuse (`clientIp`; the same read brings the restriction's version,
 * so a tenant without one pays nothing and one with one a lookup in the instance's cache).
 * A tenant API token's claims are its token's current ones (`currentTokenClaims`).
 */
export const currentClaims = async (
  db: Db,
  claims: AccessTokenClaims,
  now: Date,
  clientIp: string | null = null,
): Promise<AccessTokenClaims> => {
  if (claims.apiToken) return currentTokenClaims(db, claims, now, clientIp)
  if (claims.viaTenantId !== undefined) return currentSubTenantClaims(db, claims, now, clientIp)
  const standing = await readStanding(db, claims.sub, claims.tenantId)
  const refusal = refusalOf(standing, now)
  if (refusal !== undefined || !standing) throw unauthenticated(refusal)
  if (standing.ip_active === true) {
    await assertAddressAdmitted(db, claims.tenantId, clientIp, {
      isActive: true,
      strategy: standing.ip_strategy ?? 'ALLOW',
      version: standing.ip_version ?? '0',
    })
  }
  if (claims.accessVersion === standing.access_version) return claims
  const held = await readHeld(db, claims.sub, claims.tenantId)
  return { ...claims, ...held, accessVersion: standing.access_version }
}

/**
 * The claims of a member of a parent account acting in a sub-account (`viaTenantId`): decided on
 * the membership where they come from (its 401s and IP restrictions, as above), on the access
 * rule of the sub-account now (hierarchy/entry.ts: a 401 once it no longer lets them in), on the
 * IP restrictions of the sub-account and of every account between it and theirs (the 403 their
 * members get from a refused address), and
 * on the roles they hold in the sub-account itself when given some there (`subTenantsRoles`),
 * else on the ones they hold where they come from.
 */
const currentSubTenantClaims = async (
  db: Db,
  claims: AccessTokenClaims,
  now: Date,
  clientIp: string | null,
): Promise<AccessTokenClaims> => {
  const fromTenantId = claims.viaTenantId ?? claims.tenantId
  const from = await currentClaims(
    db,
    { ...claims, tenantId: fromTenantId, viaTenantId: undefined, accessVersion: undefined },
    now,
    clientIp,
  )
  const entering = { userId: claims.sub, fromTenantId, tenantId: claims.tenantId }
  if (!(await mayEnterSubTenant(db, entering))) {
    throw unauthenticated(
      'Your access to this sub-account has ended. Open it again from your account',
    )
  }
  await assertPathAdmitted(db, fromTenantId, claims.tenantId, clientIp)
  const own = await readHeld(db, claims.sub, claims.tenantId)
  const held = own.roles.length > 0 ? own : { roles: from.roles, permissions: from.permissions }
  return { ...claims, ...held, accessVersion: undefined }
}
