import { canonicalLocale, languageOf } from './locales'
import type { MessageMap } from './catalogue'

/**
 * A host's replacements for built-in messages, as the `messages` property of an element and the `messages`
 * option of `defineElements()` take them. Each key is either
 * - a message id (`'login.title'`) whose ICU string replaces that message in whatever locale is active, or
 * - a locale tag (`'fr'`, `'fr-CA'`, `'ja'`) holding an object of id → ICU string used only in that locale
 *   (a language tag also matches its regional variants).
 *
 * `{ 'login.title': 'Welcome back', fr: { 'login.title': 'Bon retour' } }` shows "Bon retour" with
 * `locale="fr"` and "Welcome back" in every other locale. Per-locale entries beat the flat ones, and a
 * locale with no built-in catalogue (`ja`) can be supplied whole this way.
 */
export interface MessageOverrides {
  readonly [idOrLocale: string]: string | MessageMap | undefined
}

/** The override entries for `locale`, most specific first: the exact tag, its language, then the flat ids. */
export function overrideLayers(
  overrides: MessageOverrides | null | undefined,
  locale: string | undefined,
): MessageMap[] {
  if (!overrides || typeof overrides !== 'object') return []
  const flat: Record<string, string> = {}
  const byLocale = new Map<string, MessageMap>()
  for (const [key, value] of Object.entries(overrides)) {
    if (typeof value === 'string') flat[key] = value
    else if (value && typeof value === 'object') {
      const tag = canonicalLocale(key)
      if (tag) byLocale.set(tag.toLowerCase(), value)
    }
  }
  const layers: MessageMap[] = []
  if (locale) {
    const exact = byLocale.get(locale.toLowerCase())
    const language = byLocale.get(languageOf(locale).toLowerCase())
    if (exact) layers.push(exact)
    if (language && language !== exact) layers.push(language)
  }
  layers.push(flat)
  return layers
}

/** Whether `overrides` hold messages for `locale` itself (or its language), not only flat ones. */
export function overridesLocale(
  overrides: MessageOverrides | null | undefined,
  locale: string,
): boolean {
  return overrideLayers(overrides, locale).length > 1
}
