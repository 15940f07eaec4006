import { ContextHolder, createApiClient } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, login, vendorCall, vendorEnv, vendorLogin } from '../helpers'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * The applications list (wire §5.10 row 8, `getApplicationsData`) through the real
 * @frontegg/rest-api 7.x client, with a signed-in user's token as the portal sends it.
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
let appId: string
const client = createApiClient('applications')

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  const vendorToken = await vendorLogin(server)
  const created = await vendorCall<{ id: string }>(
    server,
    vendorToken,
    '/applications/resources/applications/v1',
    {
      body: {
        name: 'Billing',
        accessType: 'MANAGED_ACCESS',
        redirectUris: ['https://billing.example.com/cb'],
      },
    },
  )
  appId = created.body.id
  peer = await serveForRestApi(server, 'applications')
  ContextHolder.for('applications').setAccessToken((await login(server)).token)
})
afterAll(async () => {
  await peer.close()
  await server.close()
})

describe('@frontegg/rest-api applications against the Foyer server', () => {
  it('getApplicationsData answers the asked applications in IApplicationsResponse shape', async () => {
    const [billing, ...rest] = await client.applications.getApplicationsData({ appIds: [appId] })
    expect(rest).toEqual([])
    expect(billing).toMatchObject({
      id: appId,
      name: 'Billing',
      accessType: 'MANAGED_ACCESS',
      isDefault: false,
      isActive: true,
      appURL: '',
      loginURL: '',
      logoURL: '',
      type: 'web',
    })
    expect(billing).not.toHaveProperty('redirectUris')
    const both = await client.applications.getApplicationsData({
      appIds: [appId, server.config.vendorId],
      includeFreeAccess: false,
    })
    // The environment client is free access: left out when free access is not included.
    expect(both.map((app) => app.id)).toEqual([appId])
  })
})
