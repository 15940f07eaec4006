import { describe, expect, it } from 'vitest'
import {
  createLazyTranslator,
  createTranslator,
  formatPlain,
  icuLoaded,
  loadIcu,
  parseMessage,
} from '../../src/i18n/index'
import { element, login } from '../../src/i18n/messages/en'
import fr from '../../src/i18n/messages/fr'
import he from '../../src/i18n/messages/he'
import { en } from './english-catalogue'
import type { MessageMap, MessageNodes, MessageValues } from '../../src/i18n/index'

/** The names of a parsed message's arguments, at any depth. */
const argumentNames = (nodes: MessageNodes): string[] =>
  nodes.flatMap((node) =>
    typeof node === 'string' || node.type === '#'
      ? []
      : [node.name, ...('cases' in node ? Object.values(node.cases).flatMap(argumentNames) : [])],
  )

describe('the lazy translator', () => {
  // First, before anything loads the ICU chunk: what the first render of a page sees.
  it('formats plain messages at once, blanks the others until the ICU translator is here', async () => {
    const t = createLazyTranslator({
      locale: 'en',
      layers: [{ 'element.retry': '{n, plural, one {# try} other {# tries}}' }, en],
    })
    expect(icuLoaded()).toBe(false)
    expect(t('login.signIn.title')).toBe('Sign in')
    expect(t('login.error.strategyUnsupported', { strategy: 'SAML' })).toBe(
      'Signing in with SAML is not available here yet. Please contact your administrator.',
    )
    expect(t('element.missingBaseUrl', { attribute: 'base-url', tag: '<login-box>' })).toBe(
      "Foyer: set the base-url attribute on <login-box> to your Foyer server's address.",
    )
    expect(t('element.retry', { n: 2 })).toBe('')
    expect(t('login.nothing' as never)).toBe('login.nothing')
    await loadIcu()
    expect(icuLoaded()).toBe(true)
    expect(t('element.retry', { n: 2 })).toBe('2 tries')
    expect(t('login.signIn.title')).toBe('Sign in')
  })

  it('formats a plain message exactly as the ICU translator does, and leaves it every other one', () => {
    const exact = createTranslator({ locale: 'en', layers: [en] })
    let plain = 0
    for (const [id, source] of Object.entries(en) as [keyof typeof en, string][]) {
      const names = argumentNames(parseMessage(source))
      const texts: MessageValues = Object.fromEntries(names.map((name) => [name, `<${name}>`]))
      for (const values of [{}, texts]) {
        const text = formatPlain(source, values)
        if (text !== undefined) expect(text, id).toBe(exact(id, values))
      }
      if (formatPlain(source, texts) !== undefined) plain++
      // A number or a date needs the ICU formatter.
      if (names.length)
        expect(formatPlain(source, { ...texts, [names[0] ?? '']: 3 }), id).toBeUndefined()
    }
    expect(plain).toBeGreaterThan(1000)
    for (const source of ["It''s {n}", "'{n}'", "a '#' b", "Don't", "end'", "'''x", '{ n }']) {
      const t = createTranslator({ locale: 'en', layers: [{ 'element.retry': source }] })
      const text = formatPlain(source, { n: 'v' })
      if (text !== undefined) expect(text, source).toBe(t('element.retry', { n: 'v' }))
    }
    expect(formatPlain("'{n}'")).toBeUndefined()
    expect(formatPlain('Try {again')).toBeUndefined()
  })

  it('needs no ICU chunk for the first screens: the elements’ and the sign-in’s words are plain', () => {
    const ids = Object.keys({ ...element, ...login })
    for (const catalogue of [en, fr, he] as MessageMap[])
      for (const id of ids) expect(formatPlain(catalogue[id] ?? ''), id).toBeDefined()
  })
})
