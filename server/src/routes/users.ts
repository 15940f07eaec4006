import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import { forbidden } from '../http/api-error'
import { authenticate, requirePermission } from '../http/authenticate'
import { boundedInt, maxInt32, spanSeconds } from '../http/guards/numbers'
import { validationHook } from '../http/validation-hook'
import { roleIdsOfUsers } from '../roles/repository'
import { membersAmong } from '../users/repository'
import { searchTenantUsers, userSortKeys } from '../users/search'
import type { AppDeps } from '../deps'
import type { AppEnv } from '../http/app-env'

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The client sends absent values as the text "undefined"; read those (and "") as absent. */
const absent = (value: unknown) => (value === 'undefined' || value === '' ? undefined : value)

const idList = z.preprocess(
  absent,
  z
    .string()
    .max(20_000)
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((id) => id.trim().toLowerCase())
          .filter((id) => uuidPattern.test(id)),
      ),
    ])
    .optional(),
)

const usersQuery = z.object({
  _limit: z.preprocess(
    absent,
    z.coerce
      .number()
      .int()
      .transform((n) => Math.min(200, Math.max(1, n)))
      .default(20),
  ),
  _offset: z.preprocess(absent, boundedInt(0, maxInt32).default(0)),
  _sortBy: z.preprocess(absent, z.enum(userSortKeys).default('createdAt')),
  _order: z.preprocess(
    (value) => (typeof value === 'string' ? absent(value.toUpperCase()) : value),
    z.enum(['ASC', 'DESC']).default('DESC'),
  ),
  _email: z.preprocess(absent, z.string().max(320).optional()),
  _tenantId: z.preprocess(absent, z.string().max(100).optional()),
  _preset: z.preprocess(
    absent,
    z.enum(['mfa-unenrolled', 'breached-passwords', 'inactive']).optional(),
  ),
  _maxInactiveSeconds: z.preprocess(absent, spanSeconds().optional()),
  ids: idList,
})

const rolesQuery = z.object({
  ids: z.preprocess(absent, z.string({ error: 'ids is required' }).max(20_000)),
})

/** The tenant's users (users v3) and their roles. */
export const createUserRoutes = (deps: AppDeps) => {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  const auth = authenticate({ keys: deps.keys, issuer: deps.config.issuer })
  const canReadUsers = requirePermission('fe.secure.read.users')
  const now = deps.now ?? (() => new Date())

  app.openapi(
    createRoute({
      method: 'get',
      path: '/identity/resources/users/v3',
      tags: ['Users'],
      summary:
        "A page of the tenant's users. _offset counts pages (0 = first), as in the vendor API",
      security: [{ bearerAuth: [] }],
      middleware: [auth, canReadUsers] as const,
      request: { query: usersQuery },
      responses: {
        200: { description: '{items: IUsersV3Data[], _metadata: {totalItems, totalPages}}' },
        403: { description: 'Missing fe.secure.read.users, or another tenant' },
      },
    }),
    async (c) => {
      const query = c.req.valid('query')
      const { tenantId } = c.get('auth')
      if (query._tenantId !== undefined && query._tenantId.toLowerCase() !== tenantId) {
        throw forbidden('Users of another account cannot be listed')
      }
      const { items, totalItems } = await searchTenantUsers(deps.db, {
        tenantId,
        vendorId: deps.config.vendorId,
        limit: query._limit,
        page: query._offset,
        sortBy: query._sortBy,
        order: query._order,
        email: query._email,
        ids: query.ids,
        preset: query._preset,
        maxInactiveSeconds: query._maxInactiveSeconds,
        now: now(),
      })
      return c.json(
        { items, _metadata: { totalItems, totalPages: Math.ceil(totalItems / query._limit) } },
        200,
      )
    },
  )

  app.openapi(
    createRoute({
      method: 'get',
      path: '/identity/resources/users/v3/roles',
      tags: ['Users'],
      summary: "Role ids of the given users in the caller's tenant; other ids are left out",
      security: [{ bearerAuth: [] }],
      middleware: [auth, canReadUsers] as const,
      request: { query: rolesQuery },
      responses: { 200: { description: '{vendorId, tenantId, userId, roleIds}[]' } },
    }),
    async (c) => {
      const { tenantId } = c.get('auth')
      const requested = [
        ...new Set(
          c.req
            .valid('query')
            .ids.split(',')
            .map((id) => id.trim().toLowerCase())
            .filter((id) => uuidPattern.test(id)),
        ),
      ]
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
    },
  )
  return app
}
