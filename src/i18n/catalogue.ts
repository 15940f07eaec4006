import type { en } from './messages/en/index'

/** The id of a built-in message: a key of the English catalogue, `<feature>.<name>`. */
export type MessageId = keyof typeof en

/** A locale's translations (ICU MessageFormat strings by id); a missing id falls back to English. */
export type Catalogue = Readonly<Partial<Record<MessageId, string>>>

/** ICU strings by id, as a catalogue or a host's overrides hold them (unknown ids are ignored). */
export interface MessageMap {
  readonly [id: string]: string | undefined
}
