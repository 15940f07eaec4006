import {
  ContextHolder,
  createApiClient,
  FronteggApiError,
  ScimConnectionSource,
} from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, createTestServer } from '../helpers'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * Directory (SCIM) connections (wire §5.19 rows 1-5) through the real @frontegg/rest-api 7.x
 * client over HTTP on loopback, and the SCIM server answering the token it was given.
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
const client = createApiClient('directory')

beforeAll(async () => {
  server = await createTestServer()
  peer = await serveForRestApi(server, 'directory')
  const login = await client.auth.login({ email: admin.email, password: admin.password })
  ContextHolder.for('directory').setAccessToken(login.accessToken)
})

afterAll(async () => {
  await peer.close()
  await server.close()
})

describe('@frontegg/rest-api 7.x: directory', () => {
  it('creates, lists, counts, updates and deletes a SCIM connection', async () => {
    const created = await client.directory.createConfiguration({
      source: ScimConnectionSource.OKTA,
      connectionName: 'Okta',
      syncToUserManagement: true,
    })
    expect(created).toMatchObject({
      connectionName: 'Okta',
      token: expect.stringMatching(/^scim_/),
    })
    const { pathname } = new URL((created as unknown as { scimBaseUrl: string }).scimBaseUrl)
    const base = `${peer.url}${pathname}`
    const provisioned = await fetch(`${base}/Users`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${created.token}`,
        'content-type': 'application/scim+json',
      },
      body: JSON.stringify({ userName: 'directory@example.com' }),
    })
    expect(provisioned.status).toBe(201)
    const configs = await client.directory.getConfigs()
    expect(configs).toEqual([
      expect.objectContaining({
        id: created.id,
        connectionName: 'Okta',
        source: 'okta',
        syncToUserManagement: true,
      }),
    ])
    expect(configs[0]?.lastSync).toBeTruthy()
    expect(await client.directory.countConfigurationUsers(created.id)).toEqual({ count: 1 })
    await client.directory.updateConfiguration(created.id, { syncToUserManagement: false })
    expect((await client.directory.getConfigs())[0]?.syncToUserManagement).toBe(false)
    await client.directory.deleteConfiguration(created.id, true)
    expect(await client.directory.getConfigs()).toEqual([])
  })

  it('answers an unknown connection with a 404 the client reads', async () => {
    const error = await client.directory
      .updateConfiguration('00000000-0000-4000-8000-000000000000', { syncToUserManagement: true })
      .catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(FronteggApiError)
    expect((error as FronteggApiError).statusCode).toBe(404)
    expect((error as FronteggApiError).message).toBe('No such provisioning connection')
  })
})
