import { enqueueMail } from '../delivery/outbox'
import { mailTranslator } from '../delivery/words'
import { appLink } from '../links/app-links'
import { issueLinkToken } from '../one-time/secrets'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'

/** The purpose of unlock link tokens and mails. */
export const UNLOCK_PURPOSE = 'unlock'

/** An unlock link works for an hour, as reset links: it opens the account to password tries. */
export const UNLOCK_TTL_SECONDS = 60 * 60

/** The locked user to write to. */
export interface LockedUser {
  userId: string
  email: string
  tenantId: string | null
  locale: string
  now: Date
}

/**
 * Issues an unlock link token (purpose 'unlock', bound to the user) and puts the unlock mail in the
 * outbox, both in `trx`: the transaction that locks the account. Only the account's owner gets it
 * (at their stored address), so a lock an attacker causes never tells the attacker anything, and
 * lets the owner back in without waiting for the lock to run out.
 */
export const mailUnlockLink = async (
  trx: Db,
  config: Pick<ServerConfig, 'appUrl'>,
  user: LockedUser,
): Promise<void> => {
  const token = await issueLinkToken(trx, {
    purpose: UNLOCK_PURPOSE,
    userId: user.userId,
    tenantId: user.tenantId,
    ttlSeconds: UNLOCK_TTL_SECONDS,
    now: user.now,
  })
  const tenant = user.tenantId
    ? await trx
        .selectFrom('tenants')
        .select('name')
        .where('id', '=', user.tenantId)
        .executeTakeFirst()
    : undefined
  const brand = tenant?.name ?? ''
  const t = mailTranslator(user.locale)
  await enqueueMail(trx, {
    purpose: UNLOCK_PURPOSE,
    to: user.email,
    tenantId: user.tenantId,
    userId: user.userId,
    locale: user.locale,
    brand,
    content: {
      subject: t('unlockMail.subject', { brand }),
      heading: t('unlockMail.heading'),
      paragraphs: [
        t('unlockMail.locked', { minutes: UNLOCK_TTL_SECONDS / 60 }),
        t('unlockMail.notYou'),
      ],
      action: {
        label: t('unlockMail.action'),
        url: appLink(config, 'unlockAccountUrl', { token }),
      },
    },
    now: user.now,
  })
}
