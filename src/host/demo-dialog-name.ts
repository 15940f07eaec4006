import { resolveI18n } from '../i18n/index'
import { gaps30 } from '../i18n/messages/en'
import { partLoaders } from '../i18n/part-loaders'
import type { CatalogueLoader } from '../i18n/locale-loaders'

const NAME = 'demoHostedLogin.dialog'

/**
 * The accessible name, language and direction of demo hosted login's dialog, in the language the
 * `<login-box>` inside it shows: `locale`'s, else the browser's (a box without a `locale`
 * attribute). French and Hebrew are the `demoHostedLogin` part's words, loaded here; a part that
 * fails to load leaves English.
 */
export async function demoDialogName(
  locale?: string,
): Promise<{ name: string; lang: string; dir: 'ltr' | 'rtl' }> {
  const { language, lang, dir } = resolveI18n({ locale, overrides: [] })
  const loaders: Readonly<Record<string, CatalogueLoader>> = partLoaders.demoHostedLogin
  const load = Object.hasOwn(loaders, language) ? loaders[language] : undefined
  const words = load ? (await load().catch(() => undefined))?.default : undefined
  const name = words?.[NAME]
  return typeof name === 'string'
    ? { name, lang, dir }
    : { name: gaps30[NAME], lang: 'en', dir: 'ltr' }
}
