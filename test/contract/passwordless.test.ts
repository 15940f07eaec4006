import { describe, expect } from 'vitest'
import { PASSWORDLESS_PATHS } from '../../src/api'
import { WIRE_ERROR_CODES } from '../../src/wire'
import { contract, wireFailure } from './contract'
import { startTargets } from './contract'

startTargets()

const PASSWORDLESS = '/identity/resources/auth/v1/passwordless'

describe('passwordless sign-in: demo and server agree', () => {
  contract("a magic link token of the wrong shape is 'Invalid token specified'", async (target) => {
    const answer = await target.request(PASSWORDLESS_PATHS.postLogin('MagicLink'), {
      body: { token: 'not-a-token' },
    })
    return { ...wireFailure(target, answer, 400), body: answer.body }
  })

  contract('a magic link token nobody issued is an invalid link', async (target) => {
    const answer = await target.request(PASSWORDLESS_PATHS.postLogin('MagicLink'), {
      body: { token: 'A'.repeat(43) },
    })
    return { ...wireFailure(target, answer, 400), body: answer.body }
  })

  contract("a code that is not 6 digits is 'Invalid token specified'", async (target) => {
    const answer = await target.request(PASSWORDLESS_PATHS.postLogin('Code'), {
      body: { token: '12ab56', email: target.credentials.email },
    })
    return { ...wireFailure(target, answer, 400), body: answer.body }
  })

  contract('a code nobody was sent is a 401', async (target) => {
    const answer = await target.request(PASSWORDLESS_PATHS.postLogin('SmsCode'), {
      body: { token: '123456', phoneNumber: '+14155550199' },
    })
    const failure = wireFailure(target, answer, 401)
    expect(failure.errorCode).toBe(WIRE_ERROR_CODES.invalidCredentials)
    return { ...failure, body: answer.body }
  })

  contract('a pre-login without an identifier is a 400 naming it', async (target) => {
    const email = await target.request(PASSWORDLESS_PATHS.preLogin('Code'), { body: {} })
    const phone = await target.request(PASSWORDLESS_PATHS.preLogin('SmsCode'), {
      body: { phoneNumber: '12' },
    })
    return [
      { ...wireFailure(target, email, 400), body: email.body },
      { ...wireFailure(target, phone, 400), body: phone.body },
    ]
  })

  contract('strategies that are not passwordless are refused', async (target) => {
    const pre = await target.request(`${PASSWORDLESS}/webauthn/prelogin`, {
      body: { email: target.credentials.email },
    })
    const post = await target.request(`${PASSWORDLESS}/emailandpassword/postlogin`, {
      body: { token: '123456' },
    })
    return [
      { ...wireFailure(target, pre, 400), body: pre.body },
      { ...wireFailure(target, post, 400), body: post.body },
    ]
  })
})
