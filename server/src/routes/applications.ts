import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import {
  bootstrapApplication,
  createApplication,
  deleteApplication,
  findApplication,
  listApplications,
  regenerateSecret,
  updateApplication,
} from '../hosted-login/applications'
import { vendorOrSignedIn } from '../hosted-login/list-access'
import { nativeRedirectRefusal } from '../hosted-login/native-redirects'
import { badRequest, notFound } from '../http/api-error'
import { changeOf } from '../http/guards/changes'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute, vendorRoute } from '../http/router'
import { emptyObjectSchema } from '../http/wire-schemas'
import {
  applicationSchema,
  createApplicationBody,
  createdApplicationSchema,
  credentialsSchema,
  regeneratedSchema,
  updateApplicationBody,
} from './application-schemas'
import type { AppDeps } from '../deps'
import type { ApplicationView } from '../hosted-login/applications'

const tags = ['Management: applications (hosted-login clients)']
const base = '/applications/resources/applications/v1'
const idParam = z.object({ id: z.string().min(1).max(200) })

/** What a signed-in user reads of an application: the wire's fields, not its OAuth client. */
const publicView = (app: ApplicationView) => {
  const view: Partial<ApplicationView> = { ...app }
  delete view.clientType
  delete view.redirectUris
  delete view.postLogoutRedirectUris
  return view
}

/**
 * The vendor's applications (management rows of "Applications settings"), each an OAuth client
 * of hosted login: list, default, read, create, update, delete, credentials and a new secret.
 * The environment's client (FOYER_CLIENT_ID) is the default application, listed but read-only.
 */
export const createApplicationRoutes = (deps: AppDeps) => {
  const { db, config } = deps
  const since = deps.now()
  const bootstrap = () => bootstrapApplication(config, since)
  const refuseBootstrap = (id: string) => {
    if (id === config.vendorId) {
      throw badRequest('The default application is the environment client (FOYER_CLIENT_ID)')
    }
  }
  /** A confidential client cannot take a native app's scheme (RFC 8252 is for public ones). */
  const refuseNative = (clientType: 'public' | 'confidential', uris: string[]) => {
    const refusal = nativeRedirectRefusal(clientType, uris)
    if (refusal !== undefined) throw badRequest(refusal)
  }
  const readOne = async (id: string) => {
    if (id === config.vendorId) return bootstrap()
    const application = await findApplication(db, config, id)
    if (!application) throw notFound('No such application')
    return application
  }
  return createRouter()
    .openapi(
      publicRoute({
        method: 'get',
        path: base,
        tags,
        summary:
          'The applications: the default (environment) one first, then the stored ones. The ' +
          "vendor sees each with its OAuth client; a signed-in user the active ones' public fields",
        middleware: [vendorOrSignedIn] as const,
        request: {
          query: z.object({
            ids: z.string().max(8000).optional(),
            _includeFreeAccess: z.enum(['true', 'false']).optional(),
          }),
        },
        responses: {
          200: jsonResponse(z.array(applicationSchema.partial()), 'Applications'),
          401: { description: 'Missing or invalid token' },
        },
      }),
      async (c) => {
        const query = c.req.valid('query')
        const ids = query.ids?.split(',').filter((id) => id !== '')
        const all = [bootstrap(), ...(await listApplications(db, config, ids))]
        const wanted = all.filter(
          (app) =>
            (!ids || ids.includes(app.id)) &&
            (query._includeFreeAccess !== 'false' || app.accessType !== 'FREE_ACCESS'),
        )
        if (c.get('vendor')) return c.json(wanted, 200)
        // A user sees what the wire's IApplicationsResponse names, never the OAuth settings.
        const visible = wanted.filter((app) => app.isActive)
        return c.json(visible.map(publicView), 200)
      },
    )
    .openapi(
      vendorRoute({
        method: 'get',
        path: `${base}/default`,
        tags,
        summary: 'The default application: the environment client',
        responses: { 200: jsonResponse(applicationSchema, 'The default application') },
      }),
      (c) => c.json(bootstrap(), 200),
    )
    .openapi(
      vendorRoute({
        method: 'get',
        path: `${base}/{id}`,
        tags,
        summary: 'One application',
        request: { params: idParam },
        responses: { 200: jsonResponse(applicationSchema, 'The application') },
      }),
      async (c) => c.json(await readOne(c.req.valid('param').id), 200),
    )
    .openapi(
      vendorRoute({
        method: 'post',
        path: base,
        tags,
        summary: 'Create an application (an OAuth client); a confidential one gets its secret once',
        request: { body: jsonBody(createApplicationBody) },
        responses: { 201: jsonResponse(createdApplicationSchema, 'The application') },
      }),
      async (c) => {
        const body = c.req.valid('json')
        refuseNative(body.clientType, [...body.redirectUris, ...body.postLogoutRedirectUris])
        const created = await auditedChange(c, async ({ trx, now }) => {
          const result = await createApplication(trx, config, body, now)
          return {
            result,
            audit: {
              action: 'vendor.application.created',
              description: `Application ${body.name} created (${body.clientType} client)`,
              tenantId: null,
              details: { applicationId: result.application.id, clientType: body.clientType },
            },
          }
        })
        c.header('cache-control', 'no-store')
        return c.json({ ...created.application, clientSecret: created.clientSecret }, 201)
      },
    )
    .openapi(
      vendorRoute({
        method: 'patch',
        path: `${base}/{id}`,
        tags,
        summary: "Update an application's fields and URIs (not its client type)",
        request: { params: idParam, body: jsonBody(changeOf(updateApplicationBody)) },
        responses: { 200: jsonResponse(applicationSchema, 'The application') },
      }),
      async (c) => {
        const { id } = c.req.valid('param')
        const patch = c.req.valid('json')
        refuseBootstrap(id)
        const uris = [...(patch.redirectUris ?? []), ...(patch.postLogoutRedirectUris ?? [])]
        if (uris.length > 0) {
          const stored = await findApplication(db, config, id)
          if (stored) refuseNative(stored.clientType, uris)
        }
        const updated = await auditedChange(c, async ({ trx, now }) => {
          const result = await updateApplication(trx, config, id, patch, now)
          if (!result) throw notFound('No such application')
          return {
            result,
            audit: {
              action: 'vendor.application.updated',
              description: `Application ${result.name} updated`,
              tenantId: null,
              details: { applicationId: id, fields: Object.keys(patch) },
            },
          }
        })
        return c.json(updated, 200)
      },
    )
    .openapi(
      vendorRoute({
        method: 'delete',
        path: `${base}/{id}`,
        tags,
        summary: 'Delete an application: its sessions end and its codes stop working',
        request: { params: idParam },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Deleted') },
      }),
      async (c) => {
        const { id } = c.req.valid('param')
        refuseBootstrap(id)
        await auditedChange(c, async ({ trx, now }) => {
          if (!(await deleteApplication(trx, id, now))) throw notFound('No such application')
          return {
            result: {},
            audit: {
              action: 'vendor.application.removed',
              description: 'Application removed; its sessions ended',
              tenantId: null,
              severity: 'High',
              details: { applicationId: id },
            },
          }
        })
        return c.json({}, 200)
      },
    )
    .openapi(
      vendorRoute({
        method: 'get',
        path: `${base}/credentials/{id}`,
        tags,
        summary: "An application's client id and type (its secret is never answered again)",
        request: { params: idParam },
        responses: { 200: jsonResponse(credentialsSchema, 'Credentials') },
      }),
      async (c) => {
        const application = await readOne(c.req.valid('param').id)
        const confidential = application.clientType === 'confidential'
        return c.json(
          {
            clientId: application.id,
            clientType: application.clientType,
            hasSecret: confidential || (application.isDefault && config.clientSecret !== undefined),
          },
          200,
        )
      },
    )
    .openapi(
      vendorRoute({
        method: 'post',
        path: `${base}/credentials/regenerate`,
        tags,
        summary: 'A new secret for a confidential application; the old one stops working',
        request: { body: jsonBody(z.object({ appId: z.string().min(1).max(200) }).strict()) },
        responses: { 200: jsonResponse(regeneratedSchema, 'The new secret, this once') },
      }),
      async (c) => {
        const { appId } = c.req.valid('json')
        refuseBootstrap(appId)
        const clientSecret = await auditedChange(c, async ({ trx, now }) => {
          if (!(await findApplication(trx, config, appId))) throw notFound('No such application')
          const secret = await regenerateSecret(trx, appId, now)
          if (secret === undefined) throw badRequest('A public client has no secret')
          return {
            result: secret,
            audit: {
              action: 'vendor.application.secret-regenerated',
              description: 'Application secret regenerated',
              tenantId: null,
              severity: 'High',
              details: { applicationId: appId },
            },
          }
        })
        c.header('cache-control', 'no-store')
        return c.json({ clientId: appId, clientSecret }, 200)
      },
    )
}
