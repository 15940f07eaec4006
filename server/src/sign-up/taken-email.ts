import { randomUUID } from 'node:crypto'
import { writeAudit } from '../audit/repository'
import { enqueueMail } from '../delivery/outbox'
import { mailTranslator } from '../delivery/words'
import { appLink } from '../links/app-links'
import type { AppDeps } from '../deps'
import type { ClientInfo } from '../sessions/repository'
import type { SignedUp } from './sign-up'

/**
 * A sign-up with an email that already has an account, when new accounts must be activated from
 * their mail: the answer is the one a new account gets (a fresh-looking user, tenant and
 * activation token that lead nowhere), so it reveals nothing, and the address's owner is mailed
 * that someone tried, with a way to sign in or reset the password. Nothing else changes.
 */
export const answerTakenEmail = async (
  deps: AppDeps,
  input: { email: string; locale: string; client: ClientInfo; now: Date },
): Promise<SignedUp> => {
  const { db, config } = deps
  const owner = await db
    .selectFrom('users')
    .leftJoin('tenants', 'tenants.id', 'users.tenant_id')
    .select(['users.id', 'users.email', 'users.tenant_id', 'tenants.name as tenantName'])
    .where((eb) => eb(eb.fn('lower', ['users.email']), '=', input.email.toLowerCase()))
    .executeTakeFirst()
  // Matched by this address, so the owner has it; the guard only narrows the type.
  if (owner?.email) {
    const ownerEmail = owner.email
    const t = mailTranslator(input.locale)
    const brand = owner.tenantName ?? 'Foyer'
    await db.transaction().execute(async (trx) => {
      await writeAudit(trx, {
        tenantId: owner.tenant_id,
        userId: owner.id,
        email: ownerEmail,
        action: 'user.sign-up-with-taken-email',
        description: 'Someone tried to sign up with this email; the owner was told by mail',
        severity: 'Info',
        ip: input.client.ip,
        userAgent: input.client.userAgent,
      })
      await enqueueMail(trx, {
        purpose: 'account-exists',
        to: ownerEmail,
        tenantId: owner.tenant_id,
        userId: owner.id,
        locale: input.locale,
        brand,
        content: {
          subject: t('accountExistsMail.subject', { brand }),
          heading: t('accountExistsMail.heading'),
          paragraphs: [t('accountExistsMail.intro', { brand }), t('accountExistsMail.ignore')],
          action: {
            label: t('accountExistsMail.action'),
            url: appLink(config, 'forgetPasswordUrl', { email: ownerEmail }),
          },
        },
        now: input.now,
      })
    })
  }
  return {
    userId: randomUUID(),
    tenantId: randomUUID(),
    email: input.email,
    activationToken: randomUUID(),
    shouldActivate: true,
    smsPhoneNumber: null,
    invited: false,
  }
}
