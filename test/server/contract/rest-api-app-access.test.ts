import { ContextHolder, createApiClient } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, offerApp } from '../app-access/app-access-setup'
import { addUser, createTestServer, login, vendorEnv, vendorLogin } from '../helpers'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * The users and applications calls (wire §5.10 rows 1-7) through the real @frontegg/rest-api
 * 7.x client, with a tenant administrator's token as the portal sends it: assign with POST
 * `apps-user`, unassign with a JSON DELETE body to `user-apps`, and the reads.
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
let appId: string
let memberId: string
const client = createApiClient('app-access')

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  const vendorToken = await vendorLogin(server)
  appId = await createApp(server, vendorToken, { name: 'Billing' })
  await offerApp(server, vendorToken, appId, server.tenantId)
  memberId = await addUser(server, { email: 'member@example.com' })
  peer = await serveForRestApi(server, 'app-access')
  ContextHolder.for('app-access').setAccessToken((await login(server)).token)
})
afterAll(async () => {
  await peer.close()
  await server.close()
})

describe('@frontegg/rest-api users and applications against the Foyer server', () => {
  it('assigns, reads and unassigns a member, each read in its wire shape', async () => {
    const { applications } = client
    const body = { userId: memberId, tenantId: server.tenantId, appIds: [appId] }
    await applications.assignUserToApplications(body)
    const open = server.config.vendorId
    expect(await applications.getUserApplicationsId({ userId: memberId })).toEqual([open, appId])
    expect(await applications.getUsersApplicationsId({ userIds: [memberId] })).toEqual([
      { userId: memberId, appIds: [open, appId] },
    ])
    expect(await applications.getUsersOfApplications({ appIds: [appId] })).toEqual([
      { appId, userIds: [memberId] },
    ])
    expect(await applications.getTenantsApplications()).toEqual([
      { tenantId: server.tenantId, appIds: [appId] },
    ])
    expect(await applications.getTenantsApplicationsV2()).toEqual([
      { tenantId: server.tenantId, assignments: [{ appId, accessType: 'MANAGED_ACCESS' }] },
    ])
    await applications.unassignUserFromApplications(body)
    expect(await applications.getUserApplicationsId({ userId: memberId })).toEqual([open])
  })

  it('rejects an assignment of an application not offered to the tenant', async () => {
    await expect(
      client.applications.assignUserToApplications({
        userId: memberId,
        tenantId: server.tenantId,
        appIds: ['not-offered'],
      }),
    ).rejects.toMatchObject({ statusCode: 400 })
  })
})
