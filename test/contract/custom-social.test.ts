import { describe, expect } from 'vitest'
import { CUSTOM_SOCIAL_PATHS } from '../../src/api/custom-social'
import { SOCIAL_PATHS } from '../../src/api/social'
import { contract, shapeOf, startTargets, wireFailure } from './contract'

startTargets()

/** `ICustomSocialProvider` (wire-api.md) with Foyer's additions, field by field. */
const providerShape = {
  id: 'string',
  type: 'string',
  clientId: 'string',
  redirectUrl: 'string',
  redirectUrlPattern: 'string',
  authorizationUrl: 'string',
  userInfoUrl: 'string',
  scopes: 'string',
  displayName: 'string',
  active: 'boolean',
}

describe('custom social providers: demo and server agree', () => {
  contract('the list is {providers} of ICustomSocialProvider, never a secret', async (target) => {
    const answer = await target.request(CUSTOM_SOCIAL_PATHS.providers)
    expect(answer.status).toBe(200)
    const body = answer.body as { providers: unknown[] }
    for (const provider of body.providers) {
      expect(shapeOf(provider)).toMatchObject(providerShape)
      expect(Object.keys(provider as object)).not.toContain('secret')
    }
    return { status: answer.status, keys: Object.keys(body), list: Array.isArray(body.providers) }
  })

  contract('a custom provider id the target does not know is a 404', async (target) => {
    const id = '0b3e9a52-5f0e-4d2b-8c61-7e2a9d4f1c00'
    const answer = await target.request(`${SOCIAL_PATHS.postLogin(id)}?code=a&state=${id}.b`, {
      body: {},
    })
    return { ...wireFailure(target, answer, 404), body: answer.body }
  })
})
