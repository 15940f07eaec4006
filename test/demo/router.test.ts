import { describe, expect, it } from 'vitest'
import { createApiClient, getMe, login } from '../../src/api'
import { createDemoFetch } from '../../src/demo'
import { DemoRouter } from '../../src/demo/router'
import { mountPath } from '../../src/demo/transport'
import type { DemoRequest } from '../../src/demo/router'

const request = (method: string, path: string): Omit<DemoRequest, 'params'> => ({
  method,
  path,
  query: new URLSearchParams(),
  body: undefined,
  token: null,
  now: 0,
})

describe('DemoRouter', () => {
  const router = new DemoRouter()
  router.add('GET', '/identity/resources/users/v1/:userId', ({ params }) => ({
    status: 200,
    body: params,
  }))
  router.add('DELETE', '/a/:first/b/:second', ({ params }) => ({ status: 200, body: params }))
  router.add('GET', '/a.b/c', () => ({ status: 200, body: 'literal' }))

  it('matches :params, decoded, one segment each', async () => {
    expect(await router.handle(request('GET', '/identity/resources/users/v1/a%20b'))).toEqual({
      status: 200,
      body: { userId: 'a b' },
    })
    expect(await router.handle(request('delete', '/a/1/b/2/'))).toEqual({
      status: 200,
      body: { first: '1', second: '2' },
    })
    expect((await router.handle(request('GET', '/identity/resources/users/v1/a/b'))).status).toBe(
      404,
    )
    expect((await router.handle(request('GET', '/identity/resources/users/v1/'))).status).toBe(404)
  })

  it('takes literal segments literally and needs the method', async () => {
    expect((await router.handle(request('GET', '/a.b/c'))).body).toBe('literal')
    expect((await router.handle(request('GET', '/aXb/c'))).status).toBe(404)
    expect((await router.handle(request('POST', '/a.b/c'))).status).toBe(404)
  })

  it('answers an unknown route and a malformed escape with 404 in the wire shape', async () => {
    for (const path of ['/nowhere', '/identity/resources/users/v1/%E0%A4%A']) {
      expect(await router.handle(request('GET', path))).toEqual({
        status: 404,
        body: { errors: [`No route for GET ${path}`], errorCode: 'ER-FOYER-0404' },
      })
    }
  })
})

describe('the API prefix', () => {
  it('is the base URL path and the configured prefix, slashes ignored', () => {
    expect(mountPath({ baseUrl: 'https://x.test', apiPrefix: 'api' })).toBe('/api')
    expect(mountPath({ baseUrl: 'https://x.test/auth/', apiPrefix: '/v2/api/' })).toBe(
      '/auth/v2/api',
    )
    expect(mountPath({ baseUrl: 'https://x.test', apiPrefix: '' })).toBe('')
  })

  it('is what the client configured: other prefixes are not guessed away', async () => {
    const demo = createDemoFetch({ delayMs: 0 })
    const session: { token?: string } = {}
    const client = createApiClient({
      baseUrl: 'https://x.test/portal',
      apiPrefix: 'identity-api',
      fetch: demo,
      getAccessToken: () => session.token,
    })
    session.token = (
      await login(client, { email: 'kim@example.com', password: 'secret-1' })
    ).accessToken
    await expect(getMe(client)).resolves.toMatchObject({ email: 'kim@example.com' })
    const bound = demo.forApi({ baseUrl: 'https://x.test/portal', apiPrefix: 'identity-api' })
    const outside = await bound('https://x.test/api/identity/resources/users/v2/me')
    expect(outside.status).toBe(404)
    const deeper = await bound(
      'https://x.test/portal/identity-api/x/identity/resources/users/v2/me',
    )
    expect(deeper.status).toBe(404)
  })

  it('can be empty: the API at the base URL itself', async () => {
    const bound = createDemoFetch({ delayMs: 0 }).forApi({
      baseUrl: 'https://x.test',
      apiPrefix: '',
    })
    const answer = await bound('https://x.test/identity/resources/configurations/v1/public')
    expect(answer.status).toBe(200)
  })
})
