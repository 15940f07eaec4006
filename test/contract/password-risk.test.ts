import { describe, expect } from 'vitest'
import { CAPTCHA_PATHS } from '../../src/api/captcha'
import { PASSWORD_RISK_PATHS } from '../../src/api/password-risk'
import { contract, startTargets, wireFailure } from './contract'

startTargets()

describe('password risk: demo and server agree', () => {
  contract('the public captcha policy is off, with ALTCHA as its provider', async (target) => {
    const answer = await target.request(CAPTCHA_PATHS.publicPolicy)
    expect(answer.status).toBe(200)
    const { enabled, provider } = answer.body as { enabled: boolean; provider: string }
    return { enabled, provider }
  })

  contract('a new password with a renewal token nobody issued is refused', async (target) => {
    const answer = await target.request(PASSWORD_RISK_PATHS.renew, {
      body: {
        userId: '00000000-0000-4000-8000-000000000000',
        token: 'A'.repeat(43),
        password: 'a brand new long passphrase 5',
      },
    })
    return wireFailure(target, answer, 400)
  })
})
