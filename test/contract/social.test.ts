import { describe } from 'vitest'
import { SOCIAL_PATHS } from '../../src/api/social'
import { contract, startTargets, wireFailure } from './contract'

startTargets()

describe('social sign-in: demo and server agree', () => {
  contract('a post-login without its code or state is a 400 naming it', async (target) => {
    const path = SOCIAL_PATHS.postLogin('github')
    const noCode = await target.request(`${path}?state=github.x`, { body: {} })
    const noState = await target.request(`${path}?code=abc`, { body: {} })
    return [
      { ...wireFailure(target, noCode, 400), body: noCode.body },
      { ...wireFailure(target, noState, 400), body: noState.body },
    ]
  })

  contract('a provider that is not on is a 404', async (target) => {
    const answer = await target.request(
      `${SOCIAL_PATHS.postLogin('myspace')}?code=a&state=myspace.b`,
      {
        body: {},
      },
    )
    return { ...wireFailure(target, answer, 404), body: answer.body }
  })
})
