/** A lone (unpaired) UTF-16 surrogate: not a character, and no UTF-8 text can carry it. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * What makes `text` unstorable, or undefined when it is fine. PostgreSQL refuses NUL in text and
 * jsonb (a 500 when it reaches the database), and a lone surrogate cannot be encoded as UTF-8.
 */
export const textProblem = (text: string): string | undefined => {
  if (text.includes('\u0000')) return 'must not contain NUL characters'
  if (loneSurrogate.test(text)) return 'must not contain lone surrogates'
  return undefined
}
