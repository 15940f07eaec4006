import { z } from '@hono/zod-openapi'
import { resourceTypes, schemas, serviceProviderConfig } from '../scim/discovery'
import { scimJson, ScimError } from '../scim/errors'
import {
  createScimRouter,
  SCIM_BASE,
  scimAnswer,
  scimBaseUrl,
  scimCaller,
  scimRoute,
} from '../scim/guard'
import { LIST_SCHEMA } from '../scim/user-resource'
import type { AppDeps } from '../deps'
import type { ScimEnv } from '../scim/guard'
import type { Context } from 'hono'

const base = z.object({ connectionId: z.string().max(64) })
const one = base.extend({ id: z.string().max(200) })

const list = (resources: unknown[]) => ({
  schemas: [LIST_SCHEMA],
  totalResults: resources.length,
  startIndex: 1,
  itemsPerPage: resources.length,
  Resources: resources,
})

/** SCIM 2.0 discovery of a connection (RFC 7644 §4): ServiceProviderConfig, ResourceTypes, Schemas. */
export const createScimDiscoveryRoutes = ({ config }: AppDeps) => {
  const app = createScimRouter()
  const location = (c: Context<ScimEnv>) =>
    scimBaseUrl(config.issuer, config.apiPrefix, scimCaller(c).connectionId)
  const route = <P extends typeof base | typeof one>(path: string, summary: string, params: P) =>
    scimRoute({
      method: 'get',
      path: `${SCIM_BASE}${path}`,
      summary,
      request: { params },
      responses: { 200: scimAnswer(summary), 404: { description: 'No such entry' } },
    })
  const pick = <T extends { id: string }>(entries: T[], id: string, what: string) => {
    const found = entries.find((entry) => entry.id.toLowerCase() === id.toLowerCase())
    if (!found) throw new ScimError(404, `${what} not found`)
    return found
  }
  app.openapi(route('/ServiceProviderConfig', 'What this SCIM server supports', base), (c) =>
    scimJson(c, serviceProviderConfig(location(c))),
  )
  app.openapi(route('/ResourceTypes', 'The resource types served', base), (c) =>
    scimJson(c, list(resourceTypes(location(c)))),
  )
  app.openapi(route('/ResourceTypes/{id}', 'One resource type', one), (c) =>
    scimJson(c, pick(resourceTypes(location(c)), c.req.valid('param').id, 'Resource type')),
  )
  app.openapi(route('/Schemas', 'The schemas of the resources', base), (c) =>
    scimJson(c, list(schemas(location(c)))),
  )
  app.openapi(route('/Schemas/{id}', 'One schema', one), (c) =>
    scimJson(c, pick(schemas(location(c)), c.req.valid('param').id, 'Schema')),
  )
  return app
}
