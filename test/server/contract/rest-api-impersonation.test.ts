import { ContextHolder, createApiClient, FronteggApiError } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUser, createTestServer, login, vendorEnv } from '../helpers'
import { vendorToken } from '../impersonation/support'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'
import type { IImpersonate } from '@frontegg/rest-api'

/**
 * The impersonation call (wire §5.15) through the real @frontegg/rest-api 7.x client. The server
 * asks a reason besides the wire's fields: the client posts its body as given.
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
let userId: string
const client = createApiClient('impersonation')

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  peer = await serveForRestApi(server, 'impersonation')
  userId = await addUser(server, { email: 'member@example.com', roleKeys: ['Viewer'] })
})
afterAll(async () => {
  await peer.close()
  await server.close()
})

const asked = (actorToken: string, reason?: string) =>
  ({ impersonatedUserId: userId, actorToken, ...(reason ? { reason } : {}) }) as IImpersonate

describe('@frontegg/rest-api impersonate against the Foyer server', () => {
  it('answers the vendor an impersonation session in the wire shape', async () => {
    const session = await client.impersonate.impersonate(
      asked(await vendorToken(server), 'Support ticket 12'),
    )
    expect(session).toEqual({
      accessToken: expect.any(String),
      tokenType: 'Bearer',
      refreshToken: expect.any(String),
      expiresIn: expect.any(Number),
      expires: expect.any(String),
    })
  })

  it('answers a member without the permission a 403 with a sentence, and a missing reason a 400', async () => {
    ContextHolder.for('impersonation').setAccessToken(null)
    const { token } = await login(server)
    const refused = await client.impersonate
      .impersonate(asked(token, 'Curious'))
      .catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(FronteggApiError)
    expect(refused).toMatchObject({ statusCode: 403 })
    expect((refused as Error).message).toMatch(/Impersonate users permission/)
    const missing = await client.impersonate
      .impersonate(asked(await vendorToken(server)))
      .catch((e: unknown) => e)
    expect(missing).toMatchObject({ statusCode: 400 })
  })
})
