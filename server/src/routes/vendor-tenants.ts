import { randomUUID } from 'node:crypto'
import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { updateSubTenant } from '../hierarchy/sub-tenants'
import { conflict } from '../http/api-error'
import { boundedInt, maxInt32 } from '../http/guards/numbers'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, vendorRoute } from '../http/router'
import { emptyObjectSchema, listSchema } from '../http/wire-schemas'
import { vendorTenantSchema } from '../tenants/schema'
import { deleteVendorAccount, vendorAccountOr404 } from '../tenants/vendor-account'
import { vendorTenant, vendorTenantPage } from '../tenants/vendor-reads'
import type { AppDeps } from '../deps'

const tags = ['Management: accounts']
const base = '/tenants/resources/tenants'

const idParam = z.object({ tenantId: z.string().max(100) })

const newTenantBody = z.object({
  tenantId: z.uuid().optional(),
  name: z.string().trim().min(1, 'name: enter a name').max(200, 'name is at most 200 characters'),
  parentTenantId: z.uuid().optional(),
  isReseller: z.boolean().optional(),
})

const changeBody = z
  .object({
    name: z.string().trim().min(1, 'name: enter a name').max(200, 'name is at most 200 characters'),
    isReseller: z.boolean(),
  })
  .partial()
  .refine((body) => body.name !== undefined || body.isReseller !== undefined, {
    message: 'name or isReseller: give at least one',
  })

const absent = (value: unknown) => (value === 'undefined' || value === '' ? undefined : value)

/**
 * The vendor's reads of accounts (management API "Accounts" rows): one account by id (v1 answers
 * it in a list, v2 alone), every account a page at a time, creating one (at the top or under
 * another), renaming one or turning its sub-account management on or off, and deleting one with
 * its subtree.
 */
export const createVendorTenantRoutes = ({ db, config }: AppDeps) => {
  const one = (tenantId: string) => vendorAccountOr404(db, tenantId, config.vendorId)
  return createRouter()
    .openapi(
      vendorRoute({
        method: 'get',
        path: `${base}/v1/{tenantId}`,
        tags,
        summary: 'An account by id, in a list of one (the v1 shape)',
        request: { params: idParam },
        responses: { 200: jsonResponse(z.array(vendorTenantSchema), 'The account') },
      }),
      async (c) => c.json([await one(c.req.valid('param').tenantId)], 200),
    )
    .openapi(
      vendorRoute({
        method: 'get',
        path: `${base}/v2/{tenantId}`,
        tags,
        summary: 'An account by id',
        request: { params: idParam },
        responses: { 200: jsonResponse(vendorTenantSchema, 'The account') },
      }),
      async (c) => c.json(await one(c.req.valid('param').tenantId), 200),
    )
    .openapi(
      vendorRoute({
        method: 'get',
        path: `${base}/v2`,
        tags,
        summary:
          'Every account, by name, a page at a time (_offset counts pages, 0 = first); ' +
          '_filter is part of a name, any case',
        request: {
          query: z.object({
            _limit: z.preprocess(absent, boundedInt(1, 200).default(50)),
            _offset: z.preprocess(absent, boundedInt(0, maxInt32).default(0)),
            _filter: z.preprocess(absent, z.string().max(200).optional()),
          }),
        },
        responses: { 200: jsonResponse(listSchema(vendorTenantSchema), 'A page of accounts') },
      }),
      async (c) => {
        const query = c.req.valid('query')
        const { items, totalItems } = await vendorTenantPage(
          db,
          { limit: query._limit, offset: query._offset * query._limit, filter: query._filter },
          config.vendorId,
        )
        return c.json(
          { items, _metadata: { totalItems, totalPages: Math.ceil(totalItems / query._limit) } },
          200,
        )
      },
    )
    .openapi(
      vendorRoute({
        method: 'delete',
        path: `${base}/v1/{tenantId}`,
        tags,
        summary:
          'Deletes an account and every account under it, with all they hold; people who ' +
          'belonged to nothing else go too. Audited in the account above it, else as the vendor',
        request: { params: idParam },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Deleted') },
      }),
      async (c) => {
        const target = await one(c.req.valid('param').tenantId)
        await auditedChange(c, ({ trx }) => deleteVendorAccount(trx, target))
        return c.json({}, 200)
      },
    )
    .openapi(
      vendorRoute({
        method: 'post',
        path: `${base}/v1`,
        tags,
        summary:
          'Creates an account, at the top or under parentTenantId, with the id given or a new ' +
          'one. Audited in the account above it, else in the new account',
        request: { body: jsonBody(newTenantBody) },
        responses: {
          200: jsonResponse(vendorTenantSchema, 'The account'),
          409: { description: 'An account with this id exists' },
        },
      }),
      async (c) => {
        const input = c.req.valid('json')
        const id = (input.tenantId ?? randomUUID()).toLowerCase()
        const parentId = input.parentTenantId?.toLowerCase() ?? null
        if (parentId !== null) await one(parentId)
        if (await vendorTenant(db, id, config.vendorId)) {
          throw conflict('tenantId: an account with this id already exists')
        }
        await auditedChange(c, async ({ trx }) => {
          await trx
            .insertInto('tenants')
            .values({
              id,
              name: input.name,
              parent_id: parentId,
              is_reseller: input.isReseller ?? false,
            })
            .execute()
          return {
            result: id,
            audit: {
              action: 'account.created',
              description: `Created account ${input.name}`,
              tenantId: parentId ?? id,
              details: { createdTenantId: id, name: input.name, parentTenantId: parentId },
            },
          }
        })
        return c.json(await one(id), 200)
      },
    )
    .openapi(
      vendorRoute({
        method: 'put',
        path: `${base}/v1/{tenantId}`,
        tags,
        summary: 'Renames an account or turns its sub-account management (isReseller) on or off',
        request: { params: idParam, body: jsonBody(changeBody) },
        responses: { 200: jsonResponse(vendorTenantSchema, 'The account') },
      }),
      async (c) => {
        const target = await one(c.req.valid('param').tenantId)
        const change = c.req.valid('json')
        await auditedChange(c, async ({ trx, now }) => {
          await updateSubTenant(trx, target.id, change, now)
          return {
            result: target.id,
            audit: {
              action: 'account.updated',
              description: `Changed account ${target.name}`,
              tenantId: target.id,
              details: { before: { name: target.name, isReseller: target.isReseller }, ...change },
            },
          }
        })
        return c.json(await one(target.id), 200)
      },
    )
}
