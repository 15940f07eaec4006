import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMailbox } from '../../../server/src/delivery/mailbox'
import { appLink } from '../../../server/src/links/app-links'
import { oidcRedirectUri } from '../../../server/src/sso/oidc-flow'
import { addUser, call, createTestServer, prefix, vendorEnv, vendorLogin } from '../helpers'
import { configureProvider } from '../social/support'
import type { TestServer } from '../helpers'

/** Links into an app routing by the fragment (FOYER_URL_STRATEGY=hash). */
let server: TestServer

beforeAll(async () => {
  server = await createTestServer({
    ...vendorEnv,
    FOYER_APP_URL: 'https://app.example.test/base',
    FOYER_URL_STRATEGY: 'hash',
  })
  await configureProvider(server, await vendorLogin(server), {
    type: 'github',
    clientId: 'g',
    secret: 's',
    active: true,
  })
})
afterAll(() => server.close())

const app = 'https://app.example.test/base'

describe('appLink', () => {
  it('puts the route in the path, or after the # for an app routing by the fragment', () => {
    const query = { userId: 'u 1', token: 't' }
    expect(appLink({ appUrl: app }, 'activateUrl', query)).toBe(
      `${app}/account/activate?userId=u+1&token=t`,
    )
    expect(appLink({ appUrl: app, urlStrategy: 'hash' }, 'activateUrl', query)).toBe(
      `${app}#/account/activate?userId=u+1&token=t`,
    )
    expect(appLink({ appUrl: app, urlStrategy: 'hash' }, 'loginUrl')).toBe(`${app}#/account/login`)
  })
})

describe('an app routing by the fragment', () => {
  it('is mailed links with the route and its query after the #', async () => {
    const userId = await addUser(server, { email: 'hash@example.com', password: 'old password 1' })
    const asked = await call(server, '/identity/resources/users/v1/passwords/reset', {
      body: { email: 'hash@example.com' },
    })
    expect(asked.status).toBe(200)
    const [mail] = await readMailbox(server.db, { to: 'hash@example.com' })
    const href = /https?:\/\/\S+reset-password\S+/.exec(mail?.text ?? '')?.[0] ?? ''
    const url = new URL(href)
    expect(url.origin + url.pathname).toBe(app)
    expect(url.search).toBe('')
    const [route = '', query = ''] = url.hash.slice(1).split('?')
    expect(route).toBe('/account/reset-password')
    expect(new URLSearchParams(query).get('userId')).toBe(userId)
  })

  it("sends social providers back to Foyer's callback, which redirects into the fragment", async () => {
    const start = await server.app.request(`${prefix}/identity/resources/sso/v2/github/authorize`)
    expect(start.status).toBe(302)
    const redirectUri = new URL(start.headers.get('location') ?? '').searchParams.get(
      'redirect_uri',
    )
    expect(redirectUri).toBe(
      `http://localhost:8080${prefix}/identity/resources/sso/v2/github/callback`,
    )
    const back = await server.app.request(
      `${prefix}/identity/resources/sso/v2/github/callback?code=c1&state=github.s1`,
    )
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe(
      `${app}#/account/social/success?code=c1&state=github.s1`,
    )
    const unknown = await server.app.request(
      `${prefix}/identity/resources/sso/v2/facebook/callback?code=c1`,
    )
    expect(unknown.status).toBe(404)
  })

  it("sends OIDC identity providers back to Foyer's callback, which redirects into the fragment", async () => {
    const callback = `${prefix}/identity/resources/auth/v1/user/oidc/callback`
    expect(oidcRedirectUri(server.deps)).toBe(`http://localhost:8080${callback}`)
    const back = await server.app.request(`${callback}?code=c2&state=s2`)
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe(`${app}#/account/oidc/callback?code=c2&state=s2`)
  })
})
