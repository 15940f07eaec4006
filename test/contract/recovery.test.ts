import { describe, expect } from 'vitest'
import { RECOVERY_PATHS } from '../../src/api/recovery'
import { contract, startTargets, wireFailure } from './contract'
import type { Answer, ContractTarget } from './targets'

startTargets()

const refusal = (target: ContractTarget, answer: Answer, status: number) => ({
  ...wireFailure(target, answer, status),
  body: answer.body,
})
const wellFormedToken = 'A'.repeat(43)
const someUserId = '00000000-0000-4000-8000-000000000000'

describe('forgot and reset password: demo and server agree', () => {
  contract('asking for a reset link answers {} for any address', async (target) => {
    const known = await target.request(RECOVERY_PATHS.forgotPassword, {
      body: { email: target.credentials.email },
    })
    const unknown = await target.request(RECOVERY_PATHS.forgotPassword, {
      body: { email: 'nobody-at-all@example.com' },
    })
    return [known.status, known.body, unknown.status, unknown.body]
  })

  contract('asking without an email is a 400 naming it', async (target) => {
    const answer = await target.request(RECOVERY_PATHS.forgotPassword, { body: { email: ' ' } })
    expect(JSON.stringify(answer.body)).toContain('email')
    return refusal(target, answer, 400)
  })

  contract('a malformed or unknown reset token is "Invalid token specified"', async (target) => {
    const answers = []
    for (const body of [
      { userId: someUserId, token: 'bad token' },
      { userId: 'someone', token: wellFormedToken },
      { userId: someUserId, token: wellFormedToken },
    ]) {
      answers.push(
        refusal(target, await target.request(RECOVERY_PATHS.validateResetToken, { body }), 400),
      )
      const reset = await target.request(RECOVERY_PATHS.resetPassword, {
        body: { ...body, password: 'long enough password' },
      })
      answers.push(refusal(target, reset, 400))
    }
    expect(answers[0]?.body).toEqual(
      expect.objectContaining({ errors: ['Invalid token specified'] }),
    )
    return answers
  })

  contract('recovery by SMS is off in the default configuration', async (target) => {
    const answer = await target.request(RECOVERY_PATHS.resetViaSms, {
      body: { identifier: target.credentials.email, identifierType: 'email' },
    })
    return refusal(target, answer, 400)
  })

  contract('a texted code of no session is refused', async (target) => {
    const malformed = await target.request(RECOVERY_PATHS.verifyResetSms, {
      body: { sessionId: 'nope', otcToken: '123456' },
    })
    const unknown = await target.request(RECOVERY_PATHS.verifyResetSms, {
      body: { sessionId: someUserId, otcToken: '123456' },
    })
    return [refusal(target, malformed, 400), refusal(target, unknown, 400)]
  })
})

describe('reset phone number: demo and server agree', () => {
  contract('asking answers a reset token for any address', async (target) => {
    const answer = await target.request(RECOVERY_PATHS.resetPhone, {
      body: { email: 'phone-owner@example.com' },
    })
    expect(answer.status).toBe(200)
    const token = (answer.body as { resetPhoneNumberToken: unknown }).resetPhoneNumberToken
    expect(token).toMatch(/^[0-9a-f-]{36}$/)
    const wrong = await target.request(RECOVERY_PATHS.verifyResetPhone, {
      body: { resetPhoneNumberToken: token, code: 'abcdef' },
    })
    return {
      status: answer.status,
      keys: Object.keys(answer.body as object),
      wrong: refusal(target, wrong, 400),
    }
  })

  contract('a malformed reset token is "Invalid token specified"', async (target) => {
    const answer = await target.request(RECOVERY_PATHS.verifyResetPhone, {
      body: { resetPhoneNumberToken: '../x', code: '123456' },
    })
    return refusal(target, answer, 400)
  })

  contract('changing to a bad number is a 400 naming phoneNumber', async (target) => {
    const bad = await target.request(RECOVERY_PATHS.changePhone, {
      method: 'PUT',
      body: { changePhoneNumberToken: wellFormedToken, phoneNumber: 'call me' },
    })
    const noToken = await target.request(RECOVERY_PATHS.changePhone, {
      method: 'PUT',
      body: { changePhoneNumberToken: 'x', phoneNumber: '+14155550100' },
    })
    const unknownToken = await target.request(RECOVERY_PATHS.changePhone, {
      method: 'PUT',
      body: { changePhoneNumberToken: wellFormedToken, phoneNumber: '+14155550100' },
    })
    return [bad, noToken, unknownToken].map((answer) => refusal(target, answer, 400))
  })
})
