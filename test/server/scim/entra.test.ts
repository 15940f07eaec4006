import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, login } from '../helpers'
import { createConnection, scim } from './support'
import type { TestServer } from '../helpers'
import type { TestConnection } from './support'

/**
 * The requests Microsoft Entra ID's provisioning service sends (Microsoft Learn, "Develop and
 * plan provisioning for a SCIM endpoint", its request/response examples): the connection test
 * by a random userName, create with the enterprise extension and a userName that is not an
 * address, match by userName and externalId, capitalised PATCH ops with filtered paths, the
 * manager, disable with "False" as a string, group create, rename, members added and removed
 * with values (not filters), and deletes.
 */
let server: TestServer
let entra: TestConnection

beforeAll(async () => {
  server = await createTestServer()
  entra = await createConnection(server, (await login(server)).token, { source: 'azure-ad' })
})

afterAll(async () => {
  await server.close()
})

const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp'
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'
const q = (text: string) => `filter=${encodeURIComponent(text)}`
const patch = (...Operations: unknown[]) => ({ schemas: [PATCH_OP], Operations })

describe("Entra ID's provisioning sequence", () => {
  let userId: string
  let managerId: string
  let groupId: string

  it('tests the connection with a random userName', async () => {
    const answer = await scim(
      server,
      entra,
      `/Users?${q('userName eq "ba4dc5e9-1e17-4d64-9b1e-bd1b2c2e0d44"')}`,
    )
    expect(answer.status).toBe(200)
    expect(answer.body.totalResults).toBe(0)
  })

  it('creates users with the enterprise extension and finds them by userName and externalId', async () => {
    const created = await scim(server, entra, '/Users', {
      body: {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:User', ENTERPRISE],
        externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
        userName: 'Test_User_ab6490ee-1e48-479e-a20b-2d77186b5dd1',
        active: true,
        emails: [{ primary: true, type: 'work', value: 'Test_User_fd0ea19b@testuser.com' }],
        meta: { resourceType: 'User' },
        name: {
          formatted: 'givenName familyName',
          familyName: 'familyName',
          givenName: 'givenName',
        },
        roles: [],
        [ENTERPRISE]: { employeeNumber: '701984', department: 'Tour Operations' },
      },
    })
    expect(created.status).toBe(201)
    expect(created.body[ENTERPRISE]).toEqual({
      employeeNumber: '701984',
      department: 'Tour Operations',
    })
    userId = created.body.id
    const manager = await scim(server, entra, '/Users', {
      body: {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
        externalId: 'manager-1',
        userName: 'Manager_User',
        active: true,
        emails: [{ primary: true, type: 'work', value: 'manager@testuser.com' }],
      },
    })
    managerId = manager.body.id
    const byName = await scim(
      server,
      entra,
      `/Users?${q('userName eq "Test_User_ab6490ee-1e48-479e-a20b-2d77186b5dd1"')}`,
    )
    expect(byName.body.Resources.map((r: { id: string }) => r.id)).toEqual([userId])
    const byExternal = await scim(
      server,
      entra,
      `/Users?${q('externalId eq "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef"')}`,
    )
    expect(byExternal.body.totalResults).toBe(1)
    const duplicate = await scim(server, entra, '/Users', {
      body: {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
        userName: 'Test_User_ab6490ee-1e48-479e-a20b-2d77186b5dd1',
        emails: [{ primary: true, type: 'work', value: 'Test_User_fd0ea19b@testuser.com' }],
      },
    })
    expect(duplicate.status).toBe(409)
    expect(duplicate.body.scimType).toBe('uniqueness')
  })

  it('patches attributes, the manager, and disables with "False" and re-enables with "True"', async () => {
    const updated = await scim(server, entra, `/Users/${userId}`, {
      method: 'PATCH',
      body: patch(
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'updatedEmail@testuser.com' },
        { op: 'Replace', path: 'name.familyName', value: 'updatedFamilyName' },
        { op: 'Add', path: `${ENTERPRISE}:manager`, value: managerId },
      ),
    })
    expect(updated.status).toBe(200)
    expect(updated.body.emails[0].value).toBe('updatedEmail@testuser.com')
    expect(updated.body.name).toMatchObject({
      familyName: 'updatedFamilyName',
      givenName: 'givenName',
    })
    expect(updated.body[ENTERPRISE]).toMatchObject({
      manager: managerId,
      department: 'Tour Operations',
    })
    for (const value of ['False', 'True']) {
      const answer = await scim(server, entra, `/Users/${userId}`, {
        method: 'PATCH',
        body: patch({ op: 'Replace', path: 'active', value }),
      })
      expect(answer.status).toBe(200)
      expect(answer.body.active).toBe(value === 'True')
    }
  })

  it('creates a group, renames it, adds and removes members with values, and deletes it', async () => {
    const created = await scim(server, entra, '/Groups', {
      body: {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
        externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159',
        displayName: 'displayName',
        meta: { resourceType: 'Group' },
      },
    })
    expect(created.status).toBe(201)
    expect(created.body.members).toEqual([])
    groupId = created.body.id
    const found = await scim(
      server,
      entra,
      `/Groups?excludedAttributes=members&${q('displayName eq "displayName"')}`,
    )
    expect(found.body.Resources.map((g: { id: string }) => g.id)).toEqual([groupId])
    const renamed = await scim(server, entra, `/Groups/${groupId}`, {
      method: 'PATCH',
      body: patch({ op: 'Replace', path: 'displayName', value: 'updatedDisplayName' }),
    })
    expect(renamed.body.displayName).toBe('updatedDisplayName')
    const added = await scim(server, entra, `/Groups/${groupId}`, {
      method: 'PATCH',
      body: patch({
        op: 'Add',
        path: 'members',
        value: [
          { $ref: null, value: userId },
          { $ref: null, value: managerId },
        ],
      }),
    })
    expect(added.body.members.map((m: { value: string }) => m.value).sort()).toEqual(
      [userId, managerId].sort(),
    )
    const byMember = await scim(server, entra, `/Groups?${q(`members[value eq "${userId}"]`)}`)
    expect(byMember.body.totalResults).toBe(1)
    const removed = await scim(server, entra, `/Groups/${groupId}`, {
      method: 'PATCH',
      body: patch({ op: 'Remove', path: 'members', value: [{ $ref: null, value: userId }] }),
    })
    expect(removed.body.members.map((m: { value: string }) => m.value)).toEqual([managerId])
    expect((await scim(server, entra, `/Groups/${groupId}`, { method: 'DELETE' })).status).toBe(204)
  })

  it('deletes users', async () => {
    expect((await scim(server, entra, `/Users/${userId}`, { method: 'DELETE' })).status).toBe(204)
    expect((await scim(server, entra, `/Users/${userId}`)).status).toBe(404)
  })
})
