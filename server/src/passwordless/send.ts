import { writeAudit } from '../audit/repository'
import { enqueueMail, enqueueSms } from '../delivery/outbox'
import { mailTranslator } from '../delivery/words'
import { appLink } from '../links/app-links'
import { CODE_TTL_SECONDS, issueCode, issueLinkToken } from '../one-time/secrets'
import { brandOf } from './recipient'
import { MAGIC_LINK_TTL_SECONDS, PURPOSES } from './strategies'
import type { VendorConfiguration } from '../configuration/vendor-configuration'
import type { Db } from '../db/database'
import type { AppDeps } from '../deps'
import type { ClientInfo } from '../sessions/repository'
import type { Recipient } from './recipient'
import type { PasswordlessKind } from './strategies'

/** What a pre-login did; `codeId` names the code it issued, for the browser's binding cookie. */
export interface SendOutcome {
  sent: boolean
  codeId: string | undefined
}

/** Why no secret went out (audited; never told to the client). */
const refusalOf = (
  recipient: Recipient,
  allowNotVerified: boolean,
  now: Date,
  ssoOnly: boolean,
): string | undefined => {
  const { user } = recipient
  if (!user) return 'no account'
  if (ssoOnly) return 'the email domain signs in with SSO'
  if (recipient.to === undefined) return 'no phone number on the account'
  // An account without an email is verified by the texted code itself, so it may always ask.
  const verifiesByCode = user.email === null && recipient.to === user.phoneNumber
  if (!user.verified && !allowNotVerified && !verifiesByCode) return 'the account is not verified'
  if (user.lockedUntil && user.lockedUntil.getTime() > now.getTime()) return 'the account is locked'
  return undefined
}

const minutes = (seconds: number) => Math.round(seconds / 60)

const enqueueSecret = async (
  trx: Db,
  deps: AppDeps,
  input: { kind: PasswordlessKind; user: NonNullable<Recipient['user']>; to: string },
  locale: string,
  now: Date,
): Promise<string | undefined> => {
  const { kind, user, to } = input
  const t = mailTranslator(locale)
  const brand = (await brandOf(trx, user)) || 'Foyer'
  const base = { purpose: PURPOSES[kind], userId: user.id, tenantId: user.tenantId, now }
  if (kind === 'magicLink') {
    const token = await issueLinkToken(trx, { ...base, ttlSeconds: MAGIC_LINK_TTL_SECONDS })
    const values = { brand, minutes: minutes(MAGIC_LINK_TTL_SECONDS) }
    await enqueueMail(trx, {
      ...base,
      to,
      locale,
      brand,
      content: {
        subject: t('magicLinkMail.subject', values),
        heading: t('magicLinkMail.heading', values),
        paragraphs: [t('magicLinkMail.body', values)],
        action: {
          label: t('magicLinkMail.action'),
          url: appLink(deps.config, 'magicLinkCallbackUrl', { token }),
        },
      },
    })
    return undefined
  }
  const { code, id } = await issueCode(trx, { ...base, ttlSeconds: CODE_TTL_SECONDS })
  const values = { brand, code, minutes: minutes(CODE_TTL_SECONDS) }
  if (kind === 'smsCode') {
    await enqueueSms(trx, { ...base, to, locale, text: t('loginCodeMail.smsText', values) })
  } else {
    await enqueueMail(trx, {
      ...base,
      to,
      locale,
      brand,
      content: {
        subject: t('loginCodeMail.subject', values),
        heading: t('loginCodeMail.heading', values),
        paragraphs: [t('loginCodeMail.body', values)],
        code,
      },
    })
  }
  return id
}

/**
 * Sends the magic link or code of a pre-login, when the account exists and may sign in: the
 * secret, its message in the outbox and the audit row in one transaction. Otherwise only the
 * audit row says why nothing went out; the caller answers the same either way.
 */
export const sendPasswordless = async (
  deps: AppDeps,
  input: {
    kind: PasswordlessKind
    recipient: Recipient
    /** The vendor's configuration (the caller checked that it enables `kind`). */
    config: VendorConfiguration
    locale: string
    client: ClientInfo
    now: Date
    /** The account must sign in with its domain's SSO (`ssoOnlyTenant`): nothing is sent. */
    ssoOnly?: boolean
  },
): Promise<SendOutcome> => {
  const { db } = deps
  const { kind, recipient, client, now } = input
  const refusal = refusalOf(
    recipient,
    input.config.allowNotVerifiedUsersLogin,
    now,
    input.ssoOnly === true,
  )
  const { user } = recipient
  return db.transaction().execute(async (trx) => {
    const codeId =
      refusal === undefined && user && recipient.to !== undefined
        ? await enqueueSecret(trx, deps, { kind, user, to: recipient.to }, input.locale, now)
        : undefined
    await writeAudit(trx, {
      tenantId: user?.tenantId ?? null,
      userId: user?.id ?? null,
      email: user?.email ?? (kind === 'smsCode' ? null : recipient.limitKey),
      action: refusal === undefined ? 'user.passwordless.sent' : 'user.passwordless.refused',
      description:
        refusal === undefined
          ? `Passwordless sign-in requested (${PURPOSES[kind]})`
          : `Passwordless sign-in not sent (${PURPOSES[kind]}): ${refusal}`,
      severity: 'Info',
      ip: client.ip,
      userAgent: client.userAgent,
      details: { purpose: PURPOSES[kind] },
    })
    return { sent: refusal === undefined, codeId }
  })
}
