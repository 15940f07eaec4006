import { describe, expect } from 'vitest'
import { AUTH_PATHS } from '../../src/api'
import { PROFILE_PATHS } from '../../src/api/profile'
import { contract, signIn, startTargets, wireFailure } from './contract'

startTargets()

describe('username sign-in: demo and server agree', () => {
  contract('the username the profile sets signs the admin in, in any case', async (target) => {
    const token = await signIn(target)
    const set = await target.request(PROFILE_PATHS.usernames, {
      body: { username: 'contract.admin' },
      token,
    })
    expect(set.status).toBe(200)
    const { password } = target.credentials
    const answer = await target.request(AUTH_PATHS.login, {
      body: { username: 'Contract.Admin', password },
    })
    expect(answer.status).toBe(200)
    const body = answer.body as { email: string; accessToken: unknown }
    expect(typeof body.accessToken).toBe('string')
    return { email: body.email === target.credentials.email }
  })

  contract('an unknown username is refused as a wrong password is', async (target) => {
    const unknown = await target.request(AUTH_PATHS.login, {
      body: { username: 'nobody.here', password: 'a long password' },
    })
    const wrong = await target.request(AUTH_PATHS.login, {
      body: { email: target.credentials.email, password: 'wrong-password' },
    })
    const refusal = wireFailure(target, unknown, 401)
    expect(refusal).toEqual(wireFailure(target, wrong, 401))
    return { ...refusal, body: unknown.body }
  })

  contract("a username's SSO pre-login without SSO is null", async (target) => {
    const answer = await target.request(AUTH_PATHS.ssoPreLogin, { body: { username: 'nobody' } })
    return { status: answer.status, body: answer.body }
  })
})
