import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { readMailbox } from '../../../server/src/delivery/mailbox'
import { admin, call, createTestServer, login } from '../helpers'
import { configure, paths, post, signUpBody } from '../sign-up/support'
import type { TestServer } from '../helpers'

let server: TestServer
let adminToken: string
beforeAll(async () => {
  server = await createTestServer()
  adminToken = (await login(server)).token
})
afterAll(() => server.close())
beforeEach(() =>
  configure(server, {
    allowSignups: false,
    activationRequired: false,
    tenantInvitationsAllowed: true,
    inviteLinkEmailsEnabled: true,
  }),
)

const linkPath = '/identity/resources/tenants/invites/v1/user'

const makeLink = async (shouldSendEmail: boolean) => {
  const created = await call(server, linkPath, {
    method: 'POST',
    body: { shouldSendEmail },
    token: adminToken,
  })
  expect(created.status).toBe(200)
  return ((await created.json()) as { token: string }).token
}

const joinedMails = async () =>
  (await readMailbox(server.db, { to: admin.email })).filter(
    (message) => message.purpose === 'invite-link-joined',
  )

const joinWith = async (invitationToken: string, email: string) => {
  const body = signUpBody({ email, name: 'Nadia Link', invitationToken, companyName: undefined })
  const joined = await post(server, paths.signUp, body, { 'accept-language': 'fr' })
  expect(joined.status).toBe(200)
}

describe("an invite link's shouldSendEmail", () => {
  it("mails the link's owner who joined, in the sign-up's language, when set", async () => {
    const before = (await joinedMails()).length
    await joinWith(await makeLink(true), 'nadia-link@example.com')
    const mails = await joinedMails()
    expect(mails.length).toBe(before + 1)
    expect(mails[0]?.subject).toBe('Quelqu’un a rejoint Default avec votre lien d’invitation')
    expect(mails[0]?.text).toContain('Nadia Link (nadia-link@example.com)')
  })

  it('mails nobody when not set, or when the vendor lets no owner be mailed', async () => {
    const before = (await joinedMails()).length
    await joinWith(await makeLink(false), 'quiet-one@example.com')
    await configure(server, { inviteLinkEmailsEnabled: false })
    await joinWith(await makeLink(true), 'quiet-two@example.com')
    expect((await joinedMails()).length).toBe(before)
  })

  it('stops working, and cannot be made, when the vendor allows no tenant invite links', async () => {
    const token = await makeLink(true)
    await configure(server, { tenantInvitationsAllowed: false })
    const refused = await post(server, paths.signUp, signUpBody({ invitationToken: token }))
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ errors: ['This invitation is not valid'] })
    const verify = await call(server, '/identity/resources/tenants/invites/v1/verify', {
      body: { token },
    })
    expect(verify.status).toBe(400)
    const create = await call(server, linkPath, { method: 'POST', body: {}, token: adminToken })
    expect(create.status).toBe(403)
    const update = await call(server, linkPath, {
      method: 'PATCH',
      body: { shouldSendEmail: false },
      token: adminToken,
    })
    expect(update.status).toBe(403)
    expect(await (await call(server, linkPath, { token: adminToken })).json()).toMatchObject({
      token,
      shouldSendEmail: true,
    })
  })
})
