import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { accessTypes, subTenantResponseSchema } from '../hierarchy/schema'
import { toSubTenantResponse } from '../hierarchy/scope'
import {
  createSubTenant,
  deleteSubTree,
  requireReseller,
  requireUnder,
  updateSubTenant,
} from '../hierarchy/sub-tenants'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantOrVendorRoute } from '../http/router'
import { routeTenant } from '../http/tenant-or-vendor'
import { emptyObjectSchema } from '../http/wire-schemas'
import type { Db } from '../db/database'
import type { AppDeps } from '../deps'
import type { AppEnv } from '../http/app-env'
import type { Context } from 'hono'

const write = 'fe.account-hierarchy.write.subAccount'
const remove = 'fe.account-hierarchy.delete.subAccount'
const tags = ['Sub-accounts']
const base = '/tenants/resources/sub-tenants/v1'
const idParams = z.object({ tenantId: z.string().max(100) })
const name = z.string().trim().min(1, 'name is required').max(200, 'name: at most 200 characters')

const createBody = z.object({
  tenantId: z.string().max(100).optional(),
  name,
  parentTenantId: z.string().max(100).optional(),
  isReseller: z.boolean().optional(),
  // The rest of `CreateSubTenantRequest` is the account settings' business, not the tree's.
  status: z.string().max(100).optional(),
  website: z.string().max(2000).optional(),
  applicationUrl: z.string().max(2000).optional(),
  logo: z.string().max(2000).optional(),
  logoUrl: z.string().max(2000).optional(),
  address: z.string().max(500).optional(),
  timezone: z.string().max(100).optional(),
  currency: z.string().max(10).optional(),
  creatorName: z.string().max(200).optional(),
  creatorEmail: z.string().max(320).optional(),
})

const refused = {
  403: { description: 'Sub-account management is turned off for the caller’s account' },
  404: { description: 'No such sub-account under the caller’s account' },
}

/**
 * Whose tree a change may touch, and the sub-account it names: a member works below their own
 * account, which must manage sub-accounts; the vendor (with `frontegg-tenant-id`) works in the
 * named account's tree, that account included. `orSelf`: the account itself is the target (a
 * parent to create under).
 */
const scopedTarget = async (db: Db, c: Context<AppEnv>, tenantId: string, orSelf = false) => {
  const rootId = routeTenant(c)
  const vendor = c.get('vendor') as AppEnv['Variables']['vendor'] | undefined
  if (!vendor) await requireReseller(db, rootId)
  const target = await requireUnder(db, rootId, tenantId, orSelf || vendor !== undefined)
  return { rootId, target }
}

/** Creating, renaming, deleting and setting up sub-accounts (wire §5.8 rows 9-13). */
export const createSubTenantRoutes = ({ db }: AppDeps) =>
  createRouter()
    .openapi(
      tenantOrVendorRoute({
        method: 'post',
        path: base,
        permission: write,
        tags,
        summary: 'Creates a sub-account under the account or one of its sub-accounts',
        request: { body: jsonBody(createBody) },
        responses: { 200: jsonResponse(subTenantResponseSchema, 'The sub-account'), ...refused },
      }),
      async (c) => {
        const body = c.req.valid('json')
        const rootId = routeTenant(c)
        const parentId = body.parentTenantId?.toLowerCase() ?? rootId
        const parent =
          parentId === rootId
            ? await scopedTarget(db, c, rootId, true).then(({ target }) => target)
            : (await scopedTarget(db, c, parentId)).target
        const created = await auditedChange(c, async ({ trx, now }) => {
          const row = await createSubTenant(trx, { ...body, parentTenantId: parent.id })
          return {
            result: toSubTenantResponse(row, now),
            audit: {
              action: 'subAccount.created',
              description: `Created sub-account ${row.name}`,
              tenantId: rootId,
              details: { subTenantId: row.id, parentTenantId: parent.id, name: row.name },
            },
          }
        })
        return c.json(created, 200)
      },
    )
    .openapi(
      tenantOrVendorRoute({
        method: 'patch',
        path: `${base}/{tenantId}`,
        permission: write,
        tags,
        summary: 'Renames a sub-account',
        request: { params: idParams, body: jsonBody(z.object({ name })) },
        responses: { 200: jsonResponse(subTenantResponseSchema, 'Renamed'), ...refused },
      }),
      async (c) => {
        const { rootId, target } = await scopedTarget(db, c, c.req.valid('param').tenantId)
        const { name: newName } = c.req.valid('json')
        const renamed = await auditedChange(c, async ({ trx, now }) => {
          const row = await updateSubTenant(trx, target.id, { name: newName }, now)
          return {
            result: toSubTenantResponse(row, now),
            audit: {
              action: 'subAccount.renamed',
              description: `Renamed sub-account ${target.name} to ${row.name}`,
              tenantId: rootId,
              details: { subTenantId: row.id, before: target.name, after: row.name },
            },
          }
        })
        return c.json(renamed, 200)
      },
    )
    .openapi(
      tenantOrVendorRoute({
        method: 'delete',
        path: `${base}/{tenantId}`,
        permission: remove,
        tags,
        summary:
          'Deletes a sub-account and every account under it, with all they hold; people who ' +
          'belonged to nothing else go too',
        request: { params: idParams },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Deleted'), ...refused },
      }),
      async (c) => {
        const { rootId, target } = await scopedTarget(db, c, c.req.valid('param').tenantId)
        await auditedChange(c, async ({ trx }) => {
          const deleted = await deleteSubTree(trx, target.id)
          return {
            result: deleted,
            audit: {
              action: 'subAccount.deleted',
              description: `Deleted sub-account ${target.name} and ${deleted - 1} account(s) under it`,
              tenantId: rootId === target.id ? null : rootId,
              details: { subTenantId: target.id, name: target.name, accountsDeleted: deleted },
            },
          }
        })
        return c.json({}, 200)
      },
    )
    .openapi(
      tenantOrVendorRoute({
        method: 'put',
        path: `${base}/{tenantId}/management`,
        permission: write,
        tags,
        summary: 'Turns sub-account management of a sub-account on or off (isReseller)',
        request: { params: idParams, body: jsonBody(z.object({ isReseller: z.boolean() })) },
        responses: { 200: jsonResponse(subTenantResponseSchema, 'Updated'), ...refused },
      }),
      async (c) => {
        const { rootId, target } = await scopedTarget(db, c, c.req.valid('param').tenantId)
        const { isReseller } = c.req.valid('json')
        const updated = await auditedChange(c, async ({ trx, now }) => {
          const row = await updateSubTenant(trx, target.id, { isReseller }, now)
          return {
            result: toSubTenantResponse(row, now),
            audit: {
              action: 'subAccount.management.updated',
              description: `${isReseller ? 'Enabled' : 'Disabled'} sub-account management of ${row.name}`,
              tenantId: rootId,
              details: { subTenantId: row.id, before: target.isReseller, after: isReseller },
            },
          }
        })
        return c.json(updated, 200)
      },
    )
    .openapi(
      tenantOrVendorRoute({
        method: 'put',
        path: `${base}/{tenantId}/hierarchy-settings`,
        permission: write,
        tags,
        summary: "Sets how the parent accounts' members get into a sub-account",
        request: {
          params: idParams,
          body: jsonBody(z.object({ subAccountAccessType: z.enum(accessTypes) })),
        },
        responses: { 200: jsonResponse(subTenantResponseSchema, 'Updated'), ...refused },
      }),
      async (c) => {
        const { rootId, target } = await scopedTarget(db, c, c.req.valid('param').tenantId)
        const { subAccountAccessType: accessType } = c.req.valid('json')
        const updated = await auditedChange(c, async ({ trx, now }) => {
          const row = await updateSubTenant(trx, target.id, { accessType }, now)
          return {
            result: toSubTenantResponse(row, now),
            audit: {
              action: 'subAccount.access-type.updated',
              description: `Set the access type of ${row.name} to ${accessType}`,
              tenantId: rootId,
              details: { subTenantId: row.id, before: target.accessType, after: accessType },
            },
          }
        })
        return c.json(updated, 200)
      },
    )
