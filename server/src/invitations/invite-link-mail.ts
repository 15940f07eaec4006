import { readVendorConfiguration } from '../configuration/vendor-configuration'
import { enqueueMail } from '../delivery/outbox'
import { mailTranslator } from '../delivery/words'
import { findUserById, isActiveMember } from '../users/repository'
import type { Db } from '../db/database'

/** Mail purpose of the note to an invite link's owner that someone joined through it. */
export const INVITE_LINK_JOINED_PURPOSE = 'invite-link-joined'

/** Who joined a tenant through its invite link, and the link's owner to tell. */
export interface InviteLinkJoin {
  /** The administrator whose link it is (`shouldSendEmail` set); undefined: nobody to tell. */
  notifyUserId: string | undefined
  tenantId: string
  tenantName: string
  member: { name: string; email: string | null }
  locale: string
  now: Date
}

/**
 * `shouldSendEmail` of a tenant's invite link (wire §5.4 rows 17-19): the vendor's product mails
 * the link's owner when someone uses it to join, if the owner chose so and the vendor lets owners
 * choose (`inviteLinkEmailsEnabled`, answered as `emailsEnabled` by the invites configuration).
 * Put in the outbox in `trx`, the sign-up's own transaction. An owner who has since left the
 * tenant (or was disabled) is not told who joins it.
 */
export const notifyInviteLinkOwner = async (trx: Db, join: InviteLinkJoin): Promise<void> => {
  if (join.notifyUserId === undefined) return
  if (!(await readVendorConfiguration(trx)).inviteLinkEmailsEnabled) return
  const owner = await findUserById(trx, join.notifyUserId)
  if (!owner?.email || !(await isActiveMember(trx, owner.id, join.tenantId))) return
  const t = mailTranslator(join.locale)
  const brand = join.tenantName
  const who = join.member.email ? `${join.member.name} (${join.member.email})` : join.member.name
  await enqueueMail(trx, {
    purpose: INVITE_LINK_JOINED_PURPOSE,
    to: owner.email,
    tenantId: join.tenantId,
    userId: owner.id,
    locale: join.locale,
    brand,
    content: {
      subject: t('inviteLinkMail.subject', { brand }),
      heading: t('inviteLinkMail.heading', { brand }),
      paragraphs: [t('inviteLinkMail.joined', { who, brand }), t('inviteLinkMail.why')],
    },
    now: join.now,
  })
}
