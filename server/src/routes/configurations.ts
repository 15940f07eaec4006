import { z } from '@hono/zod-openapi'
import {
  AUTH_STRATEGIES,
  readVendorConfiguration,
  SECONDARY_AUTH_STRATEGIES,
} from '../configuration/vendor-configuration'
import { jsonResponse } from '../http/json-body'
import { createRouter, publicRoute, userRoute } from '../http/router'
import type { VendorConfiguration } from '../configuration/vendor-configuration'
import type { AppDeps } from '../deps'

const base = '/identity/resources/configurations/v1'
const tags = ['Configuration']

const vendorConfigSchema = z
  .object({
    allowSignups: z.boolean(),
    allowNotVerifiedUsersLogin: z.boolean(),
    apiTokensEnabled: z.boolean(),
    forcePermissions: z.boolean(),
    authStrategy: z.enum(AUTH_STRATEGIES),
    machineToMachineAuthStrategy: z.string(),
  })
  .openapi('VendorConfig')

const strategiesSchema = z
  .object({
    mainAuthStrategies: z.array(z.object({ strategy: z.enum(AUTH_STRATEGIES) })),
    secondaryAuthStrategies: z.array(
      z.object({ strategy: z.enum(SECONDARY_AUTH_STRATEGIES), isActive: z.boolean() }),
    ),
  })
  .openapi('AuthStrategies')

const signUpStrategiesSchema = z
  .array(
    z.object({
      strategy: z.enum(['email', 'phoneNumber', 'username']),
      isActive: z.boolean(),
      isRequired: z.boolean(),
    }),
  )
  .openapi('SignUpStrategies')

const recoveryStrategiesSchema = z
  .array(z.object({ strategy: z.enum(['email', 'sms']), isActive: z.boolean() }))
  .openapi('PasswordRecoveryStrategies')

const vendorConfigRoute = publicRoute({
  method: 'get',
  path: `${base}/public`,
  tags,
  summary: 'Public vendor configuration (IVendorConfig), from the stored configuration',
  responses: { 200: jsonResponse(vendorConfigSchema, 'The vendor configuration') },
})

const strategiesRoute = publicRoute({
  method: 'get',
  path: `${base}/auth/strategies/public`,
  tags,
  summary: 'Sign-in strategies (IAuthStrategiesConfig): the main one and the secondary ones',
  responses: { 200: jsonResponse(strategiesSchema, 'The sign-in strategies') },
})

const userStrategiesRoute = userRoute({
  method: 'get',
  path: `${base}/auth/strategies`,
  tags,
  summary: 'Sign-in strategies for a signed-in user (IAuthStrategiesConfig)',
  responses: { 200: jsonResponse(strategiesSchema, 'The sign-in strategies') },
})

const signUpStrategiesRoute = publicRoute({
  method: 'get',
  path: `${base}/sign-up/strategies`,
  tags,
  summary: 'Sign-up identifiers: email, phone number and username, each active and/or required',
  responses: { 200: jsonResponse(signUpStrategiesSchema, 'The sign-up strategies') },
})

const recoveryStrategiesRoute = publicRoute({
  method: 'get',
  path: `${base}/password-recovery/strategies`,
  tags,
  summary: 'Password recovery channels: email and SMS, each active or not',
  responses: { 200: jsonResponse(recoveryStrategiesSchema, 'The recovery strategies') },
})

/** The public part of the configuration (`IVendorConfig`). */
export const publicVendorConfig = (config: VendorConfiguration) => ({
  allowSignups: config.allowSignups,
  allowNotVerifiedUsersLogin: config.allowNotVerifiedUsersLogin,
  allowEmailChange: config.allowEmailChange,
  apiTokensEnabled: config.apiTokensEnabled,
  forcePermissions: config.forcePermissions,
  authStrategy: config.authStrategy,
  machineToMachineAuthStrategy: config.machineToMachineAuthStrategy,
})

const strategiesOf = (config: VendorConfiguration) => ({
  mainAuthStrategies: [{ strategy: config.authStrategy }],
  secondaryAuthStrategies: config.secondaryAuthStrategies,
})

/** Public configuration the sign-in box reads before anyone signs in, from the stored one. */
export const createConfigurationRoutes = (deps: AppDeps) => {
  const read = () => readVendorConfiguration(deps.db)
  return createRouter()
    .openapi(vendorConfigRoute, async (c) => c.json(publicVendorConfig(await read()), 200))
    .openapi(strategiesRoute, async (c) => c.json(strategiesOf(await read()), 200))
    .openapi(userStrategiesRoute, async (c) => c.json(strategiesOf(await read()), 200))
    .openapi(signUpStrategiesRoute, async (c) => {
      const { email, phoneNumber, username } = (await read()).signUpStrategies
      return c.json(
        [
          { strategy: 'email' as const, isActive: email.enabled, isRequired: email.required },
          {
            strategy: 'phoneNumber' as const,
            isActive: phoneNumber.enabled,
            isRequired: phoneNumber.required,
          },
          {
            strategy: 'username' as const,
            isActive: username?.enabled ?? false,
            isRequired: username?.required ?? false,
          },
        ],
        200,
      )
    })
    .openapi(recoveryStrategiesRoute, async (c) => {
      const { email, sms } = (await read()).passwordRecoveryStrategies
      return c.json(
        [
          { strategy: 'email' as const, isActive: email },
          { strategy: 'sms' as const, isActive: sms },
        ],
        200,
      )
    })
}
