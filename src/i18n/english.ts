import { element } from './messages/en'
import type { MessageMap } from './catalogue'

/**
 * The English built into a bundle: the messages every element shows (its root's), plus those of each
 * screen and kit piece it ships, added by their modules when they load (`addEnglish`). So an entry carries
 * the English of what it shows and no other: the login box none of the users table's, nor the table kit's. Every other
 * locale falls back to it message by message. (`messages/en.ts` holds the whole catalogue, one named group
 * per feature or kit piece: each module imports only its own group, so bundles leave the others out.)
 */
export const english: MessageMap = { ...element }

/** Adds a screen's English (its group of `messages/en.ts`) to {@link english}; call it where the screen is defined. */
export function addEnglish(messages: MessageMap): void {
  Object.assign(english, messages)
}
