import { commonAttributes } from '../../src/elements/common-attributes'
import { foyerTags } from '../../src/elements/registry'
import { defineElements, defineLoginBox } from '../../src/index'
import { assert, equal, includes, waitFor } from '../browser-setup/assert'
import { expectAccessible } from '../browser-setup/axe'
import { recordEvents } from '../browser-setup/events'
import { fixture, uniqueBaseUrl } from '../browser-setup/fixture'
import { describe, it } from '../browser-setup/mocha'
import { findInput, inBox, shadowOf } from '../browser-setup/shadow'
import type { FoyerElement } from '../../src/index'

defineElements()

const themeOf = (host: Element) =>
  shadowOf(host).querySelector('[part="root"]')?.getAttribute('data-theme')

const waitForTheme = (host: Element, theme: string) =>
  waitFor(() => themeOf(host) === theme, `the ${theme} theme`)

describe('Foyer elements', () => {
  it('can be defined twice, alone or all at once, without complaint', () => {
    defineElements()
    defineLoginBox()
    for (const { tag } of foyerTags) assert(customElements.get(tag), `${tag} is defined`)
  })

  it('observes exactly the attributes the registry declares for each tag', () => {
    for (const spec of foyerTags) {
      const names = Object.values({ ...commonAttributes, ...spec.attributes }).map(
        (def) => def.name,
      )
      const element = customElements.get(spec.tag) as { observedAttributes?: string[] } | undefined
      equal(JSON.stringify(element?.observedAttributes), JSON.stringify(names), spec.tag)
    }
  })

  it('takes a prefix for the tag names', async () => {
    defineElements({ prefix: 'acme' })
    for (const { tag } of foyerTags) assert(customElements.get(`acme-${tag}`), `acme-${tag}`)
    const host = fixture(`<acme-login-box base-url="${uniqueBaseUrl()}" demo></acme-login-box>`)
    await findInput(host, 'Email')

    let error: unknown
    try {
      defineElements({ prefix: 'Not Valid' })
    } catch (thrown) {
      error = thrown
    }
    assert(error instanceof TypeError, 'an invalid prefix is refused')
  })

  it('mirrors attributes as properties, and removing an attribute restores the default', async () => {
    const host = fixture<FoyerElement<'login-box'>>(
      `<login-box base-url="${uniqueBaseUrl()}" demo theme="dark" api-prefix="auth"></login-box>`,
    )
    equal(host.theme, 'dark')
    equal(host.apiPrefix, 'auth')
    equal(host.demo, true)
    await waitForTheme(host, 'dark')

    host.removeAttribute('theme')
    host.removeAttribute('api-prefix')
    equal(host.theme, 'light')
    equal(host.apiPrefix, 'api')
    await waitForTheme(host, 'light')

    host.theme = 'auto'
    equal(host.getAttribute('theme'), 'auto', 'properties reflect to attributes')
    await waitForTheme(host, 'auto')
    host.setAttribute('credentials', 'anything')
    equal(host.credentials, 'same-origin', 'unknown values fall back to the default')
    host.demo = false
    equal(host.hasAttribute('demo'), false)
  })

  it('keeps properties set before the tag was defined', async () => {
    const early = document.createElement('early-login-box') as FoyerElement<'login-box'>
    early.baseUrl = uniqueBaseUrl()
    early.demo = true
    early.theme = 'dark'
    const host = fixture('<div></div>')
    host.append(early)
    defineElements({ prefix: 'early' })
    await findInput(early, 'Email')
    equal(early.getAttribute('theme'), 'dark')
    equal(early.hasAttribute('demo'), true)
  })

  it('puts its nonce on every style tag it writes', async () => {
    const host = fixture(`<login-box base-url="${uniqueBaseUrl()}" demo nonce="n0nce"></login-box>`)
    await findInput(host, 'Email')
    const styles = Array.from(shadowOf(host).querySelectorAll('style'))
    assert(styles.length > 0, 'styles in the shadow root')
    equal(
      styles.every((style) => style.nonce === 'n0nce'),
      true,
      'each style carries the nonce',
    )
  })

  it('shows an alert and emits foyer-error once without a base-url, and recovers when given one', async () => {
    const received = recordEvents(['foyer-error'])
    const host = fixture<FoyerElement<'login-box'>>('<login-box demo></login-box>')
    const alert = await waitFor(() => shadowOf(host).querySelector('[role="alert"]'), 'the alert')
    includes(
      alert.textContent,
      "Foyer: set the base-url attribute on <login-box> to your Foyer server's address.",
    )
    equal(inBox(host, 'input').length, 0, 'nothing else is shown')
    await expectAccessible(host)
    host.setAttribute('theme', 'dark')
    await waitForTheme(host, 'dark')
    equal(received.events.length, 1, 'one foyer-error')
    assert(received.events[0]?.target === host, 'the element is the target')
    assert(received.events[0]?.composed, 'the event leaves the shadow root')

    host.baseUrl = uniqueBaseUrl()
    await findInput(host, 'Email')
    equal(received.events.length, 1, 'still one foyer-error')
    received.stop()
  })
})
