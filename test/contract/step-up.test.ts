import { describe, expect } from 'vitest'
import { STEP_UP_PATHS } from '../../src/api/step-up'
import { WIRE_ERROR_CODES } from '../../src/wire'
import { contract, signIn, startTargets, wireFailure } from './contract'

startTargets()

describe('step-up: demo and server agree', () => {
  contract("a user without any second factor is told 'MFA is not enrolled'", async (target) => {
    const token = await signIn(target)
    const answer = await target.request(STEP_UP_PATHS.generate, { body: { maxAge: 300 }, token })
    expect(answer.body).toEqual({
      errors: ['MFA is not enrolled'],
      errorCode: WIRE_ERROR_CODES.mfaNotEnrolled,
    })
    return wireFailure(target, answer, 400)
  })

  contract('a bad maxAge is a 400 and a caller without a token a 401', async (target) => {
    const token = await signIn(target)
    const negative = await target.request(STEP_UP_PATHS.generate, { body: { maxAge: -1 }, token })
    const words = await target.request(STEP_UP_PATHS.generate, { body: { maxAge: 'soon' }, token })
    const anonymous = await target.request(STEP_UP_PATHS.generate, { body: {} })
    return [
      wireFailure(target, negative, 400),
      wireFailure(target, words, 400),
      wireFailure(target, anonymous, 401),
    ]
  })
})
