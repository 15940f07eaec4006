import element from './messages/en/element'
import ui from './messages/en/ui'
import type { MessageMap } from './catalogue'

/**
 * The English built into a bundle: the messages every element shows (its root's and the UI kit's), plus
 * each screen's own, added by the screen's module when it loads (`addEnglish`). So an entry carries the
 * English of the screens it ships and no other: the login box none of the users table's. Every other
 * locale falls back to it message by message. (`messages/en/index.ts` keeps the whole catalogue, for the
 * `MessageId` type and the catalogue tests.)
 */
export const english: MessageMap = { ...element, ...ui }

/** Adds a screen's English (`messages/en/<feature>.ts`) to {@link english}; call it where the screen is defined. */
export function addEnglish(messages: MessageMap): void {
  Object.assign(english, messages)
}
