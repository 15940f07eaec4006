import { createApiClient } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, createTestServer } from '../helpers'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/** The security center (wire §5.18) through the real @frontegg/rest-api 7.x client over HTTP. */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
const client = createApiClient('security-center')

beforeAll(async () => {
  server = await createTestServer()
  peer = await serveForRestApi(server, 'security-center')
  await client.auth.login({ email: admin.email, password: admin.password })
})

afterAll(async () => {
  await peer.close()
  await server.close()
})

describe('@frontegg/rest-api 7.x: security center', () => {
  it('getRecommendations answers the score and the recommendations with their metadata', async () => {
    const answer = await client.securityCenter.getRecommendations()
    expect(answer.scoring.score).toBeGreaterThanOrEqual(0)
    expect(answer.scoring.score).toBeLessThan(100)
    expect(answer.recommendations.items[0]).toMatchObject({
      code: 'FORCE_MFA',
      severity: 'SEVERE',
      category: 'MFA',
      metadata: { totalUsers: 1, mfa: { enrolledUsersCount: 0 } },
    })
  })

  it('getInsights answers one insight per category and fact', async () => {
    const { insights } = await client.securityCenter.getInsights()
    expect(insights.items.map((item) => item.category)).toEqual(
      expect.arrayContaining(['MFA', 'PASSWORD', 'SESSIONS', 'INACTIVITY', 'IP', 'DOMAIN', 'SSO']),
    )
    expect(insights.items[0]).toMatchObject({ code: 'MFA_NOT_FORCED', category: 'MFA' })
  })
})
