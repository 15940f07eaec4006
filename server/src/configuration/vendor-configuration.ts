import { z } from 'zod'
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

const strategySwitch = z.object({ enabled: z.boolean(), required: z.boolean() })

export const vendorConfigurationSchema = z.object({
  /** Visitors may create accounts (and a tenant) from the sign-up route. */
  allowSignups: z.boolean().default(false),
  /** Users who have not activated their account may still sign in. */
  allowNotVerifiedUsersLogin: z.boolean().default(false),
  apiTokensEnabled: z.boolean().default(false),
  forcePermissions: z.boolean().default(false),
  /** The main strategy after pre-login. */
  authStrategy: z.enum(AUTH_STRATEGIES).default('EmailAndPassword'),
  machineToMachineAuthStrategy: z.string().default('ClientCredentials'),
  /** Sign-up identifiers (wire: sign-up/strategies). */
  signUpStrategies: z.object({ email: strategySwitch, phoneNumber: strategySwitch }).default({
    email: { enabled: true, required: true },
    phoneNumber: { enabled: false, required: false },
  }),
  /** Password recovery channels (wire: password-recovery/strategies). */
  passwordRecoveryStrategies: z
    .object({ email: z.boolean(), sms: z.boolean() })
    .default({ email: true, sms: false }),
  /** A new account must be activated from its mail before it is used. */
  activationRequired: z.boolean().default(true),
  /** The activation link sets the password (when sign-up did not ask for one). */
  activationSetsPassword: z.boolean().default(false),
})

/** The vendor's configuration, every key filled. */
export type VendorConfiguration = z.infer<typeof vendorConfigurationSchema>

/** The configuration of a server nobody configured. */
export const DEFAULT_VENDOR_CONFIGURATION: VendorConfiguration = vendorConfigurationSchema.parse({})

const parseSettings = (settings: unknown): VendorConfiguration => {
  const raw = typeof settings === 'string' ? (JSON.parse(settings) as unknown) : settings
  const parsed = vendorConfigurationSchema.safeParse(raw ?? {})
  // A row written by an older or newer server may not parse as a whole: keep the defaults then.
  return parsed.success ? parsed.data : DEFAULT_VENDOR_CONFIGURATION
}

/** Reads the vendor's configuration (defaults when none was saved). */
export const readVendorConfiguration = async (db: Db): Promise<VendorConfiguration> => {
  const row = await db
    .selectFrom('vendor_configuration')
    .select('settings')
    .where('id', '=', 1)
    .executeTakeFirst()
  return parseSettings(row?.settings)
}

/** Saves a change to the vendor's configuration (in the caller's transaction); returns the result. */
export const writeVendorConfiguration = async (
  trx: Db,
  patch: Partial<VendorConfiguration>,
  now: Date,
): Promise<VendorConfiguration> => {
  const next = vendorConfigurationSchema.parse({
    ...(await readVendorConfiguration(trx)),
    ...patch,
  })
  await trx
    .insertInto('vendor_configuration')
    .values({ id: 1, settings: JSON.stringify(next), updated_at: now })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({ settings: JSON.stringify(next), updated_at: now }),
    )
    .execute()
  return next
}
