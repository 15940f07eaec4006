import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestServer } from '../helpers'
import { configure, post, signUpBody } from './support'
import type { TestServer } from '../helpers'

const byUsername = '/identity/resources/users/v1/signUp/username'
const byEmail = '/identity/resources/users/v1/signUp'
const strategies = '/identity/resources/configurations/v1/sign-up/strategies'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer({ FOYER_LIMIT_SEND_IP: 'off' })
  await configure(server, { allowSignups: true, activationRequired: false })
})
afterAll(() => server.close())

const useUsernames = (required: boolean) =>
  configure(server, {
    signUpStrategies: {
      email: { enabled: true, required: true },
      phoneNumber: { enabled: false, required: false },
      username: { enabled: true, required },
    },
  })

describe('sign-up with a username (POST users/v1/signUp/username)', () => {
  it('is refused while the vendor has no username strategy, which the strategies list shows', async () => {
    const refused = await post(server, byUsername, signUpBody({ username: 'early-bird' }))
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ errors: ['Sign-up with a username is not enabled'] })
    const viaEmail = await post(server, byEmail, signUpBody({ username: 'early-bird' }))
    expect(viaEmail.status).toBe(400)
    const list = await (await call(server, strategies)).json()
    expect(list).toContainEqual({ strategy: 'username', isActive: false, isRequired: false })
  })

  it('creates the account with its username, which then signs in', async () => {
    await useUsernames(false)
    const body = signUpBody({ username: 'New.Comer' })
    const created = await post(server, byUsername, body)
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({ shouldActivate: false })
    const login = await call(server, '/identity/resources/auth/v1/user', {
      body: { username: 'new.comer', password: body.password },
    })
    expect(login.status).toBe(200)
    const list = await (await call(server, strategies)).json()
    expect(list).toContainEqual({ strategy: 'username', isActive: true, isRequired: false })
  })

  it("checks the username with the profile's rules, and refuses a taken one in any case", async () => {
    await useUsernames(false)
    const missing = await post(server, byUsername, signUpBody())
    expect(missing.body).toMatchObject({ errors: ['username is required'] })
    const bad = await post(server, byUsername, signUpBody({ username: 'has space' }))
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({
      errors: ['username must be 3 to 64 letters, digits, dots, dashes or underscores'],
    })
    expect((await post(server, byUsername, signUpBody({ username: 'first-one' }))).status).toBe(200)
    const taken = await post(server, byUsername, signUpBody({ username: 'FIRST-ONE' }))
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({ errors: ['username is taken'] })
  })

  it('requires a username on the email route too when the strategy requires one', async () => {
    await useUsernames(true)
    const missing = await post(server, byEmail, signUpBody())
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ errors: ['username is required'] })
    expect((await post(server, byEmail, signUpBody({ username: 'by-email' }))).status).toBe(200)
  })
})
