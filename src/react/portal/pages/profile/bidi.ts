/**
 * A phone number or address inside a sentence, kept left to right in right-to-left text (else the
 * leading `+` of a number shows at its end).
 */
export const leftToRight = (text: string): string => `\u2066${text}\u2069`
