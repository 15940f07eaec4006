import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailDomainRefusal } from '../../../server/src/email-domains/check'
import { completeFederatedSignIn } from '../../../server/src/federation/complete-sign-in'
import { respondWithError } from '../../../server/src/http/wire-error'
import { findSsoConfiguration } from '../../../server/src/sso/repository'
import { insertSsoConfiguration, insertSsoDomain } from '../../../server/src/sso/store'
import { addUser, call, createTestServer, login, vendorEnv, vendorLogin } from '../helpers'
import { latestMail, linkQuery } from '../invitations/support'
import { lastCode } from '../recovery/recovery-helpers'
import { configure } from '../sign-up/support'
import { startOidcPeer } from '../social/oidc-peer'
import { authorize, callbackUrl, configureProvider, postLogin } from '../social/support'
import type { AppEnv } from '../../../server/src/http/app-env'
import type { TestServer, WireErrorBody } from '../helpers'
import type { OidcPeer } from '../social/oidc-peer'

let server: TestServer
let peer: OidcPeer
let adminToken: string
let inviteToken: string
let configurationId: string
const base = '/identity/resources/configurations/restrictions/v1/email-domain'
const blocked = 'Email addresses at blocked.example are not allowed in this account'
const publicRefusal =
  'Addresses of public email providers such as gmail.com are not allowed in this account: use a work address'

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  adminToken = (await login(server)).token
  peer = await startOidcPeer({ redirectUris: [callbackUrl], pkceRequired: true })
  await configureProvider(server, await vendorLogin(server), {
    type: 'google',
    clientId: peer.clientId,
    secret: peer.clientSecret,
    active: true,
    options: { issuer: peer.issuer },
  })
  const link = await call(server, '/identity/resources/tenants/invites/v1/user', {
    token: adminToken,
    body: { expiresInMinutes: 60, shouldSendEmail: false },
  })
  inviteToken = ((await link.json()) as { token: string }).token
  configurationId = await insertSsoConfiguration(server.db, server.config, {
    tenantId: server.tenantId,
    type: 'oidc',
    now: new Date(),
  })
  for (const domain of ['blocked.example', 'corp.example']) {
    await insertSsoDomain(server.db, { configurationId, domain, txtRecord: 'x', validated: true })
  }
  const added = await call(server, base, {
    token: adminToken,
    body: { domain: 'blocked.example', type: 'BLOCK' },
  })
  expect(added.status).toBe(200)
  const on = await call(server, `${base}/config`, {
    token: adminToken,
    body: { active: true, type: 'BLOCK', blockPublicDomains: true },
  })
  expect(on.status).toBe(200)
})
afterAll(async () => {
  await peer.close()
  await server.close()
})

const refusal = async (response: Response) => ({
  status: response.status,
  errors: ((await response.json()) as WireErrorBody).errors,
})
const invite = (email: string) =>
  call(server, '/identity/resources/users/v2', {
    token: adminToken,
    body: { provider: 'local', email },
  })
const userExists = async (email: string) =>
  (await server.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst()) !== undefined

describe('email-domain restrictions enforced', () => {
  it('refuse an invitation at a blocked domain or its subdomain, or a public provider, with the sentence', async () => {
    expect(await refusal(await invite('eve@blocked.example'))).toEqual({
      status: 403,
      errors: [blocked],
    })
    expect(await refusal(await invite('eve@eu.blocked.example'))).toMatchObject({ status: 403 })
    expect(await refusal(await invite('eve@gmail.com'))).toEqual({
      status: 403,
      errors: [publicRefusal],
    })
    expect(await userExists('eve@blocked.example')).toBe(false)
    expect((await invite('ada@fine.example')).status).toBe(201)
  })

  it('say the refusal in the request’s language, its context unchanged', async () => {
    const inviteIn = (email: string, language: string) =>
      call(server, '/identity/resources/users/v2', {
        token: adminToken,
        headers: { 'accept-language': language },
        body: { provider: 'local', email },
      })
    const french = await inviteIn('eve@blocked.example', 'fr-FR,fr;q=0.9')
    expect(french.status).toBe(403)
    expect(await french.json()).toMatchObject({
      errors: ['Les adresses e-mail en blocked.example ne sont pas admises dans ce compte'],
      context: {
        reason: 'emailDomainRestricted',
        restriction: 'blocked',
        domain: 'blocked.example',
      },
    })
    // The same refusal thrown by any route, asked in Hebrew, and in a language the server lacks.
    const app = new Hono<AppEnv>()
    app.get('/', () => {
      throw emailDomainRefusal('publicDomain', 'gmail.com')
    })
    app.onError(respondWithError)
    const askIn = async (language: string) =>
      (
        (await (
          await app.request('/', { headers: { 'accept-language': language } })
        ).json()) as WireErrorBody
      ).errors
    expect(await askIn('he')).toEqual([
      'כתובות של ספקי דוא״ל ציבוריים כמו gmail.com אינן מותרות בחשבון הזה: יש להשתמש בכתובת עבודה',
    ])
    expect(await askIn('de')).toEqual([publicRefusal])
  })

  it('sort a bulk add, one address at a time, into allowed and refused', async () => {
    const emails = [
      'one@fine.example',
      'two@BLOCKED.example',
      'three@outlook.com',
      'four@fine.example',
    ]
    const statuses = []
    for (const email of emails) statuses.push((await invite(email)).status)
    expect(statuses).toEqual([201, 403, 403, 201])
  })

  it('refuse accepting an invitation whose domain was blocked after it was sent', async () => {
    expect((await invite('late@later.example')).status).toBe(201)
    const query = linkQuery((await latestMail(server, 'late@later.example', 'invitation')).text)
    await call(server, base, {
      token: adminToken,
      body: { domain: 'later.example', type: 'BLOCK' },
    })
    const accepted = await call(server, '/identity/resources/users/v1/invitation/accept', {
      body: { userId: query.get('userId'), token: query.get('token'), password: 'a fine password' },
    })
    expect(await refusal(accepted)).toEqual({
      status: 403,
      errors: ['Email addresses at later.example are not allowed in this account'],
    })
  })

  it("refuse a sign-up into the tenant with its invite link, and let a new tenant's sign-up be", async () => {
    const signUp = (body: Record<string, unknown>) =>
      call(server, '/identity/resources/users/v1/signUp', {
        body: { name: 'Visitor', password: 'a long enough password', ...body },
      })
    const refused = await signUp({ email: 'mallory@blocked.example', invitationToken: inviteToken })
    expect(await refusal(refused)).toEqual({ status: 403, errors: [blocked] })
    expect(await userExists('mallory@blocked.example')).toBe(false)
    expect(
      (await signUp({ email: 'joiner@fine.example', invitationToken: inviteToken })).status,
    ).toBe(200)
    await configure(server, { allowSignups: true })
    const own = await signUp({ email: 'founder@blocked.example', companyName: 'Own Ltd' })
    expect(own.status).toBe(200)
  })

  it('refuse an SSO just-in-time creation at a blocked domain, audited, and create one elsewhere', async () => {
    const configuration = await findSsoConfiguration(server.db, configurationId)
    if (!configuration) throw new Error('configuration missing')
    const app = new Hono<AppEnv>()
    app.onError((error, c) => respondWithError(error, c))
    app.post('/:email', async (c) => {
      const result = await completeFederatedSignIn(server.deps, c, {
        kind: 'oidc',
        configuration,
        subject: `sub-${c.req.param('email')}`,
        email: c.req.param('email'),
      })
      return c.json({ isNewUser: result.isNewUser }, 200)
    })
    const refused = await app.request('/sso-person@blocked.example', { method: 'POST' })
    expect(await refusal(refused)).toEqual({ status: 403, errors: [blocked] })
    expect(await userExists('sso-person@blocked.example')).toBe(false)
    const audit = await server.db
      .selectFrom('audit_logs')
      .select('description')
      .where('action', '=', 'user.login.failed')
      .where('email', '=', 'sso-person@blocked.example')
      .executeTakeFirstOrThrow()
    expect(audit.description).toContain('domainRestricted')
    const created = await app.request('/sso-person@corp.example', { method: 'POST' })
    expect(await created.json()).toEqual({ isNewUser: true })
  })

  it('refuse a social just-in-time creation into the tenant with its invite link', async () => {
    peer.nextAccount({ sub: 'g-blocked', email: 'social@blocked.example', email_verified: true })
    const refused = await postLogin(
      server,
      'google',
      await authorize(server, 'google'),
      {},
      {
        invitationToken: inviteToken,
      },
    )
    expect(await refusal(refused)).toEqual({ status: 403, errors: [blocked] })
    expect(await userExists('social@blocked.example')).toBe(false)
    peer.nextAccount({ sub: 'g-fine', email: 'social@fine.example', email_verified: true })
    const joined = await postLogin(
      server,
      'google',
      await authorize(server, 'google'),
      {},
      {
        invitationToken: inviteToken,
      },
    )
    expect(joined.status).toBe(200)
  })

  it("refuse a change of address to a domain of any of the user's accounts' block-lists", async () => {
    await addUser(server, { email: 'mover@fine.example', password: 'mover password 1' })
    const token = (await login(server, 'mover@fine.example', 'mover password 1')).token
    const change = (path: string, body: unknown) =>
      call(server, `/identity/resources/users/v1/email/me${path}`, { token, body })
    expect(await refusal(await change('', { email: 'mover@blocked.example' }))).toEqual({
      status: 403,
      errors: [blocked],
    })
    expect((await change('', { email: 'mover@moving.example' })).status).toBe(200)
    const code = await lastCode(server, 'mover@moving.example', 'email-change')
    await call(server, base, {
      token: adminToken,
      body: { domain: 'moving.example', type: 'BLOCK' },
    })
    const verified = await change('/verify', { email: 'mover@moving.example', code })
    expect(verified.status).toBe(403)
    expect(await userExists('mover@fine.example')).toBe(true)
  })

  it('with an allow-list, let in only its domains and their subdomains', async () => {
    await call(server, base, { token: adminToken, body: { domain: 'corp.example', type: 'ALLOW' } })
    const on = await call(server, `${base}/config`, {
      token: adminToken,
      body: { active: true, type: 'ALLOW' },
    })
    expect(on.status).toBe(200)
    expect(await refusal(await invite('new@fine.example'))).toEqual({
      status: 403,
      errors: [
        'Email addresses at fine.example are not allowed in this account: it accepts only its approved domains',
      ],
    })
    expect((await invite('new@corp.example')).status).toBe(201)
    expect((await invite('new@eu.corp.example')).status).toBe(201)
    await call(server, `${base}/config`, { token: adminToken, body: { active: false } })
    expect((await invite('new@fine.example')).status).toBe(201)
  })
})
