import { AUTH_PATHS, CONFIGURATION_PATHS } from '../api'
import { WIRE_ERROR_CODES } from '../wire'
import { createDemoConfiguration } from './fixtures/configuration'
import { fail, ok } from './http'
import { demoPasskeysAsked } from './passkeys'
import { demoAuthStrategies } from './passwordless'
import { demoPhoneSignUp, demoUsernameSignUp } from './sign-up'
import type { DemoModule } from './app'
import type { DemoConfiguration } from './fixtures/configuration'
import type { DemoAnswer, DemoHandler, DemoRequest } from './router'
import type { DemoState } from './state'

const AUTH_STRATEGIES = ['EmailAndPassword', 'MagicLink', 'Code', 'SmsCode']

/** A demo vendor token (from the entitlements module's `POST /auth/vendor`): its claims say so. */
const isVendorToken = (token: string): boolean => {
  const [, payload = '', signature] = token.split('.')
  if (signature !== 'demo') return false
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as unknown
    return (
      typeof claims === 'object' && claims !== null && Reflect.get(claims, 'type') === 'vendorToken'
    )
  } catch {
    return false
  }
}

const kindOf = (value: unknown): string =>
  Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value

/**
 * The first problem of a configuration change, naming the key as the server does, or null. The
 * demo checks each key's type (and the main strategy's name), not the server's every bound.
 */
function problemOf(patch: Record<string, unknown>, config: DemoConfiguration): string | null {
  const keys = Object.keys(patch)
  if (keys.length === 0) return 'No changes to update'
  for (const key of keys) {
    if (!(key in config)) return `Unrecognized key: "${key}"`
    const expected = kindOf(config[key as keyof DemoConfiguration])
    if (kindOf(patch[key]) !== expected) return `${key}: Invalid input: expected ${expected}`
    if (key === 'authStrategy' && !AUTH_STRATEGIES.includes(String(patch[key]))) {
      return `${key}: Invalid option`
    }
  }
  return null
}

const configurations = new WeakMap<DemoState, DemoConfiguration>()

/** The demo vendor's configuration of a demo state, so other modules follow what the vendor saved. */
export function demoConfigurationOf(state: DemoState): DemoConfiguration {
  let config = configurations.get(state)
  if (!config) {
    config = createDemoConfiguration()
    configurations.set(state, config)
  }
  return config
}

/**
 * Configuration: the public vendor configuration and strategies (sign-in, sign-up, recovery),
 * the password complexity, and the vendor's `configurations/v1` read and change (demo vendor
 * tokens only) that they all answer from.
 */
export const configuration: DemoModule = ({ state, route, signedIn }) => {
  const config = demoConfigurationOf(state)
  // A visitor may try a passwordless strategy: `?demo&demo-strategy=MagicLink` (Code, SmsCode).
  config.authStrategy = demoAuthStrategies().mainAuthStrategies[0]?.strategy ?? config.authStrategy
  // …and passkeys: `?demo&demo-passkeys`.
  if (demoPasskeysAsked())
    config.secondaryAuthStrategies = [{ strategy: 'Passkeys', isActive: true }]
  // …or phone-only sign-up: `?demo&demo-sign-up=phone`.
  if (demoPhoneSignUp()) {
    config.signUpStrategies = {
      ...config.signUpStrategies,
      email: { enabled: true, required: false },
      phoneNumber: { enabled: true, required: true },
    }
  }
  // …or sign-up with a username beside the email: `?demo&demo-sign-up=username`.
  if (demoUsernameSignUp()) {
    config.signUpStrategies.username = { enabled: true, required: true }
  }
  const strategies = () => ({
    mainAuthStrategies: [{ strategy: config.authStrategy }],
    secondaryAuthStrategies: config.secondaryAuthStrategies,
  })
  // As the server: no or an unknown token is 401; a signed-in user's token is 403.
  const vendorOnly =
    (handler: DemoHandler): DemoHandler =>
    (request: DemoRequest): DemoAnswer => {
      if (!request.token) return fail(401, 'Missing vendor token')
      if (isVendorToken(request.token)) return handler(request)
      if (state.tokens.has(request.token)) {
        return fail(403, 'Vendor token required', WIRE_ERROR_CODES.vendorTokenRequired)
      }
      return fail(401, 'Invalid or expired vendor token')
    }

  route('GET', AUTH_PATHS.vendorConfig, () =>
    ok({
      allowSignups: config.allowSignups,
      allowNotVerifiedUsersLogin: config.allowNotVerifiedUsersLogin,
      allowEmailChange: config.allowEmailChange,
      apiTokensEnabled: config.apiTokensEnabled,
      forcePermissions: config.forcePermissions,
      authStrategy: config.authStrategy,
      machineToMachineAuthStrategy: config.machineToMachineAuthStrategy,
    }),
  )
  route('GET', AUTH_PATHS.authStrategies, () => ok(strategies()))
  route(
    'GET',
    CONFIGURATION_PATHS.authStrategies,
    signedIn(() => ok(strategies())),
  )
  route('GET', CONFIGURATION_PATHS.signUpStrategies, () => {
    const { email, phoneNumber, username } = config.signUpStrategies
    return ok([
      { strategy: 'email', isActive: email.enabled, isRequired: email.required },
      { strategy: 'phoneNumber', isActive: phoneNumber.enabled, isRequired: phoneNumber.required },
      { strategy: 'username', isActive: username.enabled, isRequired: username.required },
    ])
  })
  route('GET', CONFIGURATION_PATHS.passwordRecoveryStrategies, () =>
    ok([
      { strategy: 'email', isActive: config.passwordRecoveryStrategies.email },
      { strategy: 'sms', isActive: config.passwordRecoveryStrategies.sms },
    ]),
  )
  // One tenant in the demo: every user's policy is the vendor's.
  route('GET', CONFIGURATION_PATHS.passwordConfig, () => ok(config.passwordComplexity))
  route(
    'GET',
    CONFIGURATION_PATHS.passwordPolicy,
    signedIn(() => ok(config.passwordComplexity)),
  )

  route('GET', CONFIGURATION_PATHS.vendorConfiguration, (request) =>
    request.token && !isVendorToken(request.token) && state.tokens.has(request.token)
      ? // A member's token: the global security policy (the demo's vendor locks complexity).
        signedIn(
          () =>
            ok({
              id: 'demo',
              createdAt: new Date(0).toISOString(),
              updatedAt: new Date(0).toISOString(),
              allowOverrideEnforcePasswordHistory: true,
              allowOverridePasswordComplexity: false,
              allowOverridePasswordExpiration: true,
              allowOverrideLockout: true,
              allowSignups: config.allowSignups,
              apiTokensEnabled: config.apiTokensEnabled,
            }),
          'fe.secure.read.securityPolicy',
        )(request)
      : vendorOnly(() => ok(config))(request),
  )
  route(
    'POST',
    CONFIGURATION_PATHS.vendorConfiguration,
    vendorOnly(({ body }) => {
      const patch =
        typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
      const problem = problemOf(patch, config)
      if (problem) return fail(400, problem)
      Object.assign(config, patch)
      return ok(config)
    }),
  )
}
