import { describe, expect } from 'vitest'
import { INVITATION_PATHS } from '../../src/api/invitations'
import { UNLOCK_PATHS } from '../../src/api/unlock'
import { contract, signIn, startTargets, wireFailure } from './contract'

startTargets()

const wellFormed = 'A'.repeat(43)
const someUser = '00000000-0000-4000-8000-000000000000'

describe('invitations and unlock: demo and server agree', () => {
  contract("a malformed invitation token is 400 'Invalid token specified'", async (target) => {
    const accept = await target.request(INVITATION_PATHS.accept, {
      body: { userId: someUser, token: 'not a token', password: 'a fine password' },
    })
    const strategy = await target.request(INVITATION_PATHS.strategy, {
      body: { userId: someUser, token: 'short' },
    })
    return {
      accept: { ...wireFailure(target, accept, 400), body: accept.body },
      strategy: { ...wireFailure(target, strategy, 400), body: strategy.body },
    }
  })

  contract(
    'an unknown invitation token or code is 400, the same message; no code is sent for it',
    async (target) => {
      const body = { userId: someUser, token: wellFormed, password: 'a fine password' }
      const accept = await target.request(INVITATION_PATHS.accept, { body })
      const withCode = await target.request(INVITATION_PATHS.acceptWithCode, {
        body: { ...body, code: '123456' },
      })
      const sendCode = await target.request(INVITATION_PATHS.sendCode, {
        body: { userId: someUser, token: wellFormed },
      })
      const sendMalformed = await target.request(INVITATION_PATHS.sendCode, {
        body: { userId: someUser, token: 'short' },
      })
      expect(accept.body).toMatchObject({ errors: ['This invitation is invalid or has expired'] })
      return {
        accept: { ...wireFailure(target, accept, 400), body: accept.body },
        withCode: { ...wireFailure(target, withCode, 400), body: withCode.body },
        sendCode: { ...wireFailure(target, sendCode, 400), body: sendCode.body },
        sendMalformed: { ...wireFailure(target, sendMalformed, 400), body: sendMalformed.body },
      }
    },
  )

  contract('an invited user is pending; resending needs a pending invitation', async (target) => {
    const token = await signIn(target)
    const invited = await target.request(INVITATION_PATHS.invite, {
      body: { email: 'Contract.Invitee@example.com', roleIds: [] },
      token,
    })
    expect(invited.status).toBe(201)
    const user = invited.body as Record<string, unknown>
    const resent = await target.request(INVITATION_PATHS.resend, {
      body: { email: 'contract.invitee@example.com' },
      token,
    })
    const nobody = await target.request(INVITATION_PATHS.resend, {
      body: { email: 'nobody.here@example.com' },
      token,
    })
    const anonymous = await target.request(INVITATION_PATHS.resend, {
      body: { email: 'contract.invitee@example.com' },
    })
    return {
      user: {
        email: user.email,
        name: user.name,
        verified: user.verified,
        activatedForTenant: user.activatedForTenant,
      },
      resent: { status: resent.status, body: resent.body },
      nobody: { ...wireFailure(target, nobody, 404), body: nobody.body },
      anonymous: wireFailure(target, anonymous, 401),
    }
  })

  contract(
    "unlock links: malformed is 'Invalid token specified', unknown its own 400",
    async (target) => {
      const malformed = await target.request(UNLOCK_PATHS.unlockMe, { body: { token: 'x' } })
      const unknown = await target.request(UNLOCK_PATHS.unlockMe, { body: { token: wellFormed } })
      return {
        malformed: { ...wireFailure(target, malformed, 400), body: malformed.body },
        unknown: { ...wireFailure(target, unknown, 400), body: unknown.body },
      }
    },
  )

  contract("an administrator's unlock: 404 for nobody, 401 without a token", async (target) => {
    const token = await signIn(target)
    const path = UNLOCK_PATHS.unlockUser.replace(':userId', someUser)
    const nobody = await target.request(path, { body: {}, token })
    const anonymous = await target.request(path, { body: {} })
    return {
      nobody: { ...wireFailure(target, nobody, 404), body: nobody.body },
      anonymous: wireFailure(target, anonymous, 401),
    }
  })
})
