import { z } from '@hono/zod-openapi'
import {
  assignTenant,
  tenantAssignments,
  tenantsOfApp,
  unassignTenant,
} from '../app-access/repository'
import { auditedChange } from '../audit/audited-change'
import { vendorOrSignedIn } from '../hosted-login/list-access'
import { badRequest, notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute, vendorRoute } from '../http/router'
import { isUuid } from '../http/uuid'
import { emptyObjectSchema } from '../http/wire-schemas'
import { tenantExists } from '../tenants/repository'
import type { AppDeps } from '../deps'
import type { AppEnv } from '../http/app-env'
import type { Context } from 'hono'

const tags = ['Management: application tenant assignments']
const base = '/applications/resources/applications/tenant-assignments'
const appParam = z.object({ appId: z.string().min(1).max(200) })
const pairParam = appParam.extend({ tenantId: z.string().max(200) })
const tenantBody = z.object({ tenantId: z.string().uuid('tenantId must be a tenant id') }).strict()

/** Who reads: a vendor every tenant's row; a signed-in user their own tenant's row only. */
const readScope = (c: Context<AppEnv>) =>
  c.get('vendor') ? undefined : (c.get('auth') as AppEnv['Variables']['auth']).tenantId

/**
 * The tenant-assignment rows of "Applications settings" (and wire §5.10 rows 6-7): which
 * accounts an application is offered to. Only an offered application can be assigned to an
 * account's members; withdrawing it removes those assignments with it.
 */
export const createAppTenantAssignmentRoutes = (deps: AppDeps) => {
  const { db, config } = deps
  /** The stored application and an existing tenant, else 400/404 before any write. */
  const checkPair = async (appId: string, tenantId: string) => {
    if (appId === config.vendorId) {
      throw badRequest('appId: the default application is open to every account')
    }
    const app = await db
      .selectFrom('oauth_clients')
      .select('name')
      .where('id', '=', appId)
      .executeTakeFirst()
    if (!app) throw notFound('No such application')
    if (!isUuid(tenantId) || !(await tenantExists(db, tenantId))) throw notFound('No such tenant')
    return app.name
  }
  const offer = async (c: Context<AppEnv>, appId: string, tenantId: string) => {
    // Checked before the transaction: PGlite has one connection, so no read beside it.
    const name = await checkPair(appId, tenantId)
    return auditedChange(c, async ({ trx, now }) => {
      const created = await assignTenant(trx, appId, tenantId, now)
      return {
        result: created,
        audit: {
          action: 'vendor.application.tenant-assigned',
          description: `Application ${name} offered to the account`,
          tenantId,
          details: { appId, tenantId, created },
        },
      }
    })
  }
  const pairs = (rows: Awaited<ReturnType<typeof tenantAssignments>>) => [...rows.entries()]
  return createRouter()
    .openapi(
      publicRoute({
        method: 'get',
        path: `${base}/v1`,
        tags,
        summary: "Each tenant's applications (a user: their own tenant only)",
        middleware: [vendorOrSignedIn] as const,
        responses: {
          200: jsonResponse(
            z.array(z.object({ tenantId: z.string(), appIds: z.array(z.string()) })),
            'Tenants and their applications',
          ),
          401: { description: 'Missing or invalid token' },
        },
      }),
      async (c) => {
        const rows = pairs(await tenantAssignments(db, readScope(c)))
        return c.json(
          rows.map(([tenantId, apps]) => ({ tenantId, appIds: apps.map((app) => app.appId) })),
          200,
        )
      },
    )
    .openapi(
      publicRoute({
        method: 'get',
        path: `${base}/v2`,
        tags,
        summary: "Each tenant's applications with their access type (a user: their own tenant)",
        middleware: [vendorOrSignedIn] as const,
        responses: {
          200: jsonResponse(
            z.array(
              z.object({
                tenantId: z.string(),
                assignments: z.array(z.object({ appId: z.string(), accessType: z.string() })),
              }),
            ),
            'Tenants and their applications',
          ),
          401: { description: 'Missing or invalid token' },
        },
      }),
      async (c) => {
        const rows = pairs(await tenantAssignments(db, readScope(c)))
        return c.json(
          rows.map(([tenantId, assignments]) => ({ tenantId, assignments })),
          200,
        )
      },
    )
    .openapi(
      vendorRoute({
        method: 'get',
        path: `${base}/v1/{appId}`,
        tags,
        summary: 'The tenants an application is offered to',
        request: { params: appParam },
        responses: {
          200: jsonResponse(
            z.object({ appId: z.string(), tenantIds: z.array(z.string()) }),
            'Tenants of the application',
          ),
        },
      }),
      async (c) => {
        const { appId } = c.req.valid('param')
        return c.json({ appId, tenantIds: await tenantsOfApp(db, appId) }, 200)
      },
    )
    .openapi(
      vendorRoute({
        method: 'post',
        path: `${base}/v1/{appId}`,
        tags,
        summary: 'Offer an application to a tenant',
        request: { params: appParam, body: jsonBody(tenantBody) },
        responses: { 201: jsonResponse(emptyObjectSchema, 'Offered') },
      }),
      async (c) => {
        await offer(c, c.req.valid('param').appId, c.req.valid('json').tenantId)
        return c.json({}, 201)
      },
    )
    .openapi(
      vendorRoute({
        method: 'put',
        path: `${base}/v1/{appId}/{tenantId}`,
        tags,
        summary: 'Offer an application to a tenant (idempotent)',
        request: { params: pairParam },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Offered') },
      }),
      async (c) => {
        const { appId, tenantId } = c.req.valid('param')
        await offer(c, appId, tenantId)
        return c.json({}, 200)
      },
    )
    .openapi(
      vendorRoute({
        method: 'delete',
        path: `${base}/v1/{appId}/{tenantId}`,
        tags,
        summary: "Withdraw an application from a tenant, and with it its members' assignments",
        request: { params: pairParam },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Withdrawn') },
      }),
      async (c) => {
        const { appId, tenantId } = c.req.valid('param')
        await auditedChange(c, async ({ trx }) => {
          if (!isUuid(tenantId) || !(await unassignTenant(trx, appId, tenantId))) {
            throw notFound('The application is not offered to this tenant')
          }
          return {
            result: undefined,
            audit: {
              action: 'vendor.application.tenant-unassigned',
              description: 'Application withdrawn from the account',
              tenantId,
              details: { appId, tenantId },
            },
          }
        })
        return c.json({}, 200)
      },
    )
}
