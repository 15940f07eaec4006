import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addUser,
  call,
  createTestServer,
  login,
  vendorCall,
  vendorEnv,
  vendorLogin,
} from '../helpers'
import { auditRows } from '../invitations/support'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let vendorToken: string
const POLICY = '/identity/resources/configurations/v1/user-emails-policy'
const EMAIL_ME = '/identity/resources/users/v1/email/me'

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  vendorToken = await vendorLogin(server)
})
afterAll(() => server.close())

describe('user emails policy (wire §5.14)', () => {
  it('is served to a signed-in user, set by the vendor only, audited, and refuses every email change while off', async () => {
    await addUser(server, { email: 'mover@example.com', password: 'moving house 1' })
    const { token } = await login(server, 'mover@example.com', 'moving house 1')
    expect(await (await call(server, POLICY, { token })).json()).toEqual({ allowEmailChange: true })

    const byUser = await call(server, POLICY, { body: { allowEmailChange: false }, token })
    expect(byUser.status).toBe(403)

    const off = await vendorCall(server, vendorToken, POLICY, { body: { allowEmailChange: false } })
    expect(off).toEqual({ status: 200, body: { allowEmailChange: false } })
    expect(await (await call(server, POLICY, { token })).json()).toEqual({
      allowEmailChange: false,
    })
    const [audit] = await auditRows(server, 'vendor.user-email-policy.updated')
    expect(audit).toMatchObject({ severity: 'High' })

    const refused = await call(server, EMAIL_ME, { body: { email: 'moved@example.com' }, token })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as WireErrorBody).errors).toEqual([
      'Changing the email address is turned off',
    ])
    const verify = await call(server, `${EMAIL_ME}/verify`, {
      body: { email: 'moved@example.com', code: '123456' },
      token,
    })
    expect(verify.status).toBe(403)

    const on = await vendorCall(server, vendorToken, POLICY, { body: { allowEmailChange: true } })
    expect(on.body).toEqual({ allowEmailChange: true })
    const allowed = await call(server, EMAIL_ME, { body: { email: 'moved@example.com' }, token })
    expect(allowed.status).toBe(200)
  })

  it('answers the public configuration the same value', async () => {
    await vendorCall(server, vendorToken, POLICY, { body: { allowEmailChange: false } })
    const publicConfig = await call(server, '/identity/resources/configurations/v1/public')
    expect(await publicConfig.json()).toMatchObject({ allowEmailChange: false })
    await vendorCall(server, vendorToken, POLICY, { body: { allowEmailChange: true } })
  })
})
