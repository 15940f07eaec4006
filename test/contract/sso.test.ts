import { describe, expect } from 'vitest'
import { AUTH_PATHS } from '../../src/api'
import { SSO_PATHS } from '../../src/api/sso'
import { contract, startTargets, wireFailure } from './contract'

startTargets()

describe('enterprise SSO: demo and server agree', () => {
  contract('an email without an SSO domain has no SSO address (null)', async (target) => {
    const answer = await target.request(AUTH_PATHS.ssoPreLogin, {
      body: { email: 'someone@nosso.example' },
    })
    expect(answer.status).toBe(200)
    return { status: answer.status, body: answer.body }
  })

  contract("an OIDC answer nobody started is 'Failed to authenticate'", async (target) => {
    const answer = await target.request(SSO_PATHS.oidcPostLogin, {
      body: { code: 'forged', RelayState: 'A'.repeat(43) },
    })
    const failure = wireFailure(target, answer, 401)
    return { ...failure, body: answer.body }
  })

  contract("a SAML handoff code nobody was given is 'Failed to authenticate'", async (target) => {
    const answer = await target.request(SSO_PATHS.samlMfaHandoff, {
      body: { code: 'A'.repeat(43) },
    })
    const failure = wireFailure(target, answer, 401)
    return { ...failure, body: answer.body }
  })
})
