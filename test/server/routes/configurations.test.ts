import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, call, createTestServer } from '../helpers'
import type { TestServer } from '../helpers'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

describe('public configuration', () => {
  it('answers the vendor configuration without a token', async () => {
    const response = await call(server, '/identity/resources/configurations/v1/public')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      allowSignups: false,
      authStrategy: 'EmailAndPassword',
    })
  })

  it('answers email and password as the only strategy', async () => {
    const response = await call(
      server,
      '/identity/resources/configurations/v1/auth/strategies/public',
    )
    expect(await response.json()).toEqual({
      mainAuthStrategies: [{ strategy: 'EmailAndPassword' }],
      secondaryAuthStrategies: [],
    })
  })

  it.each([
    '/identity/resources/auth/v1/user/saml/prelogin',
    '/identity/resources/auth/v2/user/sso/prelogin',
  ])(
    '%s answers "no SSO" as 200 null for any email, so the browser logs no error',
    async (path) => {
      for (const email of ['someone@example.com', admin.email]) {
        const response = await call(server, path, { body: { email } })
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toMatch(/^application\/json/)
        expect(await response.text()).toBe('null')
      }
    },
  )
})
