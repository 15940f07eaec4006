import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestServer, login, vendorCall, vendorEnv, vendorLogin } from '../helpers'
import { authorizeUrl, browse, hostedEnv, newRequest, relyingParty } from './hosted-rp'
import type { TestServer, WireErrorBody } from '../helpers'

const base = '/applications/resources/applications/v1'
let server: TestServer
let vendorToken: string

beforeAll(async () => {
  server = await createTestServer({ ...hostedEnv, ...vendorEnv })
  vendorToken = await vendorLogin(server)
})
afterAll(() => server.close())

interface Application {
  id: string
  name: string
  isDefault: boolean
  redirectUris: string[]
}

describe('the applications management endpoints', () => {
  it('lists the environment client as the read-only default application, then the stored ones', async () => {
    const created = await vendorCall<Application>(server, vendorToken, base, {
      body: { name: 'Mobile', redirectUris: ['http://127.0.0.1:7000/cb'] },
    })
    expect(created.status).toBe(201)
    const list = await vendorCall<Application[]>(server, vendorToken, base)
    expect(list.body.map((app) => [app.id, app.isDefault])).toEqual([
      [server.config.vendorId, true],
      [created.body.id, false],
    ])
    const only = await vendorCall<Application[]>(
      server,
      vendorToken,
      `${base}?ids=${created.body.id}`,
    )
    expect(only.body.map((app) => app.name)).toEqual(['Mobile'])
    const fallback = await vendorCall<Application>(server, vendorToken, `${base}/default`)
    expect(fallback.body).toMatchObject({
      id: server.config.vendorId,
      redirectUris: ['https://app.example.com/oauth/callback'],
    })
    const patchDefault = await vendorCall<WireErrorBody>(
      server,
      vendorToken,
      `${base}/${server.config.vendorId}`,
      { method: 'PATCH', body: { name: 'Renamed' } },
    )
    expect(patchDefault.status).toBe(400)
  })

  it('refuses redirect URIs that are not https (http on loopback only) or carry a fragment', async () => {
    for (const uri of [
      'http://app.example.com/cb',
      'https://app.example.com/cb#x',
      'javascript:x',
    ]) {
      const answer = await vendorCall<WireErrorBody>(server, vendorToken, base, {
        body: { name: 'Bad', redirectUris: [uri] },
      })
      expect(answer.status).toBe(400)
      expect(answer.body.errors[0]).toMatch(/redirectUris\.0/)
    }
    const none = await vendorCall(server, vendorToken, base, {
      body: { name: 'None', redirectUris: [] },
    })
    expect(none.status).toBe(400)
  })

  it('applies a change of redirect URIs at the next authorization request', async () => {
    const created = await vendorCall<Application>(server, vendorToken, base, {
      body: { name: 'Moving', redirectUris: ['https://old.example.com/cb'] },
    })
    const id = created.body.id
    const patched = await vendorCall<Application>(server, vendorToken, `${base}/${id}`, {
      method: 'PATCH',
      body: { redirectUris: ['https://new.example.com/cb'] },
    })
    expect(patched.body.redirectUris).toEqual(['https://new.example.com/cb'])
    const config = await relyingParty(server, undefined, id)
    const { cookie } = await login(server)
    const request = await newRequest()
    const old = await browse(
      server,
      authorizeUrl(config, request, { redirect_uri: 'https://old.example.com/cb' }),
      cookie,
    )
    expect(old.status).toBe(400)
    const moved = await browse(
      server,
      authorizeUrl(config, request, { redirect_uri: 'https://new.example.com/cb' }),
      cookie,
    )
    expect(moved.location).toMatch(/^https:\/\/new\.example\.com\/cb\?code=/)
    const empty = await vendorCall(server, vendorToken, `${base}/${id}`, {
      method: 'PATCH',
      body: {},
    })
    expect(empty.status).toBe(400)
  })

  it('lets a signed-in user read the active applications without their OAuth settings', async () => {
    const hidden = await vendorCall<Application>(server, vendorToken, base, {
      body: { name: 'Hidden', isActive: false, redirectUris: ['https://hidden.example.com/cb'] },
    })
    const { token } = await login(server)
    const read = await call(server, base, { token })
    expect(read.status).toBe(200)
    const apps = (await read.json()) as Record<string, unknown>[]
    expect(apps.length).toBeGreaterThan(0)
    expect(apps.map((app) => app.id)).not.toContain(hidden.body.id)
    for (const app of apps) {
      expect(app).toHaveProperty('name')
      expect(app).not.toHaveProperty('redirectUris')
      expect(app).not.toHaveProperty('clientType')
    }
    expect((await call(server, base)).status).toBe(401)
    const write = await call(server, base, { token, body: { name: 'X', redirectUris: [] } })
    expect(write.status).toBe(403)
  })

  it('is for the vendor only to change, and answers 404 for an unknown application', async () => {
    const { token } = await login(server)
    expect((await call(server, `${base}/default`, { token })).status).toBe(403)
    const unknown = await vendorCall(server, vendorToken, `${base}/no-such-app`)
    expect(unknown.status).toBe(404)
    const regenerate = await vendorCall(server, vendorToken, `${base}/credentials/regenerate`, {
      body: { appId: 'no-such-app' },
    })
    expect(regenerate.status).toBe(404)
  })
})
