import { z } from '@hono/zod-openapi'
import {
  clampPageSize,
  DEFAULT_SORT_ORDER,
  DEFAULT_USER_SORT,
  EMAIL_MAX_LENGTH,
  PAGE_SIZE,
  SORT_ORDERS,
  USER_FILTER_PRESETS,
} from '../../../src/wire'
import { reachableTenants } from '../hierarchy/reach'
import { descendantsOf } from '../hierarchy/tree'
import { forbidden } from '../http/api-error'
import { boundedInt, maxInt32, spanSeconds } from '../http/guards/numbers'
import { jsonResponse } from '../http/json-body'
import { createRouter, tenantOrVendorRoute, tenantRoute } from '../http/router'
import { routeTenant } from '../http/tenant-or-vendor'
import { uuidList } from '../http/uuid'
import { listSchema } from '../http/wire-schemas'
import { withPictureUrls } from '../profile/picture'
import { roleIdsOfUsers } from '../roles/repository'
import { searchTenantUsers, userSortKeys } from '../user-search/repository'
import { membersAmong } from '../users/repository'
import { listedUserSchema, userRoleIdsSchema } from '../users/schema'
import type { AppDeps } from '../deps'
import type { AppEnv } from '../http/app-env'

/** The client sends absent values as the text "undefined"; read those (and "") as absent. */
const absent = (value: unknown) => (value === 'undefined' || value === '' ? undefined : value)

const idList = z.preprocess(absent, z.string().max(20_000).transform(uuidList).optional())

const usersQuery = z.object({
  _limit: z.preprocess(
    absent,
    z.coerce.number().int().transform(clampPageSize).default(PAGE_SIZE.default),
  ),
  _offset: z.preprocess(absent, boundedInt(0, maxInt32).default(0)),
  _sortBy: z.preprocess(absent, z.enum(userSortKeys).default(DEFAULT_USER_SORT)),
  _order: z.preprocess(
    (value) => (typeof value === 'string' ? absent(value.toUpperCase()) : value),
    z.enum(SORT_ORDERS).default(DEFAULT_SORT_ORDER),
  ),
  _email: z.preprocess(absent, z.string().max(EMAIL_MAX_LENGTH).optional()),
  _tenantId: z.preprocess(absent, z.string().max(100).optional()),
  _preset: z.preprocess(absent, z.enum(USER_FILTER_PRESETS).optional()),
  _maxInactiveSeconds: z.preprocess(absent, spanSeconds().optional()),
  ids: idList,
  _includeSubTenants: z.preprocess(
    (value) => (typeof value === 'string' ? absent(value.toLowerCase()) : value),
    z.enum(['true', 'false']).optional(),
  ),
})

const rolesQuery = z.object({
  ids: z.preprocess(absent, z.string({ error: 'ids is required' }).max(20_000)),
})

const usersRoute = tenantOrVendorRoute({
  method: 'get',
  path: '/identity/resources/users/v3',
  permission: 'fe.secure.read.users',
  tags: ['Users'],
  summary:
    "A page of the tenant's users. _offset counts pages (0 = first), as in the vendor API. " +
    'The vendor (frontegg-tenant-id) also reads its invisible users, with invisible: true, and ' +
    'with _includeSubTenants every account under the tenant',
  request: { query: usersQuery },
  responses: {
    200: jsonResponse(listSchema(listedUserSchema), 'A page of users'),
    403: { description: 'Missing fe.secure.read.users, or another tenant' },
  },
})

const userRolesRoute = tenantRoute({
  method: 'get',
  path: '/identity/resources/users/v3/roles',
  permission: 'fe.secure.read.users',
  tags: ['Users'],
  summary: "Role ids of the given users in the caller's tenant; other ids are left out",
  request: { query: rolesQuery },
  responses: { 200: jsonResponse(z.array(userRoleIdsSchema), 'Role ids per user') },
})

/** The tenant's users (users v3) and their roles. */
export const createUserRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(usersRoute, async (c) => {
      const query = c.req.valid('query')
      const vendor = c.get('vendor') as AppEnv['Variables']['vendor'] | undefined
      const tenantId = routeTenant(c).toLowerCase()
      if (query._tenantId !== undefined && query._tenantId.toLowerCase() !== tenantId) {
        throw forbidden('Users of another account cannot be listed')
      }
      // Sub-accounts' people only where a member may enter (hierarchy/reach.ts); the vendor's all.
      const below = async () =>
        vendor
          ? (await descendantsOf(deps.db, tenantId)).map((row) => row.id)
          : (await reachableTenants(deps.db, c.get('auth'))).slice(1)
      const subTenantIds = query._includeSubTenants === 'true' ? await below() : undefined
      const { items, totalItems } = await searchTenantUsers(deps.db, {
        tenantId,
        subTenantIds,
        vendorId: deps.config.vendorId,
        limit: query._limit,
        page: query._offset,
        sortBy: query._sortBy,
        order: query._order,
        email: query._email,
        ids: query.ids,
        preset: query._preset,
        maxInactiveSeconds: query._maxInactiveSeconds,
        now: deps.now(),
        includeInvisible: vendor !== undefined,
      })
      const listed = await withPictureUrls(deps.db, deps.config, items)
      return c.json(
        {
          items: listed,
          _metadata: { totalItems, totalPages: Math.ceil(totalItems / query._limit) },
        },
        200,
      )
    })
    .openapi(userRolesRoute, async (c) => {
      const { tenantId } = c.get('auth')
      const requested = uuidList(c.req.valid('query').ids)
      const userIds = await membersAmong(deps.db, tenantId, requested)
      const roleIds = await roleIdsOfUsers(deps.db, tenantId, userIds)
      return c.json(
        userIds.map((userId) => ({
          vendorId: deps.config.vendorId,
          tenantId,
          userId,
          roleIds: roleIds.get(userId) ?? [],
        })),
        200,
      )
    })
