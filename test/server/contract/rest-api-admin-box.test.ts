import { ContextHolder, createApiClient, FronteggApiError } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, createTestServer, vendorEnv, vendorLogin } from '../helpers'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/** The admin portal configuration (wire §5.23 rows 2 and 3) through the real @frontegg/rest-api 7.x client. */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
const client = createApiClient('admin-box')

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  peer = await serveForRestApi(server, 'admin-box')
})

afterAll(async () => {
  await peer.close()
  await server.close()
})

describe('@frontegg/rest-api 7.x: admin-box metadata', () => {
  it('updates with a vendor token, reads back, and refuses a member', async () => {
    expect(await client.metadata.getAdminBoxMetadata()).toEqual({
      configuration: {},
      updatedAt: null,
    })
    ContextHolder.for('admin-box').setAccessToken(await vendorLogin(server))
    const payload = { navigation: { roles: { visibility: 'always' } } }
    expect(
      await client.metadata.updateAdminBoxMetadata({
        actions: [{ type: 'setConfiguration', payload }],
      }),
    ).toMatchObject({ configuration: payload })
    expect(await client.metadata.getAdminBoxMetadata()).toMatchObject({ configuration: payload })

    const login = await client.auth.login({ email: admin.email, password: admin.password })
    ContextHolder.for('admin-box').setAccessToken(login.accessToken)
    const refused = await client.metadata
      .updateAdminBoxMetadata({ actions: [{ type: 'resetConfiguration', payload: null }] })
      .then(
        () => undefined,
        (reason: unknown) => reason,
      )
    expect(refused).toBeInstanceOf(FronteggApiError)
    expect((refused as FronteggApiError).statusCode).toBe(403)
  })
})
