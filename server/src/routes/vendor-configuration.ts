import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import {
  readVendorConfiguration,
  vendorConfigurationPatchSchema,
  vendorConfigurationSchema,
  writeVendorConfiguration,
} from '../configuration/vendor-configuration'
import { changeOf } from '../http/guards/changes'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, vendorRoute } from '../http/router'
import type { AppDeps } from '../deps'

const path = '/identity/resources/configurations/v1'
const tags = ['Management: configuration']

// The answer is the stored configuration, every key filled (zod's output, not the patch's input).
const configurationSchema = z
  .object(vendorConfigurationSchema.shape)
  .openapi('VendorConfiguration') as unknown as typeof vendorConfigurationSchema

const readRoute = vendorRoute({
  method: 'get',
  path,
  tags,
  summary:
    'The vendor configuration: sign-ups, strategies, activation and password policy defaults',
  responses: { 200: jsonResponse(configurationSchema, 'The configuration') },
})

const saveRoute = vendorRoute({
  method: 'post',
  path,
  tags,
  summary: 'Change the vendor configuration: any of its keys, each given whole',
  request: { body: jsonBody(changeOf(vendorConfigurationPatchSchema)) },
  responses: { 200: jsonResponse(configurationSchema, 'The configuration after the change') },
})

/** Vendor management of the configuration (vendor token only); every change is audited. */
export const createVendorConfigurationRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(readRoute, async (c) => c.json(await readVendorConfiguration(deps.db), 200))
    .openapi(saveRoute, async (c) => {
      const patch = c.req.valid('json')
      const changed = Object.entries(patch)
        .filter(([, value]) => value !== undefined)
        .map(([key]) => key)
      const saved = await auditedChange(c, async ({ trx, now }) => ({
        result: await writeVendorConfiguration(trx, patch, now),
        audit: {
          action: 'vendor.configuration.updated',
          description: `Vendor configuration changed: ${changed.join(', ')}`,
          tenantId: null,
          details: { changed },
        },
      }))
      return c.json(saved, 200)
    })
