import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { conflict, notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, vendorRoute } from '../http/router'
import { moveTenant } from '../tenants/move'
import { vendorTenant } from '../tenants/vendor-reads'
import type { AppDeps } from '../deps'

const tags = ['Management: accounts']
const path = '/tenants/resources/hierarchy/v1'

const link = z.object({
  parentTenantId: z.string().trim().min(1, 'parentTenantId: name the parent account').max(100),
  childTenantId: z.string().trim().min(1, 'childTenantId: name the sub-account').max(100),
})

const placedSchema = z
  .object({ parentTenantId: z.uuid().nullable(), childTenantId: z.uuid() })
  .openapi('HierarchyLink')

/**
 * The vendor's links of the hierarchy (management API "Sub-accounts and hierarchy"): putting an
 * existing account, with everything under it, under another (a move when it had a parent), and
 * taking an account out from under its parent to the top level. Both keep the subtree whole and
 * are audited High in the account moved.
 */
export const createVendorHierarchyRoutes = ({ db, config }: AppDeps) => {
  const one = async (tenantId: string, field: string) => {
    const tenant = await vendorTenant(db, tenantId, config.vendorId)
    if (!tenant) throw notFound(`${field}: there is no account with this id`)
    return tenant
  }
  return createRouter()
    .openapi(
      vendorRoute({
        method: 'post',
        path,
        tags,
        summary:
          'Puts an existing account, with its sub-accounts, under another account; an account ' +
          'that had a parent moves. Refused (409) under itself or one of its own sub-accounts',
        request: { body: jsonBody(link) },
        responses: {
          200: jsonResponse(placedSchema, 'Where the account now lies'),
          409: { description: 'The parent lies under the account (a cycle)' },
        },
      }),
      async (c) => {
        const body = c.req.valid('json')
        const child = await one(body.childTenantId, 'childTenantId')
        const parent = await one(body.parentTenantId, 'parentTenantId')
        if (parent.id === child.id) {
          throw conflict('parentTenantId: an account cannot be its own parent')
        }
        await auditedChange(c, async ({ trx }) => {
          const moved = await moveTenant(trx, child.id, parent.id)
          return {
            result: moved,
            audit: {
              action: 'account.moved',
              severity: 'High',
              description: `Put account ${child.name} under ${parent.name}`,
              tenantId: child.id,
              details: {
                childTenantId: child.id,
                before: child.parentTenantId,
                after: parent.id,
                moved,
              },
            },
          }
        })
        return c.json({ parentTenantId: parent.id, childTenantId: child.id }, 200)
      },
    )
    .openapi(
      vendorRoute({
        method: 'delete',
        path,
        tags,
        summary:
          'Takes an account, with its sub-accounts, out from under its parent: it becomes a ' +
          'top-level account. parentTenantId must be its parent now',
        request: { body: jsonBody(link) },
        responses: {
          200: jsonResponse(placedSchema, 'Where the account now lies'),
          409: { description: 'The account does not lie directly under that parent' },
        },
      }),
      async (c) => {
        const body = c.req.valid('json')
        const child = await one(body.childTenantId, 'childTenantId')
        const parent = await one(body.parentTenantId, 'parentTenantId')
        if (child.parentTenantId !== parent.id) {
          throw conflict(
            `childTenantId: ${child.name} does not lie directly under ${parent.name}; nothing to take out`,
          )
        }
        await auditedChange(c, async ({ trx }) => {
          const moved = await moveTenant(trx, child.id, null)
          return {
            result: moved,
            audit: {
              action: 'account.detached',
              severity: 'High',
              description: `Took account ${child.name} out from under ${parent.name}`,
              tenantId: child.id,
              details: { childTenantId: child.id, before: parent.id, after: null, moved },
            },
          }
        })
        return c.json({ parentTenantId: null, childTenantId: child.id }, 200)
      },
    )
}
