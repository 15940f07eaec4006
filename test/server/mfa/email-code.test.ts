import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { addUser, createTestServer, refreshCookie } from '../helpers'
import { codeOf, newestMessage } from '../passwordless/support'
import { mfaCall, mfaEnv, signIn } from './support'
import type { TestServer } from '../helpers'

let server: TestServer
const password = 'a long password 1'
const ivy = 'ivy@example.com'

beforeAll(async () => {
  server = await createTestServer(mfaEnv)
  await addUser(server, { email: ivy, password })
  await addUser(server, { email: 'jay@example.com', password })
  await server.db.transaction().execute(async (trx) => {
    const strategies = {
      AuthenticatorApp: true,
      EmailCode: true,
      SMS: false,
      WebAuthnPlatform: false,
      WebAuthnCrossPlatform: false,
    }
    const mfaPolicy = {
      enforceMFAType: 'Force' as const,
      allowRememberMe: true,
      mfaDeviceExpiration: 3600,
    }
    await writeVendorConfiguration(
      trx,
      { mfaStrategies: strategies, mfaPolicy },
      server.clock.now(),
    )
  })
})
afterAll(() => server.close())

const challenge = async (email: string) => {
  const answer = await signIn(server, email, password)
  expect(answer.body).toMatchObject({
    mfaRequired: true,
    mfaEnrolled: true,
    mfaDevices: { emails: [{ email }], authenticators: [] },
  })
  return answer.body.mfaToken as string
}

const sendCode = async (mfaToken: string, email: string) => {
  const sent = await mfaCall(server, '/emailcode', { mfaToken })
  expect(sent.status).toBe(200)
  const { otcToken } = (await sent.json()) as { otcToken: string }
  const mail = await newestMessage(server, email)
  return { otcToken, code: codeOf(mail.text), subject: mail.subject }
}

describe('the emailed code factor', () => {
  it('mails a code bound to the sign-in, which completes it once', async () => {
    const mfaToken = await challenge(ivy)
    const { otcToken, code, subject } = await sendCode(mfaToken, ivy)
    expect(subject).toBe('Your verification code for Default')
    const wrong = await mfaCall(server, '/emailcode/verify', {
      mfaToken,
      otcToken,
      code: code === '000000' ? '111111' : '000000',
    })
    expect(wrong.status).toBe(401)
    const right = await mfaCall(server, '/emailcode/verify', { mfaToken, otcToken, code })
    expect(right.status).toBe(200)
    expect(refreshCookie(right)).toBeDefined()
    const again = await mfaCall(server, '/emailcode/verify', { mfaToken, otcToken, code })
    expect(again.status).toBe(400)
  })

  it("refuses another sign-in's code, and a malformed otcToken", async () => {
    const first = await challenge(ivy)
    const { otcToken, code } = await sendCode(first, ivy)
    const second = await challenge(ivy)
    const crossed = await mfaCall(server, '/emailcode/verify', { mfaToken: second, otcToken, code })
    expect(crossed.status).toBe(401)
    const jays = await challenge('jay@example.com')
    const stolen = await mfaCall(server, '/emailcode/verify', { mfaToken: jays, otcToken, code })
    expect(stolen.status).toBe(401)
    const malformed = await mfaCall(server, '/emailcode/verify', {
      mfaToken: first,
      otcToken: 'nope',
      code,
    })
    expect(await malformed.json()).toMatchObject({ errors: ['Invalid token specified'] })
  })
})
