import { describe, expect, it } from 'vitest'
import {
  createTranslator,
  loadCatalogue,
  matchLocale,
  overrideLayers,
  resolveI18n,
  textDirection,
} from '../../src/i18n/index'
import fr from '../../src/i18n/messages/fr'
import { en } from './english-catalogue'
import type { MessageMap, MessageOverrides } from '../../src/i18n/index'

const translate = (
  locale: string | undefined,
  overrides: MessageOverrides[],
  catalogue: MessageMap,
) =>
  createTranslator({
    locale,
    layers: resolveI18n({ locale, overrides }).layers(catalogue, en),
  })

describe('the translator', () => {
  it('uses the locale catalogue and falls back to English for an id it lacks', () => {
    const partial = { 'element.retry': 'Réessayer' }
    const t = translate('fr', [], partial)
    expect(t('element.retry')).toBe('Réessayer')
    expect(t('element.renderFailed')).toBe('Something went wrong.')
  })

  it('shows an id that no layer holds as the id itself', () => {
    const t = createTranslator({ locale: 'en', layers: [{}] })
    expect(t('element.retry')).toBe('element.retry')
  })

  it('lets overrides win: per-locale over flat, the element over defineElements', () => {
    const element: MessageOverrides = {
      'element.retry': 'Again',
      fr: { 'element.retry': 'Encore' },
    }
    const defaults: MessageOverrides = {
      'element.retry': 'Try again',
      'element.renderFailed': 'Oops.',
      'fr-CA': { 'element.renderFailed': 'Oups (CA).' },
    }
    const french = translate('fr-CA', [element, defaults], fr)
    expect(french('element.retry')).toBe('Encore')
    expect(french('element.renderFailed')).toBe('Oups (CA).')
    const english = translate('en', [element, defaults], en)
    expect(english('element.retry')).toBe('Again')
    expect(english('element.renderFailed')).toBe('Oops.')
  })

  it('formats overrides as ICU with the element locale', () => {
    const t = translate(
      'fr',
      [{ 'element.retry': '{n, plural, one {# essai} other {# essais}}' }],
      fr,
    )
    expect(t('element.retry', { n: 1234 })).toBe('1\u202f234 essais')
  })

  it('skips a malformed override, reporting it, and shows the next message', () => {
    const errors: string[] = []
    const t = createTranslator({
      locale: 'en',
      layers: resolveI18n({ locale: 'en', overrides: [{ 'element.retry': 'Try {again' }] }).layers(
        en,
        en,
      ),
      onError: (error, id) => errors.push(`${id}: ${error.message}`),
    })
    expect(t('element.retry')).toBe('Retry')
    expect(errors).toEqual(['element.retry: expected "," at offset 10 in message "Try {again"'])
  })
})

describe('locale resolution', () => {
  it('matches a requested tag to a built-in language by its language subtag, else English', () => {
    expect(matchLocale(['fr-CA'])).toBe('fr')
    expect(matchLocale(['iw'])).toBe('he')
    expect(matchLocale(['ja', 'he-IL'])).toBe('he')
    expect(matchLocale(['ja'])).toBe('en')
    expect(matchLocale(['not a tag!'])).toBe('en')
  })

  it('derives the direction from the script', () => {
    expect(textDirection('he')).toBe('rtl')
    expect(textDirection('ar-EG')).toBe('rtl')
    expect(textDirection('fa')).toBe('rtl')
    expect(textDirection('fr')).toBe('ltr')
    expect(textDirection('az-Arab')).toBe('rtl')
  })

  it('keeps the attribute locale for formats, the catalogue language for lang and dir', () => {
    expect(resolveI18n({ locale: 'he-IL', overrides: [] })).toMatchObject({
      formatLocale: 'he-IL',
      language: 'he',
      lang: 'he',
      dir: 'rtl',
    })
    expect(resolveI18n({ locale: 'ar', overrides: [] })).toMatchObject({
      formatLocale: 'ar',
      language: 'en',
      lang: 'en',
      dir: 'ltr',
    })
    const arabic = { ar: { 'element.retry': 'أعد المحاولة' } }
    expect(resolveI18n({ locale: 'ar', overrides: [arabic] })).toMatchObject({
      lang: 'ar',
      dir: 'rtl',
    })
  })

  it('splits overrides into the exact locale, its language and the flat ids', () => {
    const layers = overrideLayers(
      { 'a.b': 'flat', fr: { 'a.b': 'fr' }, 'fr-CA': { 'a.b': 'ca' }, de: { 'a.b': 'de' } },
      'fr-CA',
    )
    expect(layers.map((layer) => layer['a.b'])).toEqual(['ca', 'fr', 'flat'])
    expect(overrideLayers(undefined, 'fr')).toEqual([])
  })

  it('loads a built-in catalogue once and rejects an unknown language', async () => {
    const first = loadCatalogue('he')
    expect(loadCatalogue('he')).toBe(first)
    expect((await first)['element.retry']).toBe('לנסות שוב')
    await expect(loadCatalogue('xx')).rejects.toThrow(/no built-in messages for "xx"/)
  })
})
