import { defineElements } from '../../src/index'
import { assert, equal, includes, waitFor } from '../browser-setup/assert'
import { expectAccessible } from '../browser-setup/axe'
import { recordEvents } from '../browser-setup/events'
import { fixture, uniqueBaseUrl } from '../browser-setup/fixture'
import { describe, it } from '../browser-setup/mocha'
import { findInput, inBox, shadowOf, typeInto } from '../browser-setup/shadow'
import type { LoginBoxElement } from '../../src/index'

defineElements()

const rootOf = (host: Element) => shadowOf(host).querySelector<HTMLElement>('[part="root"]')

const alertText = async (host: Element, expected: string | RegExp) => {
  const alert = await waitFor(
    () => {
      const text = shadowOf(host).querySelector('[role="alert"]')?.textContent ?? ''
      return (typeof expected === 'string' ? text.includes(expected) : expected.test(text)) && text
    },
    `the alert saying ${String(expected)}`,
  )
  return alert
}

describe('translated elements', () => {
  // First in the file: French is not loaded yet on this page, so the change waits for its chunk.
  it('keeps the screen and what was typed while a new language loads', async () => {
    const host = fixture<LoginBoxElement>(
      `<login-box base-url="${uniqueBaseUrl()}" demo></login-box>`,
    )
    const input = await findInput(host, 'Email')
    typeInto(input, 'ada@example.test')
    host.locale = 'fr'
    await waitFor(() => rootOf(host)?.getAttribute('lang') === 'fr', 'French')
    equal(input.isConnected, true, 'the same input, not a new one')
    equal(input.value, 'ada@example.test')
  })

  it('renders Hebrew right to left with locale="he", and stays accessible', async () => {
    const host = fixture('<login-box locale="he"></login-box>')
    const text = await alertText(host, 'יש להגדיר')
    includes(text, 'base-url')
    includes(text, '<login-box>')
    const root = rootOf(host)
    equal(root?.getAttribute('dir'), 'rtl', 'the root is right to left')
    equal(root?.getAttribute('lang'), 'he', 'the root says its language')
    equal(getComputedStyle(root as HTMLElement).direction, 'rtl', 'the layout follows')
    equal(shadowOf(host).querySelectorAll('code').length, 2, 'the names stay code')
    await expectAccessible(host)
  })

  it('lays out a working Hebrew login box right to left without accessibility violations', async () => {
    const host = fixture(
      `<login-box base-url="${uniqueBaseUrl()}" demo locale="he-IL"></login-box>`,
    )
    await waitFor(() => inBox(host, 'input')[0], 'the form')
    equal(rootOf(host)?.getAttribute('dir'), 'rtl')
    await expectAccessible(host)
  })

  it('renders French left to right with locale="fr", and follows a locale change', async () => {
    const host = fixture<LoginBoxElement>('<login-box locale="fr-CA"></login-box>')
    await alertText(host, 'Foyer\u00a0: définissez l’attribut base-url de <login-box>')
    equal(rootOf(host)?.getAttribute('dir'), 'ltr')
    equal(rootOf(host)?.getAttribute('lang'), 'fr')

    host.locale = 'he'
    await alertText(host, 'יש להגדיר')
    equal(rootOf(host)?.getAttribute('dir'), 'rtl')
    host.removeAttribute('locale')
    await alertText(
      host,
      "Foyer: set the base-url attribute on <login-box> to your Foyer server's address.",
    )
    equal(rootOf(host)?.getAttribute('dir'), 'ltr', 'the browser language (English) by default')
  })

  it('lets the messages property replace a string, per locale or flat, live', async () => {
    const host = fixture<LoginBoxElement>('<login-box locale="fr"></login-box>')
    await alertText(host, 'définissez')
    host.messages = {
      'element.missingBaseUrl': 'Set {attribute} on {tag}, please.',
      fr: { 'element.missingBaseUrl': 'Réglez {attribute} sur {tag}, svp.' },
    }
    await alertText(host, 'Réglez base-url sur <login-box>, svp.')
    host.locale = 'en'
    await alertText(host, 'Set base-url on <login-box>, please.')
    host.messages = undefined
    await alertText(host, 'Foyer: set the base-url attribute')
  })

  it('supplies a language with no built-in catalogue through messages, with its direction', async () => {
    const host = fixture<LoginBoxElement>('<login-box locale="ar"></login-box>')
    await alertText(host, 'Foyer: set the base-url attribute')
    equal(rootOf(host)?.getAttribute('dir'), 'ltr', 'English text stays left to right')
    host.messages = { ar: { 'element.missingBaseUrl': 'اضبط {attribute} على {tag}.' } }
    await alertText(host, 'اضبط base-url على <login-box>.')
    equal(rootOf(host)?.getAttribute('dir'), 'rtl')
    equal(rootOf(host)?.getAttribute('lang'), 'ar')
  })

  it('takes defaults from defineElements({ messages }), which the element property beats', async () => {
    defineElements({
      prefix: 'worded',
      messages: { 'element.missingBaseUrl': 'Defaults: {attribute} on {tag}.' },
    })
    const plain = fixture('<div><worded-login-box></worded-login-box><login-box></login-box></div>')
    const [worded, other] = Array.from(plain.children) as LoginBoxElement[]
    assert(worded && other, 'two elements')
    await alertText(worded, 'Defaults: base-url on <worded-login-box>.')
    await alertText(other, 'Foyer: set the base-url attribute')
    worded.messages = { 'element.missingBaseUrl': 'Mine: {tag}.' }
    await alertText(worded, 'Mine: <worded-login-box>.')
  })

  it('keeps messages set before the tag was defined', async () => {
    const early = document.createElement('wordy-login-box') as LoginBoxElement
    early.messages = { 'element.missingBaseUrl': 'Early {tag}.' }
    fixture('<div></div>').append(early)
    defineElements({ prefix: 'wordy' })
    await alertText(early, 'Early <wordy-login-box>.')
  })

  it('shows the built-in text for a malformed override and reports it once as foyer-error', async () => {
    const received = recordEvents(['foyer-error'])
    const host = fixture<LoginBoxElement>(
      `<login-box base-url="${uniqueBaseUrl()}" demo></login-box>`,
    )
    await findInput(host, 'Email')
    const before = received.events.length
    host.removeAttribute('base-url')
    host.messages = { 'element.missingBaseUrl': 'Broken {tag' }
    await alertText(host, 'Foyer: set the base-url attribute')
    const reports = await waitFor(() => {
      const found = received.events
        .slice(before)
        .filter((event) => JSON.stringify(event.detail).includes('element.missingBaseUrl'))
      return found.length > 0 && found
    }, 'the report')
    equal(reports.length, 1)
    received.stop()
  })
})
