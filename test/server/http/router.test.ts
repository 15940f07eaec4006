import { z } from '@hono/zod-openapi'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../server/src/http/json-body'
import { createRouter, tenantRoute } from '../../../server/src/http/router'
import { respondWithError } from '../../../server/src/http/wire-error'
import { addUser, call, createTestServer, login, vendorEnv, vendorLogin } from '../helpers'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let adminToken: string
let noRoleToken: string

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  adminToken = (await login(server)).token
  await addUser(server, { email: 'no-role@example.com', password: 'a long password 1' })
  noRoleToken = (await login(server, 'no-role@example.com', 'a long password 1')).token
})
afterAll(() => server.close())

const usersPath = '/identity/resources/users/v3'

describe('tenant routes', () => {
  it('answer 401 in the wire shape without a token, and with a garbled one', async () => {
    for (const token of [undefined, 'not.a.jwt']) {
      const response = await call(server, usersPath, { token })
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({
        errors: [token ? 'Invalid or expired access token' : 'Missing access token'],
        errorCode: 'ER-FOYER-0401',
      })
    }
  })

  it('answer 403 naming the permission in words to a user without it, 200 to one with it', async () => {
    const refused = await call(server, usersPath, { token: noRoleToken })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({
      errors: ['You need the Read Users permission; ask an administrator.'],
      errorCode: 'ER-FOYER-1006',
      context: { permissions: ['fe.secure.read.users'] },
    })
    expect((await call(server, usersPath, { token: adminToken })).status).toBe(200)
  })

  it('refuse a vendor token, which carries no tenant user', async () => {
    const token = await vendorLogin(server)
    // The groups list is a member's route only (users v3 serves the vendor too, with its header).
    const response = await call(server, '/identity/resources/groups/v1', { token })
    expect(response.status).toBe(401)
    expect(((await response.json()) as WireErrorBody).errorCode).toBe('ER-FOYER-0401')
  })

  it('take one route file: a new tenant list declared with its permission is guarded', async () => {
    const route = tenantRoute({
      method: 'get',
      path: '/things',
      permission: 'fe.secure.read.audits',
      summary: 'Things',
      responses: { 200: jsonResponse(z.array(z.string().nullable()), 'Things') },
    })
    const router = createRouter().openapi(route, (c) => c.json([c.get('auth').email], 200))
    const app = createRouter()
    app.use('*', async (c, next) => {
      c.set('deps', server.deps)
      await next()
    })
    app.route('/', router)
    app.onError(respondWithError)
    const get = (token: string) =>
      app.request('/things', { headers: { authorization: `Bearer ${token}` } })
    expect((await get(adminToken)).status).toBe(200)
    expect(await (await get(adminToken)).json()).toEqual(['admin@example.com'])
    const refused = await get(noRoleToken)
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as WireErrorBody).errors).toEqual([
      'You need the Read Audit logs permission; ask an administrator.',
    ])
    expect((await app.request('/things')).status).toBe(401)
  })
})

interface Operation {
  security?: unknown[]
  parameters?: { in: string }[]
  requestBody?: unknown
  'x-permissions'?: string[]
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>
}

const errorRef = { $ref: '#/components/schemas/WireError' }

describe('the OpenAPI document', () => {
  let doc: {
    paths: Record<string, Record<string, Operation>>
    components: { schemas: Record<string, { required?: string[]; properties?: object }> }
  }
  let operations: [string, Operation][]

  beforeAll(async () => {
    const response = await call(server, '/openapi.json')
    expect(response.status).toBe(200)
    doc = (await response.json()) as typeof doc
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]): [string, Operation] => [
        `${method.toUpperCase()} ${path}`,
        op,
      ]),
    )
  })

  it('registers the wire error shape as a component', () => {
    const wireError = doc.components.schemas.WireError
    expect(wireError?.required?.sort()).toEqual(['errorCode', 'errors'])
    expect(Object.keys(wireError?.properties ?? {}).sort()).toEqual([
      'context',
      'errorCode',
      'errors',
    ])
  })

  it('gives every operation a JSON body schema for its success answer', () => {
    expect(operations.length).toBeGreaterThan(25)
    for (const [name, op] of operations) {
      const success = Object.entries(op.responses).filter(([status]) => status.startsWith('2'))
      // A browser's first leg of a federated sign-in answers only a redirect (to the IdP).
      const redirectOnly = Object.keys(op.responses).some((status) => status.startsWith('3'))
      if (redirectOnly && success.length === 0) continue
      expect(success.length, name).toBeGreaterThan(0)
      for (const [status, response] of success) {
        // 204: no content, by definition.
        if (status === '204') continue
        // JSON, except the answers the wire defines otherwise: the picture upload's URL as text
        // (rest-api `responseType: 'plain'`), the picture itself, SAML SP metadata (XML), the
        // audits' CSV export, SCIM's resources (`application/scim+json`, RFC 7644 §3.1), and an
        // invoice's PDF.
        const content = response.content
        const schema =
          content?.['application/json']?.schema ??
          content?.['text/plain']?.schema ??
          content?.['image/*']?.schema ??
          content?.['application/samlmetadata+xml']?.schema ??
          content?.['text/csv']?.schema ??
          content?.['application/scim+json']?.schema ??
          content?.['application/pdf']?.schema
        expect(schema, name).toBeDefined()
        expect(Object.keys(schema ?? {}).length, name).toBeGreaterThan(0)
      }
    }
  })

  it('refers every error answer to the wire error, with 400/401/403/404 where they apply', () => {
    for (const [name, op] of operations) {
      // A SCIM route's connection is its token's: a wrong one is a 401, not a 404.
      const scim = name.includes(' /scim/v2/')
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue
        // The OAuth endpoints may answer RFC 6749's own error (`error`, `error_description`),
        // which their clients (openid-client, foyer/node) read, and the SCIM server RFC 7644's
        // (`schemas`, `detail`, `status`), which directories read; every other route the wire error.
        if (scim) {
          const schema = response.content?.['application/scim+json']?.schema
          expect(schema?.required, `${name} ${status}`).toEqual(
            expect.arrayContaining(['schemas', 'detail', 'status']),
          )
          continue
        }
        const schema = response.content?.['application/json']?.schema
        const oauthError = { $ref: '#/components/schemas/OAuthError' }
        expect(schema, `${name} ${status}`).toEqual(
          name.includes(' /oauth/') && JSON.stringify(schema) === JSON.stringify(oauthError)
            ? oauthError
            : errorRef,
        )
      }
      const statuses = Object.keys(op.responses)
      if (op.security) expect(statuses, name).toContain('401')
      if (op['x-permissions']) expect(statuses, name).toContain('403')
      if (op.requestBody || op.parameters?.length) expect(statuses, name).toContain('400')
      if (name.includes('{') && !scim) expect(statuses, name).toContain('404')
    }
  })

  it('declares the permission of every tenant route and the vendor token of management', () => {
    const users = doc.paths[usersPath]?.get
    expect(users?.['x-permissions']).toEqual(['fe.secure.read.users'])
    const management = operations.filter(([name]) => name.includes('/entitlements/resources/'))
    expect(management.length).toBeGreaterThan(15)
    for (const [name, op] of management) {
      expect(op.security, name).toEqual([{ bearerAuth: [] }])
      expect(Object.keys(op.responses), name).toEqual(expect.arrayContaining(['401', '403']))
    }
  })
})
