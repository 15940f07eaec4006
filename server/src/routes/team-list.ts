import { z } from '@hono/zod-openapi'
import { sql } from 'kysely'
import { clampPageSize, PAGE_SIZE, USER_FILTER_PRESETS } from '../../../src/wire'
import { resendActivation } from '../activation/resend'
import { actorName } from '../audit/actor-name'
import { writeAudit } from '../audit/repository'
import { mailLocale } from '../delivery/words'
import { badRequest } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { boundedInt, maxInt32 } from '../http/guards/numbers'
import { jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { isoInstant } from '../http/wire-schemas'
import { limitSend } from '../limits/send'
import { withPictureUrls } from '../profile/picture'
import { adminIdsOf } from '../roles/last-admin'
import { listTenantRoles } from '../roles/repository'
import { roleSchema } from '../roles/schema'
import { requireMember } from '../team/members'
import { memberIdOf, userIdParams } from '../team/params'
import { searchTenantUsers, userSortKeys } from '../user-search/repository'
import { visibleAmong, visibleUser } from '../users/vendor-flags'
import type { AppDeps } from '../deps'
import type { RoleView } from '../roles/repository'
import type { UserListItem } from '../user-search/repository'

const tags = ['Team']
const read = 'fe.secure.read.users'

/** The client sends absent values as the text "undefined"; read those (and "") as absent. */
const absent = (value: unknown) => (value === 'undefined' || value === '' ? undefined : value)

/**
 * `loadUsers` (wire §5.4 row 7): pageOffset counts pages, pageSize (default 20, at most 100),
 * each filter item as its own key (`searchValue` matches name or email; `preset` one of the
 * users v3 presets), sortBy (default name) and sortDirection.
 */
const membersQuery = z.object({
  pageOffset: z.preprocess(absent, boundedInt(0, maxInt32).default(0)),
  pageSize: z.preprocess(
    absent,
    z.coerce.number().int().transform(clampPageSize).default(PAGE_SIZE.default),
  ),
  searchValue: z.preprocess(absent, z.string().max(320).optional()),
  preset: z.preprocess(absent, z.enum(USER_FILTER_PRESETS).optional()),
  sortBy: z.preprocess(absent, z.enum(userSortKeys).default('name')),
  sortDirection: z.preprocess(
    (value) => (typeof value === 'string' ? absent(value.toLowerCase()) : value),
    z.enum(['asc', 'desc']).default('asc'),
  ),
})

const wireRole = roleSchema.extend({ permissionLevel: z.number().int() })

/** A member as the Team page lists it (`ITeamUser`). */
const memberSchema = z
  .object({
    id: z.uuid(),
    email: z.string().nullable(),
    name: z.string(),
    phone: z.string().optional(),
    profileImageUrl: z.string().optional(),
    tenantId: z.uuid(),
    vendorId: z.string(),
    roleIds: z.array(z.string()),
    roles: z.array(wireRole),
    activatedForTenant: z.boolean(),
    verified: z.boolean(),
    createdAt: isoInstant,
    lastLogin: isoInstant.optional(),
    mfaEnabled: z.boolean(),
    isLocked: z.boolean(),
    isDisabled: z.boolean(),
    provider: z.string(),
    managedBy: z.string(),
    scimConnectionName: z.string().optional().openapi({
      description: 'The provisioning connection managing the member (managedBy scim2)',
    }),
    customData: z.string(),
    temporaryExpirationDate: isoInstant.optional(),
  })
  .openapi('TeamMember')

const toWireRole = (role: RoleView) => ({ ...role, permissionLevel: role.level })

const toMember = (item: UserListItem) => {
  const roles = item.tenants[0]?.roles ?? []
  return {
    id: item.id,
    email: item.email,
    name: item.name,
    ...(item.phoneNumber ? { phone: item.phoneNumber } : {}),
    ...(item.profilePictureUrl ? { profileImageUrl: item.profilePictureUrl } : {}),
    tenantId: item.tenantId,
    vendorId: roles[0]?.vendorId ?? '',
    roleIds: roles.map((role) => role.id),
    roles: roles.map(toWireRole),
    activatedForTenant: item.activatedForTenant,
    verified: item.verified,
    createdAt: item.createdAt,
    ...(item.lastLogin ? { lastLogin: item.lastLogin } : {}),
    mfaEnabled: item.mfaEnrolled,
    isLocked: item.isLocked,
    isDisabled: item.isDisabled,
    provider: item.provider,
    managedBy: item.managedBy,
    ...(item.scimConnectionName ? { scimConnectionName: item.scimConnectionName } : {}),
    customData: item.metadata,
    ...(item.temporaryExpirationDate
      ? { temporaryExpirationDate: item.temporaryExpirationDate }
      : {}),
  }
}

const membersRoute = tenantRoute({
  method: 'get',
  path: '/team/resources/members/v1',
  permission: read,
  tags,
  summary:
    "A page of the caller's tenant's members (loadUsers): pageOffset (a page), pageSize, " +
    'searchValue and preset filters, sortBy, sortDirection',
  request: { query: membersQuery },
  responses: {
    200: jsonResponse(
      z.object({
        items: z.array(memberSchema),
        totalPages: z.number().int(),
        totalItems: z.number().int(),
      }),
      'A page of members',
    ),
  },
})

const rolesRoute = tenantRoute({
  method: 'get',
  path: '/team/resources/roles/v1',
  permission: ['fe.secure.read.roles', read],
  tags,
  summary: 'The roles a member of the tenant can hold (loadAvailableRoles: ITeamUserRole[])',
  responses: { 200: jsonResponse(z.array(wireRole), 'Roles') },
})

const statsRoute = tenantRoute({
  method: 'get',
  path: '/team/resources/stats/v1/members',
  permission: read,
  tags,
  summary: "The tenant's member count, members added in the last 7 days, and its administrators",
  responses: {
    200: jsonResponse(
      z.object({
        totalItems: z.number().int(),
        addedThisWeek: z.number().int(),
        superAdmins: z.number().int(),
      }),
      'Member stats',
    ),
  },
})

const resendRoute = tenantRoute({
  method: 'post',
  path: '/team/resources/members/v1/{userId}/resendActivationEmail',
  permission: 'fe.secure.write.users',
  tags,
  summary:
    'Mails a member who has not activated the account a new activation link (older ones stop working)',
  request: { params: userIdParams },
  responses: {
    200: jsonResponse(z.object({}), 'Sent'),
    400: { description: 'The member has already activated the account, or has no email' },
    404: { description: 'No such member in this account' },
    429: { description: 'Too many messages for this member (Retry-After)' },
  },
})

const WEEK_MS = 7 * 24 * 60 * 60 * 1000

/** The Team page's reads (members, roles, stats) and its resend-activation action (wire §5.4). */
export const createTeamListRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(membersRoute, async (c) => {
      const query = c.req.valid('query')
      const { tenantId } = c.get('auth')
      const { items, totalItems } = await searchTenantUsers(deps.db, {
        tenantId,
        vendorId: deps.config.vendorId,
        limit: query.pageSize,
        page: query.pageOffset,
        sortBy: query.sortBy,
        order: query.sortDirection === 'asc' ? 'ASC' : 'DESC',
        ...(query.searchValue ? { email: query.searchValue } : {}),
        ...(query.preset ? { preset: query.preset } : {}),
        now: deps.now(),
      })
      const listed = await withPictureUrls(deps.db, deps.config, items)
      return c.json(
        {
          items: listed.map(toMember),
          totalPages: Math.ceil(totalItems / query.pageSize),
          totalItems,
        },
        200,
      )
    })
    .openapi(rolesRoute, async (c) => {
      const roles = await listTenantRoles(deps.db, c.get('auth').tenantId, deps.config.vendorId)
      return c.json(roles.map(toWireRole), 200)
    })
    .openapi(statsRoute, async (c) => {
      const { tenantId } = c.get('auth')
      const since = new Date(deps.now().getTime() - WEEK_MS)
      const { rows } = await sql<{ total: number; recent: number }>`select count(*)::int as total,
          count(*) filter (where m.created_at >= ${since})::int as recent
        from tenant_memberships m where m.tenant_id = ${tenantId}
          and ${visibleUser('m.user_id')}`.execute(deps.db)
      const admins = await visibleAmong(deps.db, await adminIdsOf(deps.db, tenantId))
      return c.json(
        {
          totalItems: rows[0]?.total ?? 0,
          addedThisWeek: rows[0]?.recent ?? 0,
          superAdmins: admins.length,
        },
        200,
      )
    })
    .openapi(resendRoute, async (c) => {
      const auth = c.get('auth')
      const userId = memberIdOf(c.req.valid('param').userId)
      const user = await requireMember(deps.db, auth.tenantId, userId)
      if (user.verified) throw badRequest('This member has already activated the account')
      if (!user.email) throw badRequest('This member has no email to send an activation link to')
      await limitSend(deps, c, user.email)
      const now = deps.now()
      await resendActivation(deps, {
        email: user.email,
        locale: mailLocale(c.req.header('accept-language')),
        now,
      })
      const client = clientInfo(c)
      const token = auth.apiToken
      await writeAudit(deps.db, {
        tenantId: auth.tenantId,
        // A tenant API token is no user: the row names it (see audit/audited-change.ts).
        userId: token ? null : auth.sub,
        email: token ? null : user.email,
        action: 'user.activation.resent',
        description: `${actorName(auth)} sent ${user.email} a new activation link`,
        severity: 'Info',
        ip: client.ip,
        userAgent: client.userAgent,
        ...(token
          ? { details: { apiTokenId: token.id, apiTokenDescription: token.description } }
          : {}),
      })
      return c.json({}, 200)
    })
