import * as groups from '../../src/i18n/messages/en'
import type { MessageId } from '../../src/i18n/index'

/** The whole English catalogue, every group of `messages/en.ts` in one map (bundles carry only their screens'). */
export const en = Object.assign({}, ...Object.values(groups)) as Readonly<Record<MessageId, string>>

/** The groups of words only the server uses. */
export const serverOnly = /^(mail|emailDomainRefusal|\w+(Mail|Sms))$/

/**
 * The groups the elements show: all but the server's mail words (the group `mail`, every
 * `…Mail` group and every `…Sms` group of text-message words) and its refusal sentences
 * (`emailDomainRefusal`), which no bundle carries.
 */
export const elementEnglish = Object.assign(
  {},
  ...Object.entries(groups)
    .filter(([name]) => !serverOnly.test(name))
    .map(([, group]) => group),
) as Readonly<Partial<Record<MessageId, string>>>
