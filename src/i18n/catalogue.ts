import type * as en from './messages/en'

/** The English catalogue's groups (`element`, `login`, `users`, the kit's pieces…), by export name. */
type EnglishGroups = typeof en

/** The id of a built-in message: a key of any group of the English catalogue, `<feature>.<name>`. */
export type MessageId = {
  [Group in keyof EnglishGroups]: keyof EnglishGroups[Group]
}[keyof EnglishGroups]

/** A locale's translations (ICU MessageFormat strings by id); a missing id falls back to English. */
export type Catalogue = Readonly<Partial<Record<MessageId, string>>>

/** ICU strings by id, as a catalogue or a host's overrides hold them (unknown ids are ignored). */
export interface MessageMap {
  readonly [id: string]: string | undefined
}
