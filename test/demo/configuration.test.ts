import { beforeEach, describe, expect, it } from 'vitest'
import {
  CONFIGURATION_PATHS,
  createApiClient,
  getAuthStrategies,
  getPasswordConfig,
  getPasswordRecoveryStrategies,
  getSignUpStrategies,
  getVendorConfig,
  getVendorToken,
  login,
} from '../../src/api'
import { requestEmailChange, verifyEmailChange } from '../../src/api/profile'
import { createDemoFetch } from '../../src/demo'
import { installSessionStorage } from './memory-storage'

beforeEach(() => {
  installSessionStorage()
})

/** One demo transport with a visitor's client and a vendor's. */
async function demo() {
  const fetch = createDemoFetch({ delayMs: 0 })
  const visitor = createApiClient({ baseUrl: 'https://demo.foyer.test', fetch })
  const { token } = await getVendorToken(visitor, { clientId: 'demo', secret: 'demo' })
  const vendor = createApiClient({
    baseUrl: 'https://demo.foyer.test',
    fetch,
    getAccessToken: () => token,
  })
  return { fetch, visitor, vendor }
}

const refusal = (promise: Promise<unknown>) => promise.catch((error: unknown) => error)

describe('demo configuration', () => {
  it('refuses email changes, as the server does, once the vendor turned them off', async () => {
    const { fetch, visitor, vendor } = await demo()
    const signedIn = await login(visitor, { email: 'ada@acme.test', password: 'correct horse' })
    const user = createApiClient({
      baseUrl: 'https://demo.foyer.test',
      fetch,
      getAccessToken: () => signedIn.accessToken,
    })
    expect((await getVendorConfig(visitor)).allowEmailChange).toBe(true)
    await requestEmailChange(user, 'ada.new@acme.test')
    await vendor.post(CONFIGURATION_PATHS.vendorConfiguration, { allowEmailChange: false })
    expect((await getVendorConfig(visitor)).allowEmailChange).toBe(false)
    expect(await refusal(requestEmailChange(user, 'ada.other@acme.test'))).toMatchObject({
      status: 403,
      message: 'Changing the email address is turned off',
    })
    const verify = verifyEmailChange(user, { email: 'ada.new@acme.test', code: '000000' })
    expect(await refusal(verify)).toMatchObject({ status: 403 })
  })

  it("answers the spec's demo password rules and the default strategies", async () => {
    const { visitor } = await demo()
    expect(await getPasswordConfig(visitor)).toMatchObject({
      minLength: 6,
      maxLength: 128,
      allowPassphrases: true,
      minPhraseLength: 6,
      minOptionalTestsToPass: 1,
    })
    expect(await getSignUpStrategies(visitor)).toEqual([
      { strategy: 'email', isActive: true, isRequired: true },
      { strategy: 'phoneNumber', isActive: false, isRequired: false },
      { strategy: 'username', isActive: false, isRequired: false },
    ])
    expect(await getPasswordRecoveryStrategies(visitor)).toEqual([
      { strategy: 'email', isActive: true },
      { strategy: 'sms', isActive: false },
    ])
  })

  it("answers the public endpoints from the vendor's saved configuration", async () => {
    const { visitor, vendor } = await demo()
    expect((await getVendorConfig(visitor)).allowSignups).toBe(true)
    await vendor.post(CONFIGURATION_PATHS.vendorConfiguration, {
      allowSignups: false,
      authStrategy: 'MagicLink',
      passwordRecoveryStrategies: { email: true, sms: true },
    })
    expect(await getVendorConfig(visitor)).toMatchObject({
      allowSignups: false,
      authStrategy: 'MagicLink',
    })
    expect((await getAuthStrategies(visitor)).mainAuthStrategies).toEqual([
      { strategy: 'MagicLink' },
    ])
    expect((await getPasswordRecoveryStrategies(visitor))[1]).toEqual({
      strategy: 'sms',
      isActive: true,
    })
  })

  it.each([
    [{ colour: 'blue' }, 'colour'],
    [{ allowSignups: 'yes' }, 'allowSignups'],
    [{ authStrategy: 'Pigeon' }, 'authStrategy'],
    [{ signUpStrategies: 'email' }, 'signUpStrategies'],
    [{}, 'No changes to update'],
  ])('refuses %j with a 400 naming %s', async (body, named) => {
    const { vendor } = await demo()
    const error = await refusal(vendor.post(CONFIGURATION_PATHS.vendorConfiguration, body))
    expect(error).toMatchObject({ status: 400 })
    expect(String((error as Error).message)).toContain(named)
  })

  it("answers a member the security policy, and refuses a user's token (403) a change", async () => {
    const { fetch } = await demo()
    const visitor = createApiClient({ baseUrl: 'https://demo.foyer.test', fetch })
    const signedIn = await login(visitor, { email: 'ada@acme.test', password: 'correct horse' })
    const user = createApiClient({
      baseUrl: 'https://demo.foyer.test',
      fetch,
      getAccessToken: () => signedIn.accessToken,
    })
    // Wire §5.2 row 1: the global security policy, with the vendor's override flags.
    const policy = await user.get<Record<string, unknown>>(CONFIGURATION_PATHS.vendorConfiguration)
    expect(policy).toMatchObject({ allowOverridePasswordComplexity: false })
    const error = await refusal(
      user.post(CONFIGURATION_PATHS.vendorConfiguration, { allowSignups: false }),
    )
    expect(error).toMatchObject({ status: 403 })
  })
})
