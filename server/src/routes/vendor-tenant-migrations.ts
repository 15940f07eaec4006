import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, vendorRoute } from '../http/router'
import { isUuid } from '../http/uuid'
import { isoInstant } from '../http/wire-schemas'
import { metadataObject } from '../tenants/metadata'
import { importTenants } from '../tenants/migrations'
import type { AppDeps } from '../deps'

const tags = ['Management: account migration']
const base = '/tenants/resources/migrations/v1/tenants'
/** The most accounts one migration imports (one transaction). */
const MAX_TENANTS = 500

const importedTenant = z.object({
  tenantId: z.string().trim().min(1, 'tenantId is required').max(100),
  name: z.string().trim().min(1, 'name: enter a name').max(200, 'name is at most 200 characters'),
  parentTenantId: z.string().trim().max(100).optional(),
  isReseller: z.boolean().optional(),
  metadata: metadataObject.optional(),
})

const statusSchema = z
  .object({
    migrationId: z.uuid(),
    status: z.enum(['completed']),
    totalTenants: z.number().int(),
    migratedTenants: z.number().int(),
    tenantIds: z.array(z.uuid()),
    createdAt: isoInstant,
    completedAt: isoInstant,
  })
  .openapi('TenantMigrationStatus')

/**
 * The vendor's account migration (management API "Account migration"): accounts brought in from
 * elsewhere with their ids, names, parents (in the batch or already here), management and
 * metadata, all or none in one transaction; the status call reads what a migration did.
 */
export const createVendorTenantMigrationRoutes = ({ db }: AppDeps) =>
  createRouter()
    .openapi(
      vendorRoute({
        method: 'post',
        path: base,
        tags,
        summary:
          `Imports up to ${MAX_TENANTS} accounts with their ids, parents first, all or none; ` +
          'answers the migration id. Audited High as the vendor',
        request: {
          body: jsonBody(
            z.object({
              tenants: z
                .array(importedTenant)
                .min(1, 'tenants: give at least one account')
                .max(MAX_TENANTS, `tenants: at most ${MAX_TENANTS} a migration`),
            }),
          ),
        },
        responses: {
          200: jsonResponse(z.object({ migrationId: z.uuid() }), 'The migration, completed'),
          409: { description: 'An account with one of the ids exists' },
        },
      }),
      async (c) => {
        const { tenants } = c.req.valid('json')
        const { migrationId } = await auditedChange(c, async ({ trx, now }) => {
          const done = await importTenants(trx, tenants, now)
          return {
            result: done,
            audit: {
              action: 'account.migrated',
              severity: 'High',
              description: `Imported ${done.tenantIds.length} account(s)`,
              tenantId: null,
              details: { migrationId: done.migrationId, tenantIds: done.tenantIds },
            },
          }
        })
        return c.json({ migrationId }, 200)
      },
    )
    .openapi(
      vendorRoute({
        method: 'get',
        path: `${base}/status/{migrationId}`,
        tags,
        summary: 'What a migration did: its status and the accounts it imported',
        request: { params: z.object({ migrationId: z.string().max(100) }) },
        responses: { 200: jsonResponse(statusSchema, 'The migration') },
      }),
      async (c) => {
        const id = c.req.valid('param').migrationId.toLowerCase()
        const row = isUuid(id)
          ? await db
              .selectFrom('tenant_migrations')
              .selectAll()
              .where('id', '=', id)
              .executeTakeFirst()
          : undefined
        if (!row) throw notFound('There is no migration with this id')
        return c.json(
          {
            migrationId: row.id,
            status: row.status,
            totalTenants: row.total_tenants,
            migratedTenants: row.tenant_ids.length,
            tenantIds: row.tenant_ids,
            createdAt: row.created_at,
            completedAt: row.completed_at,
          },
          200,
        )
      },
    )
