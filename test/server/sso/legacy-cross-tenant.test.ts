import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertSsoConfiguration, insertSsoGroup } from '../../../server/src/sso/store'
import { addTenant, call, createTestServer, login } from '../helpers'
import type { TestServer } from '../helpers'

/**
 * The legacy single-SAML-configuration routes never reach another tenant's configuration: an
 * administrator of tenant A with every permission names tenant B's group ids and gets 400/404,
 * and B's rows are as before.
 */
let server: TestServer
let tokenOfA: string
let groupOfB: string
let configurationOfB: string

beforeAll(async () => {
  server = await createTestServer()
  tokenOfA = (await login(server)).token
  const b = await addTenant(server, 'Tenant B', 'admin@b.example')
  configurationOfB = await insertSsoConfiguration(server.db, server.config, {
    tenantId: b.tenantId,
    type: 'saml',
    now: new Date(),
  })
  groupOfB = await server.db
    .transaction()
    .execute((trx) =>
      insertSsoGroup(trx, { configurationId: configurationOfB, group: 'b-staff', roleIds: [] }),
    )
})
afterAll(() => server.close())

const legacy = '/team/resources/sso/v2/saml/configurations/groups'

describe('legacy SAML routes across tenants', () => {
  it("refuse B's group ids and never show B's configuration", async () => {
    const asA = (path: string, method: string, body?: unknown) =>
      call(server, path, { method, body, token: tokenOfA })
    expect((await asA('/team/resources/sso/v1/saml/configurations', 'GET')).status).toBe(200)
    expect(await (await asA('/team/resources/sso/v1/saml/configurations', 'GET')).json()).toEqual({
      enabled: false,
      isSamlActive: false,
    })
    expect(await (await asA(legacy, 'GET')).json()).toEqual([])
    const patch = await asA(`${legacy}/${groupOfB}`, 'PATCH', { group: 'mine', roleIds: [] })
    expect([400, 404]).toContain(patch.status)
    expect([400, 404]).toContain((await asA(`${legacy}/${groupOfB}`, 'DELETE')).status)
    // Once A has a configuration of its own, B's group is still not found in it.
    await asA('/team/resources/sso/v1/saml/configurations', 'POST', { enabled: false })
    expect((await asA(`${legacy}/${groupOfB}`, 'PATCH', { group: 'x', roleIds: [] })).status).toBe(
      404,
    )
    expect((await asA(`${legacy}/${groupOfB}`, 'DELETE')).status).toBe(404)
    const groupsOfB = await server.db
      .selectFrom('sso_groups')
      .select(['id', 'group'])
      .where('configuration_id', '=', configurationOfB)
      .execute()
    expect(groupsOfB).toEqual([{ id: groupOfB, group: 'b-staff' }])
  })
})
