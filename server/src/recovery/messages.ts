import { mailTranslator } from '../delivery/words'
import type { MailContent } from '../delivery/mail-layout'

/** The password-reset mail: a link that works once, for an hour. */
export const passwordResetMail = (
  locale: string,
  input: { brand: string; email: string; url: string },
): MailContent => {
  const t = mailTranslator(locale)
  return {
    subject: t('passwordResetMail.subject', { brand: input.brand }),
    heading: t('passwordResetMail.heading'),
    paragraphs: [
      t('passwordResetMail.intro', { brand: input.brand, email: input.email }),
      t('passwordResetMail.ignore'),
    ],
    action: { label: t('passwordResetMail.action'), url: input.url },
  }
}

/** The phone-reset mail: a code to type in the box, valid 10 minutes. */
export const phoneResetMail = (
  locale: string,
  input: { brand: string; email: string; code: string },
): MailContent => {
  const t = mailTranslator(locale)
  return {
    subject: t('phoneResetMail.subject', { brand: input.brand }),
    heading: t('phoneResetMail.heading'),
    paragraphs: [
      t('phoneResetMail.intro', { brand: input.brand, email: input.email }),
      t('phoneResetMail.ignore'),
    ],
    code: input.code,
  }
}

/** The text of a recovery SMS: a password-reset code, or a code confirming a new number. */
export const recoverySmsText = (
  locale: string,
  kind: 'passwordReset' | 'phoneChange',
  input: { brand: string; code: string },
): string => mailTranslator(locale)(`recoverySms.${kind}`, input)
