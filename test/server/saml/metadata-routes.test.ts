import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findSsoConfiguration } from '../../../server/src/sso/repository'
import { call, createTestServer, login, type TestServer } from '../helpers'
import { startTestIdp, type TestIdp } from './idp'

let server: TestServer
let idp: TestIdp
let token: string
beforeAll(async () => {
  server = await createTestServer()
  idp = await startTestIdp({ nameId: 'ada@corp.example' })
  token = (await login(server)).token
})
afterAll(async () => {
  delete process.env.FOYER_ALLOW_PRIVATE_NETWORK
  await idp.close()
  await server.close()
})

const base = '/team/resources/sso/v1/configurations'

const send = (method: 'POST' | 'PUT', path: string, body: unknown) =>
  call(server, path, { method, body, token })

describe('SAML configurations from IdP metadata (rows 102-105)', () => {
  it('create one from metadata XML, then replace its IdP fields from other metadata', async () => {
    const created = await send('POST', `${base}/metadata`, { metadata: idp.metadataXml() })
    expect(created.status).toBe(200)
    const body = (await created.json()) as { id: string; ssoEndpoint: string; type: string }
    expect(body).toMatchObject({ ssoEndpoint: idp.ssoUrl, type: 'saml', signRequest: false })
    const stored = await findSsoConfiguration(server.db, body.id)
    expect(stored?.idpEntityId).toBe(idp.entityId)

    const moved = idp
      .metadataXml()
      .replace('WantAuthnRequestsSigned', '')
      .replace(
        'protocolSupportEnumeration=',
        'WantAuthnRequestsSigned="true" protocolSupportEnumeration=',
      )
    const updated = await send('PUT', `${base}/${body.id}/metadata`, { metadata: moved })
    expect(updated.status).toBe(200)
    expect(await updated.json()).toMatchObject({ id: body.id, signRequest: true })
  })

  it('answer 400 with the reason for metadata it cannot use, and change nothing', async () => {
    const before = await server.db.selectFrom('sso_configurations').select('id').execute()
    for (const metadata of ['<html/>', `<!DOCTYPE x [<!ENTITY a "b">]>${idp.metadataXml()}`]) {
      const answer = await send('POST', `${base}/metadata`, { metadata })
      expect(answer.status).toBe(400)
      expect(await answer.json()).toMatchObject({ errors: [expect.stringMatching(/^metadata: /)] })
    }
    expect(await server.db.selectFrom('sso_configurations').select('id').execute()).toEqual(before)
  })

  it('read metadata from a URL through the fetch guard: a loopback IdP only when allowed', async () => {
    const url = `${idp.url}/metadata`
    delete process.env.FOYER_ALLOW_PRIVATE_NETWORK
    const refused = await send('POST', `${base}/metadata-url`, { url })
    expect(refused.status).toBe(400)
    process.env.FOYER_ALLOW_PRIVATE_NETWORK = '1'
    const created = await send('POST', `${base}/metadata-url`, { url })
    expect(created.status).toBe(200)
    const { id } = (await created.json()) as { id: string }
    expect((await findSsoConfiguration(server.db, id))?.metadataUrl).toBe(url)
    const again = await send('PUT', `${base}/${id}/metadata-url`, { url: `${idp.url}/missing` })
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({
      errors: ['metadata: The metadata URL answered 404'],
    })
  })
})
