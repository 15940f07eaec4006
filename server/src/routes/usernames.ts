import { z } from '@hono/zod-openapi'
import { sql } from 'kysely'
import { auditedChange } from '../audit/audited-change'
import { notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute, userRoute } from '../http/router'
import { emptyObjectSchema, listAnswer, listSchema } from '../http/wire-schemas'
import { deleteUsername, findUsername, requireUsername, setUsername } from '../profile/username'
import { visibleUser } from '../users/vendor-flags'
import type { AppDeps } from '../deps'

const USERNAMES = '/identity/resources/usernames/v1'
const tags = ['Usernames']
const entry = z.object({ userId: z.uuid(), username: z.string() })
const absent = (value: unknown) => (value === '' || value === 'undefined' ? undefined : value)

const listRoute = tenantRoute({
  method: 'get',
  path: USERNAMES,
  permission: 'fe.secure.read.users',
  tags,
  summary:
    "Usernames of the tenant's users (never the vendor's invisible ones); _offset counts pages",
  request: {
    query: z.object({
      _limit: z.preprocess(absent, z.coerce.number().int().min(1).max(200).optional()),
      _offset: z.preprocess(absent, z.coerce.number().int().min(0).max(100_000).optional()),
      _usernamePrefix: z.preprocess(absent, z.string().max(64).optional()),
      userIds: z.preprocess(absent, z.string().max(20_000).optional()),
    }),
  },
  responses: { 200: jsonResponse(listSchema(entry), 'A page of usernames') },
})
const mineRoute = userRoute({
  method: 'get',
  path: `${USERNAMES}/me`,
  tags,
  summary: 'My username (404 without one)',
  responses: { 200: jsonResponse(entry, 'The username') },
})
const createRoute = userRoute({
  method: 'post',
  path: USERNAMES,
  tags,
  summary: 'Set my username; the same one again changes nothing; another one is 409',
  request: { body: jsonBody(z.object({ username: z.string().max(256) })) },
  responses: {
    200: jsonResponse(emptyObjectSchema, 'The username is set'),
    409: { description: 'Taken, or the user has another username to delete first' },
  },
})
const deleteRoute = userRoute({
  method: 'delete',
  path: `${USERNAMES}/{username}`,
  tags,
  summary: 'Delete my username',
  request: { params: z.object({ username: z.string().max(256) }) },
  responses: { 200: jsonResponse(emptyObjectSchema, 'The username is deleted') },
})

/** Usernames (wire §5.12): a second sign-in name, unique whatever its case. */
export const createUsernameRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(listRoute, async (c) => {
      const { tenantId } = c.get('auth')
      const query = c.req.valid('query')
      const limit = query._limit ?? 50
      const ids = query.userIds?.split(',').filter((id) => /^[0-9a-f-]{36}$/i.test(id))
      let rows = deps.db
        .selectFrom('users')
        .innerJoin('tenant_memberships as m', 'm.user_id', 'users.id')
        .where('m.tenant_id', '=', tenantId)
        .where('users.username', 'is not', null)
        .where(visibleUser('users.id'))
      if (query._usernamePrefix) {
        const prefix = query._usernamePrefix.toLowerCase().replace(/[\\%_]/g, '\\$&')
        rows = rows.where((eb) => eb(eb.fn('lower', ['users.username']), 'like', `${prefix}%`))
      }
      if (ids)
        rows = ids.length > 0 ? rows.where('users.id', 'in', ids) : rows.where(sql<boolean>`false`)
      const [{ total }, items] = await Promise.all([
        rows.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        rows
          .select(['users.id as userId', 'users.username'])
          .orderBy('users.username')
          .limit(limit)
          .offset((query._offset ?? 0) * limit)
          .execute(),
      ])
      const page = items.map((row) => ({ userId: row.userId, username: row.username ?? '' }))
      return c.json(listAnswer(page, Number(total), limit), 200)
    })
    .openapi(mineRoute, async (c) => {
      const userId = c.get('auth').sub
      const username = await findUsername(deps.db, userId)
      if (username === null) throw notFound('You have no username')
      return c.json({ userId, username }, 200)
    })
    .openapi(createRoute, async (c) => {
      const username = requireUsername(c.req.valid('json').username)
      await auditedChange(c, (scope) => setUsername(scope, c.get('auth').sub, username))
      return c.json({}, 200)
    })
    .openapi(deleteRoute, async (c) => {
      const { username } = c.req.valid('param')
      await auditedChange(c, (scope) => deleteUsername(scope, c.get('auth').sub, username))
      return c.json({}, 200)
    })
