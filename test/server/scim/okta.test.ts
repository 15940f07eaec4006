import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, login } from '../helpers'
import { createConnection, scim } from './support'
import type { TestServer } from '../helpers'
import type { TestConnection } from './support'

/**
 * The requests Okta's SCIM 2.0 provisioning sends, in its order, with its bodies (Okta's
 * "SCIM 2.0 protocol reference" and its Runscope/CRUD test suite): match by userName, create,
 * read, update profile, deactivate and reactivate with a path-less replace, group push with
 * members added and removed by PATCH, rename, and delete.
 */
let server: TestServer
let okta: TestConnection

beforeAll(async () => {
  server = await createTestServer()
  okta = await createConnection(server, (await login(server)).token, {
    source: 'okta',
    connectionName: 'Okta',
  })
})

afterAll(async () => {
  await server.close()
})

const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp'
const filter = (text: string) => `filter=${encodeURIComponent(text)}&startIndex=1&count=100`

describe("Okta's provisioning sequence", () => {
  let userId: string
  let groupId: string

  it('matches by userName, creates, reads and updates a user', async () => {
    const miss = await scim(server, okta, `/Users?${filter('userName eq "test.user@okta.local"')}`)
    expect(miss.status).toBe(200)
    expect(miss.body).toEqual({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: 0,
      startIndex: 1,
      itemsPerPage: 0,
      Resources: [],
    })
    const created = await scim(server, okta, '/Users', {
      body: {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
        userName: 'test.user@okta.local',
        name: { givenName: 'Test', familyName: 'User' },
        emails: [{ primary: true, value: 'test.user@okta.local', type: 'work' }],
        displayName: 'Test User',
        locale: 'en-US',
        externalId: '00ujl29u0le5T6Aj10h7',
        groups: [],
        password: '1mz050nq',
        active: true,
      },
    })
    expect(created.status).toBe(201)
    userId = created.body.id
    const hit = await scim(server, okta, `/Users?${filter('userName eq "test.user@okta.local"')}`)
    expect(hit.body.totalResults).toBe(1)
    expect(hit.body.Resources[0].id).toBe(userId)
    expect((await scim(server, okta, `/Users/${userId}`)).body.userName).toBe(
      'test.user@okta.local',
    )
    const updated = await scim(server, okta, `/Users/${userId}`, {
      method: 'PUT',
      body: {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
        id: userId,
        userName: 'test.user@okta.local',
        name: { givenName: 'Another', familyName: 'User' },
        emails: [{ primary: true, value: 'test.user@okta.local', type: 'work' }],
        displayName: 'Another User',
        locale: 'en-US',
        externalId: '00ujl29u0le5T6Aj10h7',
        groups: [],
        active: true,
        meta: { resourceType: 'User' },
      },
    })
    expect(updated.status).toBe(200)
    expect(updated.body.name.givenName).toBe('Another')
  })

  it('deactivates and reactivates with a path-less replace', async () => {
    for (const active of [false, true]) {
      const answer = await scim(server, okta, `/Users/${userId}`, {
        method: 'PATCH',
        body: { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active } }] },
      })
      expect(answer.status).toBe(200)
      expect(answer.body.active).toBe(active)
      const member = await server.db
        .selectFrom('tenant_memberships')
        .select('is_disabled')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
      expect(member.is_disabled).toBe(!active)
    }
  })

  it('pushes a group, adds and removes members, renames and deletes it', async () => {
    const miss = await scim(server, okta, `/Groups?${filter('displayName eq "Test SCIMv2"')}`)
    expect(miss.body.totalResults).toBe(0)
    const created = await scim(server, okta, '/Groups', {
      body: {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
        displayName: 'Test SCIMv2',
        members: [],
      },
    })
    expect(created.status).toBe(201)
    groupId = created.body.id
    const read = await scim(server, okta, `/Groups/${groupId}?excludedAttributes=members`)
    expect(read.body.displayName).toBe('Test SCIMv2')
    const added = await scim(server, okta, `/Groups/${groupId}`, {
      method: 'PATCH',
      body: {
        schemas: [PATCH_OP],
        Operations: [
          {
            op: 'add',
            path: 'members',
            value: [{ value: userId, display: 'test.user@okta.local' }],
          },
        ],
      },
    })
    expect(added.body.members).toEqual([{ value: userId, display: 'test.user@okta.local' }])
    const renamed = await scim(server, okta, `/Groups/${groupId}`, {
      method: 'PATCH',
      body: {
        schemas: [PATCH_OP],
        Operations: [{ op: 'replace', value: { id: groupId, displayName: 'Test SCIMv2 renamed' } }],
      },
    })
    expect(renamed.body.displayName).toBe('Test SCIMv2 renamed')
    expect(renamed.body.id).toBe(groupId)
    const removed = await scim(server, okta, `/Groups/${groupId}`, {
      method: 'PATCH',
      body: {
        schemas: [PATCH_OP],
        Operations: [{ op: 'remove', path: `members[value eq "${userId}"]` }],
      },
    })
    expect(removed.body.members).toEqual([])
    expect((await scim(server, okta, `/Groups/${groupId}`, { method: 'DELETE' })).status).toBe(204)
    expect((await scim(server, okta, `/Groups/${groupId}`)).status).toBe(404)
  })
})
