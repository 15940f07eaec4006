import type { AuthStrategy, VendorConfiguration } from '../configuration/vendor-configuration'

/**
 * The three ways of signing in without a password, by the wire's path segment. Pre-login uses the
 * client's mapped segments (`magiclink`, `code`, `smscode`); post-login the lower-cased strategy,
 * Username* variants included (wire-api §5.1 rows 60-61).
 */
export type PasswordlessKind = 'magicLink' | 'emailCode' | 'smsCode'

/** Pre-login path segments. */
export const PRELOGIN_KINDS: Readonly<Record<string, PasswordlessKind>> = {
  magiclink: 'magicLink',
  code: 'emailCode',
  smscode: 'smsCode',
}

/** Post-login path segments. */
export const POSTLOGIN_KINDS: Readonly<Record<string, PasswordlessKind>> = {
  ...PRELOGIN_KINDS,
  usernameandmagiclink: 'magicLink',
  usernameandcode: 'emailCode',
  usernameandsms: 'smsCode',
}

/**
 * The one-time secret purpose of each kind. `sms-login` is shared: sign-up with a phone number
 * and the phone-number reset issue codes of this purpose too, and post-login accepts them.
 */
export const PURPOSES: Readonly<Record<PasswordlessKind, string>> = {
  magicLink: 'magic-link',
  emailCode: 'email-login',
  smsCode: 'sms-login',
}

/** A magic link works for 15 minutes: long enough to switch to the mail app, short for a link. */
export const MAGIC_LINK_TTL_SECONDS = 15 * 60

const STRATEGIES_OF: Readonly<Record<PasswordlessKind, readonly AuthStrategy[]>> = {
  magicLink: ['MagicLink', 'UsernameAndMagicLink'],
  emailCode: ['Code', 'UsernameAndCode'],
  smsCode: ['SmsCode', 'UsernameAndSms'],
}

/**
 * Whether the vendor lets people ask for this kind of sign-in. Magic links and emailed codes
 * follow the main strategy; SMS codes also serve the accounts created with a phone number (the
 * phone sign-up strategy), which sign in by SMS whatever the main strategy is.
 */
export const kindEnabled = (kind: PasswordlessKind, config: VendorConfiguration): boolean =>
  STRATEGIES_OF[kind].includes(config.authStrategy) ||
  (kind === 'smsCode' && config.signUpStrategies.phoneNumber.enabled)
