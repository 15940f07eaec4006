import { describe, expect } from 'vitest'
import { HOSTED_LOGIN_PATHS } from '../../src/api/hosted-login'
import { contract, startTargets } from './contract'

startTargets()

describe('hosted login: demo and server agree', () => {
  contract('a code exchange without a code, or with an unknown one, is refused', async (t) => {
    const exchange = async (body: Record<string, string>) => {
      const answer = await t.request(HOSTED_LOGIN_PATHS.token, {
        body: { grant_type: 'authorization_code', redirect_uri: 'http://localhost/cb', ...body },
      })
      const { error, errorCode } = answer.body as { error?: string; errorCode?: string }
      return { status: answer.status, error, errorCode }
    }
    const missing = await exchange({ code_verifier: 'v'.repeat(43) })
    const unknown = await exchange({ code: 'not-a-code', code_verifier: 'v'.repeat(43) })
    expect(unknown.error).toBe('invalid_grant')
    return [missing, unknown]
  })

  contract('another grant type is unsupported', async (t) => {
    const answer = await t.request(HOSTED_LOGIN_PATHS.token, {
      body: { grant_type: 'password', username: 'a', password: 'b' },
    })
    return { status: answer.status, error: (answer.body as { error?: string }).error }
  })
})
