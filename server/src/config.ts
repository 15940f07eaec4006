import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { readStripeSettings } from './billing/settings'
import { readSlackSettings } from './connectivity/slack-settings'
import { checkSmtpUrl, readDeliverySettings, readSmsCredentials } from './delivery/settings'
import { readHostedLoginSettings } from './hosted-login/settings'
import { readLimitSettings } from './limits/settings'
import { parseTrustedProxies } from './limits/trusted-proxies'
import { parseEncryptionKey } from './mfa/encryption-key'
import { readRiskSettings } from './password-risk/settings'
import type { StripeSettings } from './billing/settings'
import type { SlackSettings } from './connectivity/slack-settings'
import type { DeliverySettings, SmsCredentials } from './delivery/settings'
import type { HostedLoginSettings } from './hosted-login/settings'
import type { LimitSettings } from './limits/settings'
import type { TrustedProxies } from './limits/trusted-proxies'
import type { RiskSettings } from './password-risk/settings'

/** SameSite attribute of the refresh cookie. */
export type CookieSameSite = 'lax' | 'strict' | 'none'

/** The server's configuration, parsed once from the environment. */
export interface ServerConfig {
  port: number
  databaseUrl: string | undefined
  /** Named prepared statements on PostgreSQL (FOYER_DATABASE_PREPARED_STATEMENTS, default on). */
  databasePreparedStatements: boolean
  dataDir: string
  apiPrefix: string
  allowedOrigins: string[]
  issuer: string
  /** True when the issuer is plain http on localhost/loopback: cookies may then go without Secure. */
  insecureLocalhost: boolean
  adminEmail: string | undefined
  /** The first tenant's name, created with the first admin (FOYER_TENANT_NAME, "Default"). */
  tenantName: string
  adminPassword: string | undefined
  cookieSameSite: CookieSameSite
  clientId: string | undefined
  clientSecret: string | undefined
  vendorId: string
  accessTokenTtlSeconds: number
  refreshTokenTtlSeconds: number
  lockoutMinutes: number
  /** Seconds after a rotation in which the rotated refresh token may still be presented. */
  refreshReuseGraceSeconds: number
  /**
   * Seconds a reserved sign-in attempt counts while its password is checked; a process that
   * dies mid-check leaves its attempts counted this long at most.
   */
  attemptLeaseSeconds: number
  /**
   * The most PBKDF2 tries an ALTCHA challenge takes to solve (FOYER_ALTCHA_MAX_TRIES); a challenge
   * asks for a quarter of it to all of it. 4,000 by default: about a second of a phone's work.
   */
  altchaMaxTries: number
  /** Proxies whose X-Forwarded-For names the client (FOYER_TRUSTED_PROXIES); none by default. */
  trustedProxies: TrustedProxies | undefined
  /** Rate limits shared through the database (FOYER_LIMIT_*). */
  limits: LimitSettings
  /**
   * The host application's address (FOYER_APP_URL): links in mail point at its routes
   * (`/account/activate`, …) where `<login-box>` runs them. Defaults to the first allowed origin.
   */
  appUrl: string
  /**
   * How the host application routes (FOYER_URL_STRATEGY, `path` or `hash`, as its `<login-box
   * url-strategy>`): mailed links and the box's callback routes follow it.
   */
  urlStrategy: 'path' | 'hash'
  /** SMTP server for mail (FOYER_SMTP_URL); without it, the development mailbox keeps mail. */
  smtpUrl: string | undefined
  /** The mail's From (FOYER_MAIL_FROM). */
  mailFrom: string
  /** A Twilio-compatible SMS API (FOYER_SMS_URL); without it, the development mailbox keeps SMS. */
  smsUrl: string | undefined
  /** The SMS API's account (FOYER_SMS_ACCOUNT_SID, FOYER_SMS_AUTH_TOKEN, FOYER_SMS_FROM), with smsUrl. */
  sms: SmsCredentials | undefined
  /**
   * The development mailbox (FOYER_DEV_MAILBOX=1; `npm start` turns it on): a channel without a
   * carrier keeps its messages for the `/dev/mailbox` page. Off by default, refused in production.
   */
  devMailbox: boolean
  /** The delivery worker's lease and attempts (FOYER_DELIVERY_LEASE, FOYER_DELIVERY_ATTEMPTS). */
  delivery: DeliverySettings
  /**
   * 32 bytes that encrypt second-factor secrets at rest (FOYER_ENCRYPTION_KEY, base64 or hex);
   * `main.ts` fills it from the data directory (generated there on first start) when unset.
   */
  encryptionKey: Buffer | undefined
  /**
   * The CDN build of the elements (FOYER_CDN_DIR; the package's `dist/cdn` by default): served under `/cdn/`
   * for the hosted portal at `/oauth/portal`.
   */
  cdnDir: string
  /** Captcha verify URL and breached-password range check (FOYER_CAPTCHA_VERIFY_URL, FOYER_BREACHED_RANGE_*). */
  risk: RiskSettings
  /** Hosted login's client: redirect and post-logout URIs (FOYER_OAUTH_REDIRECT_URIS, FOYER_OAUTH_LOGOUT_URIS). */
  hostedLogin: HostedLoginSettings
  /** The vendor's Slack app and Slack's address (FOYER_SLACK_*). */
  slack: SlackSettings
  /** The vendor's Stripe account, optional (FOYER_STRIPE_*): billing is off without it. */
  stripe: StripeSettings
}

/** Shortest and longest password of the seeded admin (NIST SP 800-63B; the spec allows 128). */
export const adminPasswordLength = { min: 8, max: 128 }

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback)

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATABASE_URL: optionalText,
  FOYER_DATABASE_PREPARED_STATEMENTS: z.enum(['on', 'off']).default('on'),
  FOYER_DATA_DIR: optionalText,
  FOYER_API_PREFIX: optionalText,
  FOYER_ALLOWED_ORIGINS: optionalText,
  FOYER_ISSUER: optionalText,
  FOYER_ADMIN_EMAIL: optionalText,
  FOYER_TENANT_NAME: z.string().trim().min(1).max(100).optional(),
  FOYER_ADMIN_PASSWORD: z
    .string()
    .optional()
    .refine(
      (value) =>
        !value ||
        (value.length >= adminPasswordLength.min && value.length <= adminPasswordLength.max),
      `the admin password must be ${adminPasswordLength.min} to ${adminPasswordLength.max} characters long`,
    ),
  FOYER_COOKIE_SAMESITE: optionalText,
  FOYER_CLIENT_ID: optionalText,
  FOYER_CLIENT_SECRET: optionalText,
  FOYER_ACCESS_TOKEN_TTL: seconds(600),
  FOYER_REFRESH_TOKEN_TTL: seconds(30 * 24 * 60 * 60),
  FOYER_LOCKOUT_MINUTES: z.coerce.number().positive().default(15),
  FOYER_REFRESH_REUSE_GRACE: z.coerce.number().int().min(0).max(300).default(10),
  FOYER_ATTEMPT_LEASE: z.coerce.number().int().min(1).max(300).default(5),
  FOYER_ALTCHA_MAX_TRIES: z.coerce.number().int().min(4).max(1_000_000).default(4000),
  FOYER_TRUSTED_PROXIES: optionalText,
  FOYER_APP_URL: optionalText,
  FOYER_URL_STRATEGY: z.enum(['path', 'hash']).default('path'),
  FOYER_SMTP_URL: optionalText,
  FOYER_MAIL_FROM: optionalText,
  FOYER_SMS_URL: optionalText,
  FOYER_DEV_MAILBOX: optionalText,
  NODE_ENV: optionalText,
  FOYER_ENCRYPTION_KEY: optionalText,
  FOYER_CDN_DIR: optionalText,
})

const defaultOrigins = 'http://localhost:5173,http://127.0.0.1:5173'
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Spec mapping of the cookie SameSite setting: true -> strict, false or unknown -> none. */
export const parseSameSite = (value: string | undefined, insecure: boolean): CookieSameSite => {
  if (value === undefined) return insecure ? 'lax' : 'none'
  const normalised = value.toLowerCase()
  if (normalised === 'true' || normalised === 'strict') return 'strict'
  if (normalised === 'lax') return 'lax'
  return 'none'
}

const normalisePrefix = (prefix: string): string => {
  const trimmed = prefix.replace(/\/+$/, '')
  if (trimmed === '') return ''
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

const switchValues: Record<string, boolean> = { '1': true, true: true, '0': false, false: false }

/**
 * FOYER_DEV_MAILBOX: on only when set to 1 or true, and never with NODE_ENV=production (the
 * mailbox shows every reset link and code to whoever asks).
 */
const readDevMailbox = (value: string | undefined, nodeEnv: string | undefined): boolean => {
  if (value === undefined) return false
  const on = switchValues[value.toLowerCase()]
  if (on === undefined) {
    throw new Error(`Invalid configuration FOYER_DEV_MAILBOX: expected 1 or 0 (got "${value}")`)
  }
  if (on && nodeEnv === 'production') {
    throw new Error(
      'FOYER_DEV_MAILBOX is on while NODE_ENV=production: the development mailbox shows every ' +
        'reset link and code to anyone who asks. Unset FOYER_DEV_MAILBOX and configure ' +
        'FOYER_SMTP_URL (and FOYER_SMS_URL for text messages).',
    )
  }
  return on
}

/** Reads the configuration from `env`; throws a readable error naming the bad variable. */
export const loadConfig = (env: Record<string, string | undefined> = process.env): ServerConfig => {
  const parsed = environmentSchema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`Invalid configuration ${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`)
  }
  const values = parsed.data
  const issuer = (values.FOYER_ISSUER ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '')
  let issuerUrl: URL
  try {
    issuerUrl = new URL(issuer)
  } catch {
    throw new Error(`Invalid configuration FOYER_ISSUER: not a URL (${issuer})`)
  }
  const insecureLocalhost = issuerUrl.protocol === 'http:' && loopbackHosts.has(issuerUrl.hostname)
  const allowedOrigins = (values.FOYER_ALLOWED_ORIGINS ?? defaultOrigins)
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '')
  const appUrl = (values.FOYER_APP_URL ?? allowedOrigins[0] ?? issuer).replace(/\/+$/, '')
  try {
    new URL(appUrl)
  } catch {
    throw new Error(`Invalid configuration FOYER_APP_URL: not a URL (${appUrl})`)
  }
  return {
    port: values.PORT,
    databaseUrl: values.DATABASE_URL,
    databasePreparedStatements: values.FOYER_DATABASE_PREPARED_STATEMENTS === 'on',
    dataDir: values.FOYER_DATA_DIR ?? '.data',
    apiPrefix: normalisePrefix(values.FOYER_API_PREFIX ?? '/api'),
    allowedOrigins,
    issuer,
    insecureLocalhost,
    adminEmail: values.FOYER_ADMIN_EMAIL,
    tenantName: values.FOYER_TENANT_NAME ?? 'Default',
    adminPassword: values.FOYER_ADMIN_PASSWORD === '' ? undefined : values.FOYER_ADMIN_PASSWORD,
    cookieSameSite: parseSameSite(values.FOYER_COOKIE_SAMESITE, insecureLocalhost),
    clientId: values.FOYER_CLIENT_ID,
    clientSecret: values.FOYER_CLIENT_SECRET,
    vendorId: values.FOYER_CLIENT_ID ?? 'foyer',
    accessTokenTtlSeconds: values.FOYER_ACCESS_TOKEN_TTL,
    refreshTokenTtlSeconds: values.FOYER_REFRESH_TOKEN_TTL,
    lockoutMinutes: values.FOYER_LOCKOUT_MINUTES,
    refreshReuseGraceSeconds: values.FOYER_REFRESH_REUSE_GRACE,
    attemptLeaseSeconds: values.FOYER_ATTEMPT_LEASE,
    altchaMaxTries: values.FOYER_ALTCHA_MAX_TRIES,
    trustedProxies: parseTrustedProxies(values.FOYER_TRUSTED_PROXIES),
    limits: readLimitSettings(env),
    appUrl,
    urlStrategy: values.FOYER_URL_STRATEGY,
    smtpUrl: checkSmtpUrl(values.FOYER_SMTP_URL),
    mailFrom: values.FOYER_MAIL_FROM ?? `Foyer <no-reply@${new URL(appUrl).hostname}>`,
    smsUrl: values.FOYER_SMS_URL?.replace(/\/+$/, ''),
    sms: readSmsCredentials(env),
    devMailbox: readDevMailbox(values.FOYER_DEV_MAILBOX, values.NODE_ENV),
    delivery: readDeliverySettings(env),
    encryptionKey: parseEncryptionKey(values.FOYER_ENCRYPTION_KEY),
    risk: readRiskSettings(env),
    cdnDir: resolve(
      values.FOYER_CDN_DIR ?? fileURLToPath(new URL('../../dist/cdn', import.meta.url)),
    ),
    hostedLogin: readHostedLoginSettings(env, appUrl),
    slack: readSlackSettings(env),
    stripe: readStripeSettings(env),
  }
}
