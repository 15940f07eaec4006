import { z } from '@hono/zod-openapi'
import { patchAnswer } from '../hierarchy/answer-patch'
import { cachedAnswer, flatAnswer, treeAnswer, treeAt } from '../hierarchy/answers'
import {
  foundSubTenantSchema,
  parentTenantSchema,
  subTenantSchema,
  subTenantTreeSchema,
} from '../hierarchy/schema'
import { scopeRoot } from '../hierarchy/scope'
import { memberCounts, searchSubTenants, subTreeSizes, tenantSortKeys } from '../hierarchy/search'
import { requireUnder } from '../hierarchy/sub-tenants'
import { ancestorsUpTo, idsWithin } from '../hierarchy/tree'
import { notFound } from '../http/api-error'
import { boundedInt, maxInt32 } from '../http/guards/numbers'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { uuidList } from '../http/uuid'
import { listSchema } from '../http/wire-schemas'
import type { AppDeps } from '../deps'
import type { TreeAt } from '../hierarchy/answers'
import type { SubTenantRow } from '../hierarchy/tree'
import type { Context } from 'hono'

const read = 'fe.account-hierarchy.read.subAccount'
const tags = ['Account hierarchy']
const base = '/tenants/resources/hierarchy'
/** The spec's account search limit (§9): 50 a page. */
const SEARCH_LIMIT = 50

const absent = (value: unknown) => (value === 'undefined' || value === '' ? undefined : value)

const searchQuery = z.object({
  _limit: z.preprocess(absent, boundedInt(1, 200).default(SEARCH_LIMIT)),
  _offset: z.preprocess(absent, boundedInt(0, maxInt32).default(0)),
  _filter: z.preprocess(absent, z.string().max(200).optional()),
  _subTenantId: z.preprocess(absent, z.string().max(100).optional()),
  _sortBy: z.preprocess(absent, z.enum(tenantSortKeys).default('name')),
  _order: z.preprocess(
    (value) => (typeof value === 'string' ? absent(value.toUpperCase()) : value),
    z.enum(['ASC', 'DESC']).default('ASC'),
  ),
})

const parentOf = (row: SubTenantRow) => ({
  tenantId: row.id,
  level: row.level,
  tenantName: row.name,
  status: 'active',
  createdAt: row.createdAt,
})

/**
 * An answer whose JSON text is already written (hierarchy/answers.ts, to the route's schema). The
 * route types know only `c.json`'s answers, so this one is typed as whatever the route declares.
 */
const writtenJson = (c: Context, text: string): never =>
  c.body(text, 200, { 'content-type': 'application/json; charset=UTF-8' }) as never

/** Reads of the account hierarchy (wire §5.7 rows 3-9): only ever the caller's own subtree. */
export const createHierarchyRoutes = ({ db }: AppDeps) => {
  /**
   * A whole-subtree answer at the tree's current version (hierarchy/answers.ts), the kept one
   * moved on in place when the tree's last change renamed, created or deleted one account
   * (answer-patch.ts).
   */
  const wholeAnswer = async (
    kind: 'flat' | 'tree',
    rootId: string,
    build: (tree: TreeAt) => Promise<string | undefined>,
  ) => {
    const tree = await treeAt(db, rootId)
    if (tree === undefined) throw notFound('No such account')
    const { change } = tree
    const patch = change && {
      from: change.from,
      apply: (kept: string) => patchAnswer(db, kind, tree, rootId, change, kept),
    }
    const body = await cachedAnswer(kind, rootId, tree.version, () => build(tree), patch)
    if (body === undefined) throw notFound('No such account')
    return body
  }
  return createRouter()
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${base}/v1`,
        permission: read,
        tags,
        summary:
          'Every sub-account under the account, at any depth, with its level (1: a child), by ' +
          'level then name (whole: the call takes no paging)',
        responses: { 200: jsonResponse(z.array(subTenantSchema), 'The sub-accounts') },
      }),
      async (c) => {
        const rootId = scopeRoot(c.get('auth'))
        const body = await wholeAnswer('flat', rootId, (tree) => flatAnswer(db, tree, rootId))
        return writtenJson(c, body)
      },
    )
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${base}/v1/tree`,
        permission: read,
        tags,
        summary:
          'The account and everything under it as a tree (whole: the call takes no paging), ' +
          'kept by the instance until a tenant of the tree is added, deleted or renamed',
        responses: { 200: jsonResponse(subTenantTreeSchema, 'The tree') },
      }),
      async (c) => {
        const rootId = scopeRoot(c.get('auth'))
        const body = await wholeAnswer('tree', rootId, (tree) => treeAnswer(db, tree, rootId))
        return writtenJson(c, body)
      },
    )
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${base}/v1/parents`,
        permission: read,
        tags,
        summary:
          'The accounts above this one, nearest first, as far as the caller may see: up to the ' +
          'account they came from with a sub-account token, none for its own members',
        responses: { 200: jsonResponse(z.array(parentTenantSchema), 'The parents') },
      }),
      async (c) => {
        const auth = c.get('auth')
        if (auth.viaTenantId === undefined) return c.json([], 200)
        const chain = await ancestorsUpTo(db, auth.tenantId, auth.viaTenantId)
        return c.json((chain ?? []).map(parentOf), 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${base}/v1/parents/{tenantId}`,
        permission: read,
        tags,
        summary: 'The accounts above a sub-account, nearest first, up to the caller’s account',
        request: { params: z.object({ tenantId: z.string().max(100) }) },
        responses: { 200: jsonResponse(z.array(parentTenantSchema), 'The parents') },
      }),
      async (c) => {
        const rootId = scopeRoot(c.get('auth'))
        const target = await requireUnder(db, rootId, c.req.valid('param').tenantId)
        const chain = await ancestorsUpTo(db, target.id, rootId)
        return c.json((chain ?? []).map(parentOf), 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'post',
        path: '/identity/resources/tenants/users/v1/count',
        permission: read,
        tags,
        summary:
          'Members of the account or its sub-accounts, and how many of them may enter sub-accounts; ids outside the tree are left out',
        request: {
          body: jsonBody(
            z.object({
              tenantIds: z.array(z.string().max(100)).max(500),
              excludeInvisibleUsers: z
                .boolean()
                .optional()
                .openapi({
                  description:
                    'The vendor’s invisible users are never counted for an account’s members: ' +
                    'true or false, the numbers leave them out',
                }),
            }),
          ),
        },
        responses: {
          200: jsonResponse(
            z.array(
              z.object({
                tenantId: z.uuid(),
                totalUsers: z.number().int(),
                totalAccessAllowedUsers: z.number().int(),
              }),
            ),
            'Counts per account',
          ),
        },
      }),
      async (c) => {
        const ids = await idsWithin(db, scopeRoot(c.get('auth')), c.req.valid('json').tenantIds)
        const counts = await memberCounts(db, ids)
        return c.json(
          ids.map((tenantId) => ({
            tenantId,
            ...(counts.get(tenantId) ?? { totalUsers: 0, totalAccessAllowedUsers: 0 }),
          })),
          200,
        )
      },
    )
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${base}/v2`,
        permission: read,
        tags,
        summary:
          'Searches sub-accounts: without _filter the children of _subTenantId (default the ' +
          'account), a level to page through; with it, names containing it at any depth below. ' +
          '_offset counts pages (0 = first), as in the vendor API',
        request: { query: searchQuery },
        responses: { 200: jsonResponse(listSchema(foundSubTenantSchema), 'A page of accounts') },
      }),
      async (c) => {
        const query = c.req.valid('query')
        const rootId = scopeRoot(c.get('auth'))
        const parent =
          query._subTenantId === undefined
            ? rootId
            : (await requireUnder(db, rootId, query._subTenantId, true)).id
        const { items, totalItems } = await searchSubTenants(db, {
          parentId: parent,
          filter: query._filter,
          sortBy: query._sortBy,
          order: query._order,
          limit: query._limit,
          offset: query._offset * query._limit,
        })
        return c.json(
          {
            items,
            _metadata: { totalItems, totalPages: Math.ceil(totalItems / query._limit) },
          },
          200,
        )
      },
    )
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${base}/v2/metadata`,
        permission: read,
        tags,
        summary: 'How many accounts lie under each named one; ids outside the tree are left out',
        request: { query: z.object({ _tenantIds: z.string().max(20_000) }) },
        responses: {
          200: jsonResponse(
            z.array(
              z.object({
                tenantId: z.uuid(),
                totalSubTenants: z.number().int(),
                isParent: z.boolean(),
              }),
            ),
            'Per account',
          ),
        },
      }),
      async (c) => {
        const rootId = scopeRoot(c.get('auth'))
        const ids = await idsWithin(db, rootId, uuidList(c.req.valid('query')._tenantIds))
        const sizes = await subTreeSizes(db, ids)
        return c.json(
          ids.map((tenantId) => {
            const totalSubTenants = sizes.get(tenantId) ?? 0
            return { tenantId, totalSubTenants, isParent: totalSubTenants > 0 }
          }),
          200,
        )
      },
    )
}
