import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WIRE_ERROR_CODES } from '../../../src/wire/error-codes'
import {
  admin,
  call,
  createTestServer,
  vendorEnv,
  vendorLogin,
  type TestServer,
  type WireErrorBody,
} from '../helpers'
import { codeFor, enrolApp, mfaCall, mfaEnv, nextStep } from '../mfa/support'
import { signedInUser } from '../roles/fixtures'
import { startTestIdp } from '../saml/idp'

let server: TestServer
let vendorToken: string
let editorToken: string
/** The seeded administrator, signed in with the password only. */
let adminToken: string
let adminSecret: string
const base = '/team/resources/sso/v1/configurations'

interface Configuration {
  id: string
  enabled: boolean
  ssoEndpoint: string
}

beforeAll(async () => {
  server = await createTestServer({ ...vendorEnv, ...mfaEnv })
  vendorToken = await vendorLogin(server)
  editorToken = (await signedInUser(server, 'editor@example.com', ['Editor'])).token
  const enrolled = await enrolApp(server, admin.email, admin.password)
  adminSecret = enrolled.secret
  adminToken = enrolled.token
})
afterAll(() => server.close())

/** The admin's token after a step-up with the authenticator app. */
const steppedUpAdmin = async () => {
  const generated = await call(server, '/identity/resources/auth/v1/user/step-up/generate', {
    body: { maxAge: 600 },
    token: adminToken,
  })
  const { mfaToken } = (await generated.json()) as { mfaToken: string }
  const verified = await mfaCall(server, '/verify', {
    mfaToken,
    value: await codeFor(server, adminSecret),
  })
  nextStep(server)
  expect(verified.status).toBe(200)
  return ((await verified.json()) as { accessToken: string }).accessToken
}

/** A SAML configuration of the default tenant; with `domain`, that domain validated on it. */
const configuration = async (domain?: string, enabled = true) => {
  const created = await call(server, base, {
    token: adminToken,
    body: { ssoEndpoint: 'https://idp.corp.example/sso', enabled },
  })
  const { id } = (await created.json()) as Configuration
  if (domain) {
    await call(server, `${base}/${id}/domains`, { token: adminToken, body: { domain } })
    const validated = await call(server, `${base}/domains/${domain}/force-validate`, {
      method: 'PUT',
      token: vendorToken,
    })
    expect(validated.status).toBe(200)
  }
  return id
}

const read = async (id: string) =>
  ((await (await call(server, base, { token: adminToken })).json()) as Configuration[]).find(
    (entry) => entry.id === id,
  )

const patch = (id: string, body: unknown, token: string) =>
  call(server, `${base}/${id}`, { method: 'PATCH', body, token })

const mailsAbout = async () =>
  server.db
    .selectFrom('messages')
    .select(['recipient', 'subject', 'text'])
    .where('purpose', '=', 'sso-sign-in-changed')
    .execute()

describe('changing where a verified domain signs in', () => {
  it('is refused to an Editor (403, a sentence), whatever the route, and changes nothing', async () => {
    const id = await configuration('corp.example')
    const attempts = [
      patch(id, { ssoEndpoint: 'https://evil.example/sso' }, editorToken),
      patch(id, { oidcClientId: 'evil', type: 'oidc' }, editorToken),
      call(server, '/team/resources/sso/v1/saml/configurations', {
        token: editorToken,
        body: { ssoEndpoint: 'https://evil.example/sso' },
      }),
    ]
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403)
      const error = ((await response.json()) as WireErrorBody).errors[0]
      expect(error).toMatch(/^Only someone who holds every permission .* you lack Delete /)
      expect(error).not.toMatch(/fe\.[a-z-]+\./)
    }
    expect(await read(id)).toMatchObject({ ssoEndpoint: 'https://idp.corp.example/sso' })
    expect(await mailsAbout()).toEqual([])
  })

  it("refuses an Editor the IdP's metadata on a configuration with a verified domain", async () => {
    const idp = await startTestIdp({ nameId: 'mallory@meta.example' })
    try {
      const id = await configuration('meta.example')
      const metadata = idp.metadataXml()
      const replaced = await call(server, `${base}/${id}/metadata`, {
        method: 'PUT',
        token: editorToken,
        body: { metadata },
      })
      expect(replaced.status).toBe(403)
      expect(await read(id)).toMatchObject({ ssoEndpoint: 'https://idp.corp.example/sso' })
    } finally {
      await idp.close()
    }
  })

  it('refuses to switch on a configuration whose domain is verified, for an Editor', async () => {
    const id = await configuration('switch.example', false)
    const response = await patch(id, { enabled: true }, editorToken)
    expect(response.status).toBe(403)
    expect(await read(id)).toMatchObject({ enabled: false })
  })

  it('counts identities already linked to the configuration, even without a verified domain', async () => {
    const id = await configuration()
    const { userId } = await signedInUser(server, 'linked@example.com', [])
    await server.db
      .insertInto('federated_identities')
      .values({ id: randomUUID(), user_id: userId, kind: 'saml', provider: id, subject: 'linked' })
      .execute()
    const response = await patch(id, { ssoEndpoint: 'https://evil.example/sso' }, editorToken)
    expect(response.status).toBe(403)
  })

  it('leaves a configuration nobody signs in through to any SSO editor', async () => {
    const id = await configuration()
    const response = await patch(id, { ssoEndpoint: 'https://other.example/sso' }, editorToken)
    expect(response.status).toBe(200)
    expect(await read(id)).toMatchObject({ ssoEndpoint: 'https://other.example/sso' })
  })

  it('asks the Admin for a recent second factor, then saves it, audits it High and mails the administrators', async () => {
    const id = await configuration('acme.example')
    const plain = await patch(id, { ssoEndpoint: 'https://new-idp.acme.example/sso' }, adminToken)
    expect(plain.status).toBe(403)
    expect(await plain.json()).toMatchObject({
      errorCode: WIRE_ERROR_CODES.stepUpRequired,
      context: { maxAge: 600 },
    })
    expect(await read(id)).toMatchObject({ ssoEndpoint: 'https://idp.corp.example/sso' })
    const stepped = await steppedUpAdmin()
    const saved = await patch(id, { ssoEndpoint: 'https://new-idp.acme.example/sso' }, stepped)
    expect(saved.status).toBe(200)
    expect(await read(id)).toMatchObject({ ssoEndpoint: 'https://new-idp.acme.example/sso' })
    const audit = await server.db
      .selectFrom('audit_logs')
      .select(['severity'])
      .where('action', '=', 'sso.configuration.updated')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
    expect(audit.severity).toBe('High')
    const mails = await mailsAbout()
    expect(mails.map((mail) => mail.recipient)).toEqual([admin.email])
    expect(mails[0]?.text).toContain('acme.example')
    // Past the 10 minutes, the second factor is too old (and this token with it).
    server.clock.advance(11 * 60_000)
    const stale = await patch(id, { ssoEndpoint: 'https://idp.acme.example/sso' }, stepped)
    expect(stale.status).not.toBe(200)
  })
})
