import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { writeAudit } from '../audit/repository'
import { conflict, notFound } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, vendorRoute } from '../http/router'
import { moveTenant } from '../tenants/move'
import { vendorTenant } from '../tenants/vendor-reads'
import type { Db } from '../db/database'
import type { AppDeps } from '../deps'
import type { AppEnv } from '../http/app-env'
import type { Context } from 'hono'

const tags = ['Management: accounts']
const path = '/tenants/resources/hierarchy/v1'

const link = z.object({
  parentTenantId: z.string().trim().min(1, 'parentTenantId: name the parent account').max(100),
  childTenantId: z.string().trim().min(1, 'childTenantId: name the sub-account').max(100),
})

const placedSchema = z
  .object({ parentTenantId: z.uuid().nullable(), childTenantId: z.uuid() })
  .openapi('HierarchyLink')

/** A move's row in a parent it leaves or joins, in the move's transaction (as the vendor). */
const parentRow = async ({
  c,
  trx,
  tenantId,
  action,
  description,
  details,
}: {
  c: Context<AppEnv>
  trx: Db
  tenantId: string
  action: 'account.moved' | 'account.detached'
  description: string
  details: Record<string, unknown>
}) => {
  const client = clientInfo(c, c.var.deps.config.trustedProxies)
  await writeAudit(trx, {
    tenantId,
    userId: null,
    email: null,
    action,
    description,
    severity: 'High',
    ip: client.ip,
    userAgent: client.userAgent,
    details: { ...details, clientId: c.get('vendor').clientId },
  })
}

/**
 * The vendor's links of the hierarchy (management API "Sub-accounts and hierarchy"): putting an
 * existing account, with everything under it, under another (a move when it had a parent), and
 * taking an account out from under its parent to the top level. Both keep the subtree whole and
 * are audited High in the account moved, in the parent it leaves and in the one it joins, in the
 * move's transaction.
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
          const { moved, fromParentId } = await moveTenant(trx, child.id, parent.id)
          if (moved) {
            const details = { childTenantId: child.id, before: fromParentId, after: parent.id }
            const row = { c, trx, action: 'account.moved' as const, details }
            const before =
              fromParentId === null
                ? undefined
                : await vendorTenant(trx, fromParentId, config.vendorId)
            if (before) {
              await parentRow({
                ...row,
                tenantId: before.id,
                description: `Moved sub-account ${child.name} from ${before.name} to ${parent.name}`,
              })
            }
            await parentRow({
              ...row,
              tenantId: parent.id,
              description: `Put account ${child.name} under ${parent.name}`,
            })
          }
          return {
            result: moved,
            audit: {
              action: 'account.moved',
              severity: 'High',
              description: `Put account ${child.name} under ${parent.name}`,
              tenantId: child.id,
              details: { childTenantId: child.id, before: fromParentId, after: parent.id, moved },
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
          const { moved } = await moveTenant(trx, child.id, null)
          if (moved) {
            await parentRow({
              c,
              trx,
              action: 'account.detached',
              tenantId: parent.id,
              description: `Took account ${child.name} out from under ${parent.name}`,
              details: { childTenantId: child.id, before: parent.id, after: null },
            })
          }
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
