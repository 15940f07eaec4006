import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUser, admin, call, createTestServer, login } from '../helpers'
import type { TestServer } from '../helpers'

// Issue 18: every route of the OpenAPI document that needs a permission, called with a token whose
// member was demoted, locked, disabled or removed after the token was issued: 0 successes.

interface Operation {
  'x-permissions'?: string[]
  security?: Record<string, unknown>[]
  responses: Record<string, { description?: string }>
}

let server: TestServer
let operations: { method: string; path: string; operation: Operation }[]

beforeAll(async () => {
  server = await createTestServer()
  const document = (await (await call(server, '/openapi.json')).json()) as {
    paths: Record<string, Record<string, Operation>>
  }
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  )
})
afterAll(() => server.close())

/** Routes that take a tenant user's access token (user and tenant routes, not vendor ones). */
const userTokenRoutes = () =>
  operations.filter(
    ({ operation }) =>
      operation.security?.some((scheme) => 'bearerAuth' in scheme) &&
      operation.responses['401']?.description === 'Missing, invalid or expired access token',
  )

const permissionRoutes = () => operations.filter(({ operation }) => operation['x-permissions'])

/** Calls a route with every path parameter a fresh id and an empty JSON body. */
const hit = (route: { method: string; path: string }, token: string) =>
  call(
    server,
    route.path.replace(/\{[^}]+\}/g, () => randomUUID()),
    {
      method: route.method.toUpperCase(),
      ...(route.method === 'get' || route.method === 'head' ? {} : { body: {} }),
      token,
    },
  )

let count = 0
/** An administrator signed in now, then changed by the seeded admin through `change`. */
const adminChangedBy = async (
  change: (id: string, adminToken: string) => Response | Promise<Response>,
) => {
  count += 1
  const email = `matrix${count}@example.com`
  const id = await addUser(server, { email, password: admin.password, roleKeys: ['Admin'] })
  const { token } = await login(server, email)
  const adminToken = (await login(server)).token
  expect((await change(id, adminToken)).status).toBe(200)
  return token
}

/** Each route's status, grouped: `{ '403': ['put /a', …] }`. */
const statusesOf = async (routes: { method: string; path: string }[], token: string) => {
  const byStatus: Record<string, string[]> = {}
  for (const route of routes) {
    const { status } = await hit(route, token)
    ;(byStatus[status] ??= []).push(`${route.method} ${route.path}`)
  }
  return byStatus
}

describe('every permission route, with a token issued before the member changed', () => {
  it('lists the routes it covers', () => {
    expect(permissionRoutes().length).toBeGreaterThan(100)
    expect(userTokenRoutes().length).toBeGreaterThan(permissionRoutes().length)
  })

  it('a member whose roles were all taken away: 403 on every permission route', async () => {
    const token = await adminChangedBy((id, adminToken) =>
      call(server, '/team/resources/members/v1', {
        method: 'PUT',
        body: { id, roleIds: [] },
        token: adminToken,
      }),
    )
    const byStatus = await statusesOf(permissionRoutes(), token)
    expect(Object.keys(byStatus)).toEqual(['403'])
  })

  const ended = {
    locked: (id: string) => `/identity/resources/users/v1/${id}/lock`,
    disabled: (id: string) => `/identity/resources/tenants/users/v1/${id}/disable`,
  }
  for (const [state, path] of Object.entries(ended)) {
    it(`a ${state} member: 401 on every route of a user's token`, async () => {
      const token = await adminChangedBy((id, adminToken) =>
        call(server, path(id), { method: 'POST', token: adminToken }),
      )
      const byStatus = await statusesOf(userTokenRoutes(), token)
      expect(Object.keys(byStatus)).toEqual(['401'])
    })
  }

  it('a removed member: 401 on every route of a user’s token', async () => {
    const token = await adminChangedBy((id, adminToken) =>
      call(server, `/team/resources/members/v1/${id}`, { method: 'DELETE', token: adminToken }),
    )
    const byStatus = await statusesOf(userTokenRoutes(), token)
    expect(Object.keys(byStatus)).toEqual(['401'])
  })
})
