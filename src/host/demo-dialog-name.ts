import { gaps30 } from '../i18n/messages/en'
import { partLoaders } from '../i18n/part-loaders'
import type { CatalogueLoader } from '../i18n/locale-loaders'

const NAME = 'demoHostedLogin.dialog'

/** The language of a BCP 47 tag (`fr-CA` → `fr`), or undefined when it is not one. */
const languageOf = (tag: string) => {
  try {
    return new Intl.Locale(tag).language
  } catch {
    return undefined
  }
}

/**
 * The accessible name and language of demo hosted login's dialog, in the language the
 * `<login-box>` inside it shows: the first of `locale`, else the browser's languages, that has
 * words (a box without a `locale` attribute). French and Hebrew are the `demoHostedLogin` part's
 * words, loaded here; a part that fails to load leaves English.
 */
export async function demoDialogName(locale?: string): Promise<{ name: string; lang: string }> {
  const loaders: Readonly<Record<string, CatalogueLoader>> = partLoaders.demoHostedLogin
  const requested = locale ? [locale] : [...(globalThis.navigator?.languages ?? [])]
  const language = requested.map(languageOf).find((tag) => tag && Object.hasOwn(loaders, tag))
  const load = language ? loaders[language] : undefined
  const words = load ? (await load().catch(() => undefined))?.default : undefined
  const name = words?.[NAME]
  return typeof name === 'string' && language
    ? { name, lang: language }
    : { name: gaps30[NAME], lang: 'en' }
}
