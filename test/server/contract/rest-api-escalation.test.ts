import { ContextHolder, createApiClient } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUser, call, createTestServer, login, vendorEnv, vendorLogin } from '../helpers'
import { vendorRoleIdOf } from '../roles/fixtures'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * Finding 2 and 7 of issue 18 through the real @frontegg/rest-api 7.x client over HTTP: an
 * Editor (every permission but the delete ones) may not hand out Admin through SSO default roles,
 * IdP group mappings or the groups switch, nor repoint a verified domain's IdP.
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
let adminRoleId: string
let configurationId: string
const app = 'escalation'
const client = createApiClient(app)
const password = 'editor password 123'

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  adminRoleId = await vendorRoleIdOf(server, 'Admin')
  const adminToken = (await login(server)).token
  const base = '/team/resources/sso/v1/configurations'
  const created = await call(server, base, {
    token: adminToken,
    body: { ssoEndpoint: 'https://idp.corp.example/sso' },
  })
  configurationId = ((await created.json()) as { id: string }).id
  await call(server, `${base}/${configurationId}/domains`, {
    token: adminToken,
    body: { domain: 'corp.example' },
  })
  await call(server, `${base}/domains/corp.example/force-validate`, {
    method: 'PUT',
    token: await vendorLogin(server),
  })
  const group = await call(server, '/identity/resources/groups/v1', {
    token: adminToken,
    body: { name: 'Owners' },
  })
  const groupId = ((await group.json()) as { id: string }).id
  const viewer = await addUser(server, { email: 'viewer@example.com', roleKeys: ['Viewer'] })
  await call(server, `/identity/resources/groups/v1/${groupId}/roles`, {
    token: adminToken,
    body: { roleIds: [adminRoleId] },
  })
  await call(server, `/identity/resources/groups/v1/${groupId}/users`, {
    token: adminToken,
    body: { userIds: [viewer] },
  })
  await call(server, '/identity/resources/groups/v1/config', {
    token: adminToken,
    body: { rolesEnabled: false },
  })
  await addUser(server, { email: 'editor@example.com', password, roleKeys: ['Editor'] })
  peer = await serveForRestApi(server, app, globalThis.fetch)
  const signedIn = await client.auth.login({ email: 'editor@example.com', password })
  ContextHolder.for(app).setAccessToken(signedIn.accessToken)
})

afterAll(async () => {
  await peer.close()
  await server.close()
})

const refused = { statusCode: 403, message: expect.stringMatching(/you lack Delete /) }

describe('@frontegg/rest-api 7.x: an Editor hands out nothing beyond its own permissions', () => {
  it('is refused Admin as SSO default roles and in IdP group mappings, v1 and legacy', async () => {
    const roleIds = [adminRoleId]
    await expect(
      client.auth.setSSODefaultRoles(configurationId, { roleIds }),
    ).rejects.toMatchObject(refused)
    await expect(
      client.auth.createSSOGroup(configurationId, { group: 'admins', roleIds }),
    ).rejects.toMatchObject(refused)
    await expect(client.auth.updateSamlRoles({ roleIds })).rejects.toMatchObject(refused)
    await expect(client.auth.createSamlGroup({ group: 'admins', roleIds })).rejects.toMatchObject(
      refused,
    )
    expect(await client.auth.getSSODefaultRoles(configurationId)).toEqual({ roleIds: [] })
    expect(await client.auth.getSSOGroups(configurationId)).toEqual([])
  })

  it('is refused switching group roles back on when a group carries Admin', async () => {
    await expect(
      client.groups.updateGroupConfiguration({ rolesEnabled: true }),
    ).rejects.toMatchObject(refused)
    expect(await client.groups.getGroupConfiguration()).toMatchObject({ rolesEnabled: false })
  })

  it("is refused repointing a verified domain's IdP", async () => {
    await expect(
      client.auth.updateSSOConfiguration(configurationId, {
        ssoEndpoint: 'https://evil.example/sso',
      }),
    ).rejects.toMatchObject({ statusCode: 403 })
    const [configuration] = await client.auth.getSSOConfigurations()
    expect(configuration?.ssoEndpoint).toBe('https://idp.corp.example/sso')
  })
})
