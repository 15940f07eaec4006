import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestServer, login, prefix } from '../helpers'
import { roleId } from '../invitations/support'
import { createToken, tokenSignIn } from './support'
import type { TestServer } from '../helpers'

/**
 * A tenant API token holding Admin on every signed-in route of the OpenAPI document: whatever a
 * route makes of an actor that is no user, it answers in the wire shape, never a 500.
 */
let server: TestServer
let accessToken: string
beforeAll(async () => {
  server = await createTestServer()
  const admin = (await login(server)).token
  const { body } = await createToken(server, admin, {
    description: 'Everything',
    roleIds: [await roleId(server, 'Admin')],
    expiresInMinutes: null,
  })
  accessToken = (await tokenSignIn(server, body.clientId, body.secret ?? '')).accessToken
})
afterAll(() => server.close())

interface Operation {
  security?: unknown[]
}

describe('a tenant API token on every signed-in route', () => {
  it('is never answered with a 500', async () => {
    const document = (await (await server.app.request(`${prefix}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Operation>>
    }
    const failures: string[] = []
    let tried = 0
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.security) continue
        const concrete = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')
        const response = await call(server, concrete, {
          method: method.toUpperCase(),
          token: accessToken,
          ...(method === 'get' ? {} : { body: {} }),
        })
        tried += 1
        if (response.status >= 500)
          failures.push(`${method.toUpperCase()} ${path}: ${response.status}`)
      }
    }
    expect(tried).toBeGreaterThan(50)
    expect(failures).toEqual([])
  }, 120_000)
})
