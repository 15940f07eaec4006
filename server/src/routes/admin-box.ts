import { adminBoxMetadataSchema, adminBoxUpdateSchema } from '../admin-box/schema'
import { readAdminBoxMetadata, updateAdminBoxMetadata } from '../admin-box/store'
import { auditedChange } from '../audit/audited-change'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute, vendorRoute } from '../http/router'
import type { AppDeps } from '../deps'

const path = '/metadata/admin-box'
const tags = ['Metadata']

const readRoute = publicRoute({
  method: 'get',
  path,
  tags,
  summary: "The vendor's admin portal configuration (navigation, tabs and fields)",
  description:
    "`<admin-portal>` and the hosted portal read it as defaults under the host's own `configuration` " +
    "(the host's value wins). Public: it holds the portal's layout, nothing about any tenant.",
  responses: { 200: jsonResponse(adminBoxMetadataSchema, 'The configuration') },
})

const updateRoute = vendorRoute({
  method: 'post',
  path,
  tags,
  summary: "Changes the vendor's admin portal configuration (actions applied in order)",
  description:
    'Actions: `setConfiguration` (replace with the payload), `mergeConfiguration` (change only the ' +
    "entries the payload names), `resetConfiguration` (back to the spec's defaults). All or none apply.",
  request: { body: jsonBody(adminBoxUpdateSchema) },
  responses: { 200: jsonResponse(adminBoxMetadataSchema, 'The configuration after the change') },
})

/** The vendor's portal configuration (wire §5.23 rows 2 and 3); a change is audited. */
export const createAdminBoxRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(readRoute, async (c) => c.json(await readAdminBoxMetadata(deps.db), 200))
    .openapi(updateRoute, async (c) => {
      const { actions } = c.req.valid('json')
      const types = actions.map((action) => action.type)
      const saved = await auditedChange(c, async ({ trx, now }) => ({
        result: await updateAdminBoxMetadata(trx, actions, now),
        audit: {
          action: 'vendor.admin-box.updated',
          description: `Admin portal configuration changed: ${types.join(', ')}`,
          tenantId: null,
          details: { actions: types },
        },
      }))
      return c.json(saved, 200)
    })
