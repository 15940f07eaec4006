import {
  ContextHolder,
  createApiClient,
  FronteggApiError,
  RestrictionType,
} from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, createTestServer } from '../helpers'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * IP restrictions (wire §5.2 rows 24-31) and the IP metadata (§5.23 rows 4-5) through the real
 * @frontegg/rest-api 7.x client over HTTP on loopback: the server sees the client at 127.0.0.1.
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
const client = createApiClient('ip-restrictions')
const policy = client.securityPolicy

beforeAll(async () => {
  server = await createTestServer()
  peer = await serveForRestApi(server, 'ip-restrictions')
  const login = await client.auth.login({ email: admin.email, password: admin.password })
  ContextHolder.for('ip-restrictions').setAccessToken(login.accessToken)
})

afterAll(async () => {
  await peer.close()
  await server.close()
})

const refusal = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(FronteggApiError)
  return error as FronteggApiError
}

describe('@frontegg/rest-api 7.x: IP restrictions', () => {
  it('creates, lists a page, bulk creates and deletes', async () => {
    await policy.createIPRestriction({
      ip: '198.51.100.0/24',
      strategy: RestrictionType.ALLOW,
      description: 'office',
    })
    await policy.bulkCreateIPRestriction({
      ips: [
        { ip: '192.0.2.1', strategy: RestrictionType.BLOCK },
        { ip: '2001:db8::/32', strategy: RestrictionType.BLOCK, description: 'lab' },
      ],
    })
    // The client declares FronteggPaginationResult<IpRestriction[]> (items: IpRestriction[][]);
    // the wire answers one list of entries, as the spec's table says.
    const page = async (query: { _offset: number; _limit: number; _filter: string }) => {
      const answer = await policy.getIPRestrictions(query)
      return { ...answer, items: answer.items as unknown as { id: string; ip: string }[] }
    }
    const first = await page({ _offset: 0, _limit: 2, _filter: '' })
    expect(first.items.map((item) => item.ip)).toEqual(['198.51.100.0/24', '192.0.2.1'])
    expect(first._metadata).toEqual({ totalItems: 3, totalPages: 2 })
    const lab = await page({ _offset: 0, _limit: 10, _filter: 'lab' })
    expect(lab.items).toEqual([expect.objectContaining({ ip: '2001:db8::/32', strategy: 'BLOCK' })])
    await policy.deleteIPRestriction(lab.items[0]?.id ?? '')
    const after = await policy.getIPRestrictions({ _offset: 0, _limit: 10, _filter: '' })
    expect(after._metadata.totalItems).toBe(2)
    const bad = await refusal(policy.createIPRestriction({ ip: '300.1.1.1' }))
    expect(bad.statusCode).toBe(400)
    expect(bad.message).toBe('300.1.1.1 is not an IP address or a CIDR range')
  })

  it('refuses an allow list without the caller, then takes one with it', async () => {
    expect(await policy.testCurrentIpInAllowList()).toEqual({ valid: false })
    const refused = await refusal(
      policy.updateIPRestrictionConfig({ isActive: true, strategy: RestrictionType.ALLOW }),
    )
    expect(refused.statusCode).toBe(400)
    expect(refused.message).toMatch(/would lock you out: your address 127\.0\.0\.1/)
    await policy.createIPRestriction({ ip: '127.0.0.1', description: 'My IP' })
    expect(await policy.testCurrentIpInAllowList()).toEqual({ valid: true })
    await policy.updateIPRestrictionConfig({ isActive: true, strategy: RestrictionType.ALLOW })
    expect(await policy.getIPRestrictionsConfig()).toEqual({ isActive: true, strategy: 'ALLOW' })
    expect(await policy.testCurrentIp()).toEqual({ valid: true })
  })

  it('answers the caller’s address and an address’s metadata', async () => {
    expect(await client.metadata.getCurrentUserIpMetadata()).toMatchObject({
      ip: '127.0.0.1',
      country_code: null,
    })
    expect(await client.metadata.getIpAdressMetadata('203.0.113.5')).toMatchObject({
      ip: '203.0.113.5',
    })
  })
})
