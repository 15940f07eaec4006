import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { readMailbox } from '../../../server/src/delivery/mailbox'
import { admin, call, createTestServer, login, vendorEnv, vendorLogin } from '../helpers'
import { startOidcPeer } from './oidc-peer'
import { authorize, callbackUrl, configureProvider, postLogin } from './support'
import type { TestServer, WireErrorBody } from '../helpers'
import type { OidcPeer } from './oidc-peer'

/** A social sign-up's body (wire row 10): a tenant's invite link and the new user's metadata. */
let server: TestServer
let peer: OidcPeer
let inviteToken: string

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  peer = await startOidcPeer({ redirectUris: [callbackUrl], pkceRequired: true })
  const vendorToken = await vendorLogin(server)
  await configureProvider(server, vendorToken, {
    type: 'google',
    clientId: peer.clientId,
    secret: peer.clientSecret,
    active: true,
    options: { issuer: peer.issuer },
  })
  // Sign-ups are off: only the tenant's invite link lets a new person in.
  await server.db
    .transaction()
    .execute((trx) => writeVendorConfiguration(trx, { allowSignups: false }, server.clock.now()))
  const { token } = await login(server)
  const link = await call(server, '/identity/resources/tenants/invites/v1/user', {
    token,
    body: { expiresInMinutes: 60, shouldSendEmail: false },
  })
  inviteToken = ((await link.json()) as { token: string }).token
})
afterAll(async () => {
  await peer.close()
  await server.close()
})

const signUp = async (body: Record<string, unknown>) =>
  postLogin(server, 'google', await authorize(server, 'google'), {}, body)

describe('a social sign-up with invitationToken and metadata', () => {
  it("joins the invite link's tenant (sign-ups off) and keeps the metadata", async () => {
    peer.nextAccount({ sub: 'g-invited', email: 'grace@example.com', email_verified: true })
    const response = await signUp({ invitationToken: inviteToken, metadata: '{"plan":"pro"}' })
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      isNewUser: boolean
      tenantId: string
      accessToken: string
    }
    expect(body).toMatchObject({ isNewUser: true, tenantId: server.tenantId })
    const me = await call(server, '/identity/resources/users/v2/me', { token: body.accessToken })
    expect(await me.json()).toMatchObject({ metadata: '{"plan":"pro"}', tenantId: server.tenantId })
  })

  it("mails the link's owner who joined when the link is set to (shouldSendEmail)", async () => {
    const { token } = await login(server)
    await call(server, '/identity/resources/tenants/invites/v1/user', {
      method: 'PATCH',
      token,
      body: { shouldSendEmail: true },
    })
    peer.nextAccount({ sub: 'g-noted', email: 'noted@example.com', email_verified: true })
    const response = await signUp({ invitationToken: inviteToken })
    expect(response.status).toBe(200)
    const notes = (await readMailbox(server.db, { to: admin.email })).filter(
      (message) => message.purpose === 'invite-link-joined',
    )
    expect(notes.map((note) => note.subject)).toEqual([
      'Someone joined Default with your invitation link',
    ])
    expect(notes[0]?.text).toContain('(noted@example.com)')
  })

  it('refuses a bad token or metadata before the provider code is spent', async () => {
    peer.nextAccount({ sub: 'g-bad', email: 'bad@example.com', email_verified: true })
    const callback = await authorize(server, 'google')
    const malformed = await postLogin(server, 'google', callback, {}, { invitationToken: 'x' })
    expect(malformed.status).toBe(400)
    expect(((await malformed.json()) as WireErrorBody).errors).toEqual(['Invalid token specified'])
    const unknown = await postLogin(
      server,
      'google',
      callback,
      {},
      {
        invitationToken: 'A'.repeat(43),
      },
    )
    expect(unknown.status).toBe(400)
    const notJson = await postLogin(server, 'google', callback, {}, { metadata: '{oops' })
    expect(notJson.status).toBe(400)
    // The same callback still works: nothing was spent by the refusals. Without the link and with
    // sign-ups off, though, this new person is refused.
    const refused = await postLogin(server, 'google', callback)
    expect(refused.status).toBe(403)
  })
})
