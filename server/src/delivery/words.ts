import frMail from '../../../src/i18n/mail/fr'
import heMail from '../../../src/i18n/mail/he'
import * as english from '../../../src/i18n/messages/en'
import fr from '../../../src/i18n/messages/fr'
import he from '../../../src/i18n/messages/he'
import frChannels from '../../../src/i18n/parts/connectivity-channels-fr'
import heChannels from '../../../src/i18n/parts/connectivity-channels-he'
import frWebhooks from '../../../src/i18n/parts/webhooks-fr'
import heWebhooks from '../../../src/i18n/parts/webhooks-he'
import { createTranslator } from '../../../src/i18n/translator'
import type { MessageMap } from '../../../src/i18n/catalogue'
import type { Translate } from '../../../src/i18n/translator'

/**
 * The words of mail and SMS: each flow's mail words are a group of the elements' English catalogue
 * (`src/i18n/messages/en.ts`: `activationMail`, …), and every other locale has the same ids in
 * `src/i18n/mail/`, apart from the catalogue the browser loads. The rest of a locale's catalogue
 * comes along for the words mail shares with the screens, and so do the portal's part chunks whose
 * groups hold mail words (an event's notification, a webhook turned off).
 */
const englishMessages: MessageMap = Object.assign({}, ...Object.values(english)) as MessageMap
const catalogues: Record<string, MessageMap> = {
  fr: { ...fr, ...frChannels, ...frWebhooks, ...frMail },
  he: { ...he, ...heChannels, ...heWebhooks, ...heMail },
}

/** The built-in locales mail can be written in. */
export const MAIL_LOCALES = ['en', 'fr', 'he'] as const

/**
 * The locale to write to a reader in: the best of the built-in ones for an Accept-Language header
 * (or a stored preference); English otherwise.
 */
export const mailLocale = (preference: string | null | undefined): string => {
  for (const part of (preference ?? '').split(',')) {
    const language = part.split(';')[0]?.trim().toLowerCase().split('-')[0]
    if (language && (MAIL_LOCALES as readonly string[]).includes(language)) return language
  }
  return 'en'
}

const translators = new Map<string, Translate>()

/** `t(id, values)` in `locale`, falling back to English message by message. */
export const mailTranslator = (locale: string): Translate => {
  const language = mailLocale(locale)
  let translate = translators.get(language)
  if (!translate) {
    const layers = [catalogues[language], englishMessages].filter((layer) => layer !== undefined)
    translate = createTranslator({ locale: language, layers })
    translators.set(language, translate)
  }
  return translate
}
