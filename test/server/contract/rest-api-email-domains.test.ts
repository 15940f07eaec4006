import {
  ContextHolder,
  createApiClient,
  FronteggApiError,
  RestrictionType,
} from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, login } from '../helpers'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * The email-domain restriction calls (wire §5.2 rows 19-23) through the real @frontegg/rest-api
 * 7.x client, with a tenant administrator's token as the portal sends it.
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
const client = createApiClient('email-domains')

beforeAll(async () => {
  server = await createTestServer()
  peer = await serveForRestApi(server, 'email-domains')
  ContextHolder.for('email-domains').setAccessToken((await login(server)).token)
})
afterAll(async () => {
  await peer.close()
  await server.close()
})

describe('@frontegg/rest-api email-domain restrictions against the Foyer server', () => {
  it('creates, lists, configures and deletes, each answer in its wire shape', async () => {
    const { securityPolicy } = client
    expect(await securityPolicy.getDomainRestrictionsConfig()).toEqual({
      active: false,
      listType: 'BLOCK',
      blockPublicDomains: false,
    })
    const created = await securityPolicy.createDomainRestriction({
      domain: 'Corp.Example',
      type: RestrictionType.ALLOW,
    })
    expect(created).toEqual({ id: expect.any(String), domain: 'corp.example', type: 'ALLOW' })
    expect(await securityPolicy.getDomainRestrictions()).toEqual({ items: [created] })
    expect(
      await securityPolicy.updateDomainRestrictionConfig({
        active: true,
        type: RestrictionType.ALLOW,
      }),
    ).toEqual({ active: true, listType: 'ALLOW', blockPublicDomains: false })
    await securityPolicy.updateDomainRestrictionConfig({ active: false })
    await securityPolicy.deleteDomainRestriction(created.id)
    expect(await securityPolicy.getDomainRestrictions()).toEqual({ items: [] })
  })

  it('surfaces a refusal as a FronteggApiError with the sentence', async () => {
    const error: unknown = await client.securityPolicy
      .updateDomainRestrictionConfig({ active: true, type: RestrictionType.ALLOW })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FronteggApiError)
    expect(error).toMatchObject({
      statusCode: 400,
      message: 'Add at least one allowed domain before turning the allow-list on',
    })
  })
})
