import { describe, expect } from 'vitest'
import { ADMIN_BOX_PATH } from '../../src/api/admin-box'
import { WIRE_ERROR_CODES } from '../../src/wire'
import { contract, signIn, startTargets, wireFailure } from './contract'

startTargets()

describe('the admin portal configuration: demo and server agree', () => {
  contract('reads empty without a token on a fresh side', async (target) => {
    const answer = await target.request(ADMIN_BOX_PATH)
    expect(answer.status).toBe(200)
    return answer.body
  })

  contract('only a vendor token changes it: 401 without one, 403 for a member', async (target) => {
    const body = { actions: [{ type: 'resetConfiguration' }] }
    const anonymous = await target.request(ADMIN_BOX_PATH, { body })
    const member = await target.request(ADMIN_BOX_PATH, { body, token: await signIn(target) })
    const refused = wireFailure(target, member, 403)
    expect(refused.errorCode).toBe(WIRE_ERROR_CODES.vendorTokenRequired)
    return [wireFailure(target, anonymous, 401), refused]
  })
})
