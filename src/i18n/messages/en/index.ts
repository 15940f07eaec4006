import element from './element'

/**
 * The English catalogue, built into every entry: one file per feature (`<feature>.ts`, ids prefixed with the
 * feature name), spread here. Every other locale falls back to it message by message.
 */
export const en = {
  ...element,
}
