import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { insertSsoConfiguration, insertSsoDomain } from '../../../server/src/sso/store'
import { addUser, createTestServer, refreshCookie } from '../helpers'
import { codeOf, configure, messageCount, newestMessage, postLogin, preLogin } from './support'
import type { TestServer, WireErrorBody } from '../helpers'

/** Passwordless sign-in of a member whose email domain signs in with SSO: refused like a password. */
let server: TestServer
const carol = 'carol@corp.example'

beforeAll(async () => {
  server = await createTestServer()
  await addUser(server, { email: carol })
})
afterAll(() => server.close())
beforeEach(() => configure(server, { authStrategy: 'Code' }))

const allowPasswords = (allowed: boolean) =>
  server.db
    .insertInto('sso_tenant_settings')
    .values({ tenant_id: server.tenantId, allow_password_sign_in: allowed })
    .onConflict((conflict) =>
      conflict.column('tenant_id').doUpdateSet({ allow_password_sign_in: allowed }),
    )
    .execute()

describe('passwordless sign-in on an SSO domain', () => {
  it('refuse a code sent before the domain got SSO, and send no new one', async () => {
    expect((await preLogin(server, 'code', { email: carol })).status).toBe(200)
    const code = codeOf((await newestMessage(server, carol)).text)
    const configurationId = await insertSsoConfiguration(server.db, server.config, {
      tenantId: server.tenantId,
      type: 'oidc',
      now: new Date(),
    })
    await insertSsoDomain(server.db, {
      configurationId,
      domain: 'corp.example',
      txtRecord: 'x',
      validated: true,
    })
    const refused = await postLogin(server, 'code', { token: code, email: carol })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as WireErrorBody).errors).toEqual([
      "Sign in with your organization's single sign-on",
    ])
    expect(refreshCookie(refused)).toBeUndefined()
    const before = await messageCount(server, carol)
    const again = await preLogin(server, 'code', { email: carol })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({})
    expect(await messageCount(server, carol)).toBe(before)
    const audit = await server.db
      .selectFrom('audit_logs')
      .select('description')
      .where('email', '=', carol)
      .orderBy('created_at', 'desc')
      .execute()
    expect(audit.map((row) => row.description)).toEqual(
      expect.arrayContaining([
        'Passwordless sign-in refused: the email domain signs in with SSO',
        'Passwordless sign-in not sent (email-login): the email domain signs in with SSO',
      ]),
    )
  })

  it('work again when the tenant lets its SSO users keep other ways in', async () => {
    await allowPasswords(true)
    expect((await preLogin(server, 'code', { email: carol })).status).toBe(200)
    const code = codeOf((await newestMessage(server, carol)).text)
    const signedIn = await postLogin(server, 'code', { token: code, email: carol })
    expect(signedIn.status).toBe(200)
    expect(refreshCookie(signedIn)).toBeTruthy()
    await allowPasswords(false)
  })
})
