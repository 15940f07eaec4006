import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { updateSubTenant } from '../hierarchy/sub-tenants'
import { notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, vendorRoute } from '../http/router'
import { TENANT_HEADER } from '../http/tenant-or-vendor'
import { emptyObjectSchema } from '../http/wire-schemas'
import {
  mergeMetadata,
  metadataObject,
  removeMetadataKey,
  writeMetadata,
} from '../tenants/metadata'
import { vendorTenantSchema } from '../tenants/schema'
import { deleteVendorAccount, vendorAccountOr404 } from '../tenants/vendor-account'
import { vendorTenantByAlias } from '../tenants/vendor-reads'
import type { AppDeps } from '../deps'

const tags = ['Management: accounts']
const base = '/tenants/resources/tenants'
const idParam = z.object({ tenantId: z.string().max(100) })
const name = z
  .string()
  .trim()
  .min(1, 'name: enter a name')
  .max(200, 'name is at most 200 characters')

const v2Change = z
  .object({ name, isReseller: z.boolean(), metadata: metadataObject })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'name, isReseller or metadata: give at least one',
  })

/**
 * The rest of the vendor's "Accounts" rows: deleting the account named by `frontegg-tenant-id`
 * (the "current" one, with its subtree), an account's metadata (add keys, remove one), an account
 * by its sign-in alias, and the v2 update (name, management, the whole metadata object).
 */
export const createVendorTenantDetailRoutes = ({ db, config }: AppDeps) => {
  const one = (tenantId: string) => vendorAccountOr404(db, tenantId, config.vendorId)
  return createRouter()
    .openapi(
      vendorRoute({
        method: 'delete',
        path: `${base}/v1`,
        tags,
        summary:
          `Deletes the account named by ${TENANT_HEADER} and every account under it, with all ` +
          'they hold. Audited High in the account above it, else as the vendor',
        request: { headers: z.object({ [TENANT_HEADER]: z.string().max(100) }) },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Deleted') },
      }),
      async (c) => {
        const target = await one(c.req.valid('header')[TENANT_HEADER].trim())
        await auditedChange(c, ({ trx }) => deleteVendorAccount(trx, target))
        return c.json({}, 200)
      },
    )
    .openapi(
      vendorRoute({
        method: 'post',
        path: `${base}/v1/{tenantId}/metadata`,
        tags,
        summary: 'Adds keys to an account’s metadata; a key it had takes the new value',
        request: { params: idParam, body: jsonBody(z.object({ metadata: metadataObject })) },
        responses: { 200: jsonResponse(vendorTenantSchema, 'The account') },
      }),
      async (c) => {
        const target = await one(c.req.valid('param').tenantId)
        const { metadata } = c.req.valid('json')
        await auditedChange(c, async ({ trx, now }) => {
          await mergeMetadata(trx, target.id, metadata, now)
          return {
            result: target.id,
            audit: {
              action: 'account.metadata.updated',
              description: `Set metadata ${Object.keys(metadata).join(', ')} of account ${target.name}`,
              tenantId: target.id,
              details: { keys: Object.keys(metadata) },
            },
          }
        })
        return c.json(await one(target.id), 200)
      },
    )
    .openapi(
      vendorRoute({
        method: 'delete',
        path: `${base}/v1/{tenantId}/metadata/{key}`,
        tags,
        summary: 'Removes one key from an account’s metadata',
        request: { params: idParam.extend({ key: z.string().min(1).max(100) }) },
        responses: { 200: jsonResponse(vendorTenantSchema, 'The account') },
      }),
      async (c) => {
        const { tenantId, key } = c.req.valid('param')
        const target = await one(tenantId)
        await auditedChange(c, async ({ trx, now }) => {
          if (!(await removeMetadataKey(trx, target.id, key, now))) {
            throw notFound(`key: the account’s metadata has no key ${key}`)
          }
          return {
            result: target.id,
            audit: {
              action: 'account.metadata.updated',
              description: `Removed metadata ${key} of account ${target.name}`,
              tenantId: target.id,
              details: { removedKey: key },
            },
          }
        })
        return c.json(await one(target.id), 200)
      },
    )
    .openapi(
      vendorRoute({
        method: 'get',
        path: `${base}/v2/alias/{alias}`,
        tags,
        summary: 'The account whose sign-in alias (account settings) this is, whatever its case',
        request: { params: z.object({ alias: z.string().max(100) }) },
        responses: { 200: jsonResponse(vendorTenantSchema, 'The account') },
      }),
      async (c) => {
        const found = await vendorTenantByAlias(db, c.req.valid('param').alias, config.vendorId)
        if (!found) throw notFound('There is no account with this alias')
        return c.json(found, 200)
      },
    )
    .openapi(
      vendorRoute({
        method: 'put',
        path: `${base}/v2/{tenantId}`,
        tags,
        summary:
          'Renames an account, turns its sub-account management on or off, or replaces its ' +
          'whole metadata object',
        request: { params: idParam, body: jsonBody(v2Change) },
        responses: { 200: jsonResponse(vendorTenantSchema, 'The account') },
      }),
      async (c) => {
        const target = await one(c.req.valid('param').tenantId)
        const { metadata, ...change } = c.req.valid('json')
        await auditedChange(c, async ({ trx, now }) => {
          await updateSubTenant(trx, target.id, change, now)
          if (metadata !== undefined) await writeMetadata(trx, target.id, metadata, now)
          return {
            result: target.id,
            audit: {
              action: 'account.updated',
              description: `Changed account ${target.name}`,
              tenantId: target.id,
              details: {
                before: { name: target.name, isReseller: target.isReseller },
                ...change,
                ...(metadata === undefined ? {} : { metadataKeys: Object.keys(metadata) }),
              },
            },
          }
        })
        return c.json(await one(target.id), 200)
      },
    )
}
