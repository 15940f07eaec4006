import { describe } from 'vitest'
import { IMPERSONATION_PATHS } from '../../src/api/impersonation'
import { contract, signIn, startTargets, wireFailure } from './contract'

startTargets()

const path = IMPERSONATION_PATHS.impersonate

describe('impersonation: demo and server agree', () => {
  contract('a start without a reason is a 400 with the same words', async (target) => {
    const token = await signIn(target)
    const answer = await target.request(path, {
      body: { impersonatedUserId: 'someone', actorToken: token },
    })
    return {
      ...wireFailure(target, answer, 400),
      words: (answer.body as { errors: string[] }).errors,
    }
  })

  contract('a start without an actor token is a 400 naming it', async (target) => {
    const answer = await target.request(path, {
      body: { impersonatedUserId: 'someone', actorToken: '', reason: 'Support' },
    })
    return wireFailure(target, answer, 400)
  })
})
