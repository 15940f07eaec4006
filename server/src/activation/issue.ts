import { enqueueMail } from '../delivery/outbox'
import { mailTranslator } from '../delivery/words'
import { appLink } from '../links/app-links'
import { CODE_TTL_SECONDS, issueCode, issueLinkToken } from '../one-time/secrets'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'

/** One-time secret purpose of activation links. */
export const ACTIVATION_PURPOSE = 'activation'
/** One-time secret purpose of activation codes (the activate-with-code route). */
export const ACTIVATION_CODE_PURPOSE = 'activation-code'
/** How long an activation link works: long enough for a mail read the next day or after a weekend. */
export const ACTIVATION_LINK_TTL_SECONDS = 72 * 60 * 60

/** Whom to activate, and how to write to them. */
export interface ActivationTarget {
  userId: string
  email: string
  name: string
  tenantId: string
  /** The tenant's name, the mail's brand. */
  brand: string
  locale: string
  now: Date
  /**
   * The activation must choose a new password: a resent mail, whose reader may not be whoever
   * signed up with their address and chose its password (account pre-hijacking).
   */
  choosePassword?: boolean
}

/**
 * Issues an activation link and code for a user and puts the activation mail in the outbox, in
 * the caller's transaction (older unused links and codes of the user stop working). Answers the
 * code's id: the sign-up answer hands it out as `activationToken`, which names the code without
 * revealing it, so the activate-with-code route needs both it and the mailed code.
 */
export const issueActivation = async (
  trx: Db,
  config: Pick<ServerConfig, 'appUrl'>,
  target: ActivationTarget,
): Promise<{ codeId: string }> => {
  const { userId, tenantId, now } = target
  const token = await issueLinkToken(trx, {
    purpose: ACTIVATION_PURPOSE,
    userId,
    tenantId,
    ttlSeconds: ACTIVATION_LINK_TTL_SECONDS,
    now,
    data: { choosePassword: target.choosePassword === true },
  })
  const { code, id } = await issueCode(trx, {
    purpose: ACTIVATION_CODE_PURPOSE,
    userId,
    tenantId,
    ttlSeconds: CODE_TTL_SECONDS,
    now,
    data: { choosePassword: target.choosePassword === true },
  })
  const t = mailTranslator(target.locale)
  const brand = target.brand
  await enqueueMail(trx, {
    purpose: 'activation',
    to: target.email,
    tenantId,
    userId,
    locale: target.locale,
    brand,
    content: {
      subject: t('activationMail.subject', { brand }),
      heading: t('activationMail.heading', { brand }),
      paragraphs: [
        t('activationMail.intro', { name: target.name }),
        t('activationMail.expiry', { hours: ACTIVATION_LINK_TTL_SECONDS / 3600 }),
        t('activationMail.code'),
      ],
      action: {
        label: t('activationMail.action'),
        url: appLink(config, 'activateUrl', { userId, token }),
      },
      code,
    },
    now,
  })
  return { codeId: id }
}
