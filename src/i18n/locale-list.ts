/**
 * The built-in languages besides English. Adding one: a `messages/<lang>.ts` file (a copy of `fr.ts`,
 * translated), its tag here, and its line in `locale-loaders.ts` (the type asks for it).
 */
export const builtInLanguages = ['fr', 'he'] as const

/** A built-in language besides English. */
export type BuiltInLanguage = (typeof builtInLanguages)[number]
