import { z } from 'zod'
import { rememberedRead } from '../db/request-memo'
import { DEFAULT_LOCKOUT_POLICY, lockoutPolicySchema } from '../lockout-policy/schema'
import {
  DEFAULT_MFA_POLICY,
  DEFAULT_MFA_STRATEGIES,
  mfaStrategiesSchema,
  vendorMfaPolicySchema,
} from '../mfa/policy-schema'
import {
  DEFAULT_PASSWORD_COMPLEXITY,
  DEFAULT_PASSWORD_HISTORY,
  passwordComplexitySchema,
  passwordHistorySchema,
} from '../password-policy/complexity-schema'
import { DEFAULT_PASSWORD_ROTATION, passwordRotationSchema } from '../password-risk/rotation-schema'
import type { Db } from '../db/database'

/**
 * The vendor's configuration: what the public configuration and strategy endpoints answer and
 * what sign-up, activation, recovery and passwordless sign-in obey. Stored as one row of JSON
 * settings; every key has a default, so a fresh server needs no configuration and a key added
 * later reads as its default on an older row.
 */

/** The wire's AuthStrategyEnum (the main strategy after pre-login). */
export const AUTH_STRATEGIES = [
  'EmailAndPassword',
  'MagicLink',
  'Code',
  'SmsCode',
  'NoLocalAuthentication',
  'WebAuthN',
  'UsernameAndPassword',
  'UsernameAndMagicLink',
  'UsernameAndCode',
  'UsernameAndSms',
] as const
export type AuthStrategy = (typeof AUTH_STRATEGIES)[number]

/** The wire's SecondaryAuthStrategy. */
export const SECONDARY_AUTH_STRATEGIES = [
  'WebAuthnPlatform',
  'WebAuthnCrossPlatform',
  'SmsCode',
  'SmsCodeV2',
  'Passkeys',
  'UsernameAndPassword',
  'UsernameAndMagicLink',
  'UsernameAndCode',
  'UsernameAndSms',
] as const

const strategySwitch = z.object({ enabled: z.boolean(), required: z.boolean() }).strict()

const secondaryStrategies = z
  .array(z.object({ strategy: z.enum(SECONDARY_AUTH_STRATEGIES), isActive: z.boolean() }).strict())
  .max(SECONDARY_AUTH_STRATEGIES.length)
  .refine(
    (list) => new Set(list.map((item) => item.strategy)).size === list.length,
    'each strategy at most once',
  )

export const vendorConfigurationSchema = z.object({
  /** Visitors may create accounts (and a tenant) from the sign-up route. */
  allowSignups: z.boolean().default(false),
  /** Users may change their own email address (with a code mailed to the new one). */
  allowEmailChange: z.boolean().default(true),
  /** Users who have not activated their account may still sign in. */
  allowNotVerifiedUsersLogin: z.boolean().default(false),
  apiTokensEnabled: z.boolean().default(false),
  forcePermissions: z.boolean().default(false),
  /** The main strategy after pre-login. */
  authStrategy: z.enum(AUTH_STRATEGIES).default('EmailAndPassword'),
  machineToMachineAuthStrategy: z.string().default('ClientCredentials'),
  /** Sign-up identifiers (wire: sign-up/strategies). */
  /** Strategies offered beside the main one (wire: auth/strategies). */
  secondaryAuthStrategies: secondaryStrategies.default([]),
  signUpStrategies: z
    .object({
      email: strategySwitch,
      phoneNumber: strategySwitch,
      /** A username beside the email (sign-in by either); absent (an older row): off. */
      username: strategySwitch.optional(),
    })
    .strict()
    .default({
      email: { enabled: true, required: true },
      phoneNumber: { enabled: false, required: false },
      username: { enabled: false, required: false },
    }),
  /** Password recovery channels (wire: password-recovery/strategies). */
  passwordRecoveryStrategies: z
    .object({ email: z.boolean(), sms: z.boolean() })
    .strict()
    .default({ email: true, sms: false }),
  /** A new account must be activated from its mail before it is used. */
  activationRequired: z.boolean().default(true),
  /** The activation link sets the password (when sign-up did not ask for one). */
  activationSetsPassword: z.boolean().default(false),
  /**
   * How an invitation is accepted (wire: configurations/v1/invitation/strategies): `link`, the
   * mailed link accepts; `code`, the link opens the code route, which sends a fresh 6-digit code
   * (10 minutes) by `codeChannel` (SMS only to an invited user who has a number, else mail) that
   * must come back: whoever holds a forwarded or pre-fetched link cannot accept alone.
   */
  invitationStrategy: z
    .object({ strategy: z.enum(['link', 'code']), codeChannel: z.enum(['email', 'sms']) })
    .strict()
    .default({ strategy: 'link', codeChannel: 'email' }),
  /** Password complexity of tenants that set none (`TestConfig`). */
  passwordComplexity: passwordComplexitySchema.default(DEFAULT_PASSWORD_COMPLEXITY),
  /** Password history of tenants that set none. */
  passwordHistory: passwordHistorySchema.default(DEFAULT_PASSWORD_HISTORY),
  /** MFA policy of tenants that set none (wire `ISecurityPolicyMfa` + remember-device). */
  mfaPolicy: vendorMfaPolicySchema.default(DEFAULT_MFA_POLICY),
  /** Second factors users may enrol (wire: configurations/v1/mfa/strategies). */
  mfaStrategies: mfaStrategiesSchema.default(DEFAULT_MFA_STRATEGIES),
  /** Sign-in checks a right password against breach lists and forces a new one (issue 8). */
  breachedPasswordCheck: z.boolean().default(false),
  /** The vendor's password rotation (days), kept apart from each tenant's (issue 8). */
  passwordRotation: passwordRotationSchema.default(DEFAULT_PASSWORD_ROTATION),
  /** Lockout of tenants that set none (wire §5.2 row 9): on, locked after maxAttempts failures. */
  lockoutPolicy: lockoutPolicySchema.default(DEFAULT_LOCKOUT_POLICY),
  /**
   * What a tenant administrator may change (wire `ISecurityPolicy.allowOverride*`): off, the
   * tenant's own value is refused and ignored, and every tenant obeys the vendor's.
   */
  allowOverrideEnforcePasswordHistory: z.boolean().default(true),
  allowOverridePasswordComplexity: z.boolean().default(true),
  allowOverridePasswordExpiration: z.boolean().default(true),
  /** Foyer's own flag beside the wire's three: may tenants change the lockout policy. */
  allowOverrideLockout: z.boolean().default(true),
  /** Administrators may make members temporary (wire: users/temporary/v1/configuration). */
  temporaryUsersEnabled: z.boolean().default(false),
  /**
   * Tenants may have a standing invite link (wire: tenants/invites/v1/configuration's
   * `tenantInvitationsAllowed`): off, links are neither made nor honoured.
   */
  tenantInvitationsAllowed: z.boolean().default(true),
  /**
   * An invite link's owner may choose to be mailed when someone joins through it (`shouldSendEmail`;
   * answered as the configuration's `emailsEnabled`): off, nobody is mailed whatever they chose.
   */
  inviteLinkEmailsEnabled: z.boolean().default(true),
  /** Tenants may move to a cheaper plan (billing; wire vendor-public-configurations). */
  allowPlanDowngrade: z.boolean().default(true),
  /** Tenants may cancel their subscription (billing; wire vendor-public-configurations). */
  allowPlanCancellation: z.boolean().default(true),
})

/**
 * A change of the configuration (`POST configurations/v1`): any keys, each whole; a key it does
 * not know is a 400, not silently dropped. Built from the fields without their defaults, so a
 * missing key stays missing.
 */
export const vendorConfigurationPatchSchema = z
  .object(
    Object.fromEntries(
      Object.entries(vendorConfigurationSchema.shape).map(([key, field]) => [
        key,
        field.unwrap().optional(),
      ]),
    ) as {
      [K in keyof typeof vendorConfigurationSchema.shape]: z.ZodOptional<
        ReturnType<(typeof vendorConfigurationSchema.shape)[K]['unwrap']>
      >
    },
  )
  .strict()

/** The vendor's configuration, every key filled. */
export type VendorConfiguration = z.infer<typeof vendorConfigurationSchema>

/** The configuration of a server nobody configured. */
export const DEFAULT_VENDOR_CONFIGURATION: VendorConfiguration = vendorConfigurationSchema.parse({})

/** The stored settings column read as a configuration (each key checked on its own). */
export const parseSettings = (settings: unknown): VendorConfiguration => {
  const raw = typeof settings === 'string' ? (JSON.parse(settings) as unknown) : settings
  const stored = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
  // Key by key: a value an older or newer server wrote that does not parse reads as its
  // default, and the other keys keep their saved values.
  const config: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(vendorConfigurationSchema.shape)) {
    const parsed = field.safeParse(stored[key])
    config[key] = parsed.success ? parsed.data : field.parse(undefined)
  }
  return config as VendorConfiguration
}

/** The request-memo key of the vendor's configuration (`rememberedRead`). */
export const vendorConfigurationKey = 'vendor-configuration'

/** Reads the vendor's configuration (defaults when none was saved). */
export const readVendorConfiguration = (db: Db): Promise<VendorConfiguration> =>
  // Once per request on the sign-in and refresh paths (`requestScope`).
  rememberedRead(db, vendorConfigurationKey, async () => {
    const row = await db
      .selectFrom('vendor_configuration')
      .select('settings')
      .where('id', '=', 1)
      .executeTakeFirst()
    return parseSettings(row?.settings)
  })

/**
 * Saves a change to the vendor's configuration (in the caller's transaction); returns the result.
 * The row is locked before it is read, so two changes of different keys at once both land.
 */
export const writeVendorConfiguration = async (
  trx: Db,
  patch: Partial<VendorConfiguration>,
  now: Date,
): Promise<VendorConfiguration> => {
  await trx
    .insertInto('vendor_configuration')
    .values({ id: 1, settings: '{}', updated_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
  const row = await trx
    .selectFrom('vendor_configuration')
    .select('settings')
    .where('id', '=', 1)
    .forUpdate()
    .executeTakeFirstOrThrow()
  const next = vendorConfigurationSchema.parse({ ...parseSettings(row.settings), ...patch })
  await trx
    .updateTable('vendor_configuration')
    .set({ settings: JSON.stringify(next), updated_at: now })
    .where('id', '=', 1)
    .execute()
  return next
}
