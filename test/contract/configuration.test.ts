import { describe, expect } from 'vitest'
import { AUTH_PATHS, CONFIGURATION_PATHS } from '../../src/api'
import { WIRE_ERROR_CODES } from '../../src/wire'
import { contract, shapeOf, signIn, startTargets, wireFailure } from './contract'

startTargets()

describe('configuration and password policy: demo and server agree', () => {
  contract('the public vendor configuration has the IVendorConfig fields', async (target) => {
    const answer = await target.request(AUTH_PATHS.vendorConfig)
    expect(answer.status).toBe(200)
    return shapeOf(answer.body)
  })

  contract('the public sign-in strategies name the main one', async (target) => {
    const answer = await target.request(AUTH_PATHS.authStrategies)
    expect(answer.status).toBe(200)
    return answer.body
  })

  contract(
    'a signed-in user reads the same strategies; without a token it is 401',
    async (target) => {
      const anonymous = await target.request(CONFIGURATION_PATHS.authStrategies)
      const token = await signIn(target)
      const signed = await target.request(CONFIGURATION_PATHS.authStrategies, { token })
      expect(signed.body).toEqual((await target.request(AUTH_PATHS.authStrategies)).body)
      return { anonymous: wireFailure(target, anonymous, 401), signed: signed.status }
    },
  )

  contract('sign-up asks for an email (required), not a phone number', async (target) => {
    const answer = await target.request(CONFIGURATION_PATHS.signUpStrategies)
    return { status: answer.status, body: answer.body }
  })

  contract('passwords are recovered by email, not SMS', async (target) => {
    const answer = await target.request(CONFIGURATION_PATHS.passwordRecoveryStrategies)
    return { status: answer.status, body: answer.body }
  })

  contract('the password config is a whole TestConfig, with or without a user', async (target) => {
    const vendor = await target.request(CONFIGURATION_PATHS.passwordConfig)
    const forUser = await target.request(
      `${CONFIGURATION_PATHS.passwordConfig}?userId=00000000-0000-4000-8000-000000000000`,
    )
    expect(forUser.body).toEqual(vendor.body)
    const body = vendor.body as Record<string, unknown>
    expect(body.maxLength).toBe(128)
    return {
      status: vendor.status,
      shape: shapeOf(body),
      optionalTests: shapeOf(body.optionalTests),
      requiredTests: shapeOf(body.requiredTests),
    }
  })

  contract("an admin reads the tenant's password complexity", async (target) => {
    const token = await signIn(target)
    const answer = await target.request(CONFIGURATION_PATHS.passwordPolicy, { token })
    expect(answer.status).toBe(200)
    return shapeOf(answer.body)
  })

  contract(
    'the vendor configuration: 401 without a token, the security policy for a member, 403 on change',
    async (target) => {
      const path = CONFIGURATION_PATHS.vendorConfiguration
      const none = await target.request(path)
      const user = await target.request(path, { token: await signIn(target) })
      const change = await target.request(path, {
        token: await signIn(target),
        body: { allowSignups: false },
      })
      // A member with the security policy's read permission gets the global security policy
      // (wire §5.2 row 1), the vendor's override flags among it; only a vendor token changes it.
      expect(user.status).toBe(200)
      const forbidden = wireFailure(target, change, 403)
      expect(forbidden.errorCode).toBe(WIRE_ERROR_CODES.vendorTokenRequired)
      return {
        none: wireFailure(target, none, 401),
        overrides: Object.keys(user.body as object)
          .filter((key) => key.startsWith('allowOverride'))
          .sort(),
        change: forbidden,
      }
    },
  )
})
