import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestServer, login } from '../helpers'
import { createConnection, oktaUser, scim } from './support'
import type { TestServer } from '../helpers'

let server: TestServer
let adminToken: string

beforeAll(async () => {
  server = await createTestServer()
  adminToken = (await login(server)).token
})

afterAll(async () => {
  await server.close()
})

interface Member {
  id: string
  email: string
  provider: string
  managedBy: string
  scimConnectionName?: string
}

const members = async (): Promise<Member[]> => {
  const response = await call(server, '/team/resources/members/v1?pageSize=100', {
    token: adminToken,
  })
  return ((await response.json()) as { items: Member[] }).items
}

describe('members a provisioning connection manages, as the Team page reads them', () => {
  it('are managed by scim2 and name their connection; the others by the administrators', async () => {
    const connection = await createConnection(server, adminToken, {
      source: 'okta',
      connectionName: 'Okta (staff)',
    })
    const created = await scim(server, connection, '/Users', {
      body: oktaUser('managed@example.com'),
    })
    expect(created.status).toBe(201)
    const listed = await members()
    expect(listed.find((member) => member.email === 'managed@example.com')).toMatchObject({
      provider: 'scim2',
      managedBy: 'scim2',
      scimConnectionName: 'Okta (staff)',
    })
    const own = listed.find((member) => member.email === 'admin@example.com')
    expect(own).toMatchObject({ provider: 'local', managedBy: 'frontegg' })
    expect(own).not.toHaveProperty('scimConnectionName')
    const v3 = await call(server, '/identity/resources/users/v3?_limit=50', { token: adminToken })
    const items = ((await v3.json()) as { items: Member[] }).items
    expect(items.find((user) => user.email === 'managed@example.com')).toMatchObject({
      managedBy: 'scim2',
      scimConnectionName: 'Okta (staff)',
    })
  })

  it('refuses, with a sentence, an end date the directory would undo', async () => {
    const connection = await createConnection(server, adminToken)
    const created = await scim(server, connection, '/Users', {
      body: oktaUser('temporary@example.com'),
    })
    const response = await call(
      server,
      `/identity/resources/users/temporary/v1/${created.body.id}`,
      { method: 'PUT', token: adminToken, body: { expirationInSeconds: 3600 } },
    )
    expect(response.status).toBe(403)
    const body = (await response.json()) as { errors: string[] }
    expect(body.errors[0]).toBe(
      'This member is provisioned by Okta (SCIM): set an end date for them in your identity provider',
    )
  })
})
