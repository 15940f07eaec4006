import { readVendorConfiguration } from '../configuration/vendor-configuration'
import { enqueueMail } from '../delivery/outbox'
import { mailTranslator } from '../delivery/words'
import { appLink } from '../links/app-links'
import { issueLinkToken } from '../one-time/secrets'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'

/** The purpose of invitation link tokens and mails. */
export const INVITATION_PURPOSE = 'invitation'

/**
 * The purpose of the codes that accept an invitation with the code strategy. Not the link's own
 * purpose: issuing a secret retires the older ones of its purpose, and a code must not retire the
 * link it goes with.
 */
export const INVITATION_CODE_PURPOSE = 'invitation-code'

/**
 * How long an invitation link works: 7 days (GitHub's organisation invitations; long enough for
 * someone on leave, short enough that a forgotten mail stops being a way in). A resend issues a
 * fresh link and retires the older ones.
 */
export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60

/** Who is invited, where, and by whom. */
export interface InvitationMail {
  userId: string
  email: string
  tenantId: string
  tenantName: string
  /** The inviter's name or email; the vendor when a management client invites. */
  inviter: string | null
  locale: string
  now: Date
}

/**
 * Issues an invitation link token (purpose 'invitation', bound to the user and the tenant) and
 * puts the mail with the link in the outbox, both in `trx`: the change that invites commits with
 * them or not at all.
 */
export const mailInvitation = async (
  trx: Db,
  config: Pick<ServerConfig, 'appUrl'>,
  invitation: InvitationMail,
): Promise<void> => {
  const token = await issueLinkToken(trx, {
    purpose: INVITATION_PURPOSE,
    userId: invitation.userId,
    tenantId: invitation.tenantId,
    ttlSeconds: INVITATION_TTL_SECONDS,
    now: invitation.now,
    data: { tenantId: invitation.tenantId },
  })
  const t = mailTranslator(invitation.locale)
  const brand = invitation.tenantName
  // The code strategy's link opens the code route, which sends the code when it opens.
  const { invitationStrategy } = await readVendorConfiguration(trx)
  const route =
    invitationStrategy.strategy === 'code' ? 'acceptInvitationWithOTCUrl' : 'acceptInvitationUrl'
  const url = appLink(config, route, { userId: invitation.userId, token })
  await enqueueMail(trx, {
    purpose: INVITATION_PURPOSE,
    to: invitation.email,
    tenantId: invitation.tenantId,
    userId: invitation.userId,
    locale: invitation.locale,
    brand,
    content: {
      subject: t('invitationMail.subject', { brand }),
      heading: t('invitationMail.heading', { brand }),
      paragraphs: [
        invitation.inviter
          ? t('invitationMail.invitedBy', { inviter: invitation.inviter, brand })
          : t('invitationMail.invited', { brand }),
        t('invitationMail.expiry', { days: INVITATION_TTL_SECONDS / 86_400 }),
      ],
      action: { label: t('invitationMail.action'), url },
    },
    now: invitation.now,
  })
}
