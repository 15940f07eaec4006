import { sendKeys } from '@web/test-runner-commands'
import { Provider } from 'jotai'
import { createStore } from 'jotai/vanilla'
import { useState } from 'react'
import { configAtom } from '../../../src/atoms/index'
import { createDemoFetch } from '../../../src/demo/index'
import { addEnglish } from '../../../src/i18n/index'
import { login } from '../../../src/i18n/messages/en'
import { NewPasswordField } from '../../../src/react/login/new-password-field'
import { assert, equal, includes, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { describe, it } from '../../browser-setup/mocha'
import { focused, render } from '../ui/render'
import type { Theme } from '../../../src/react/index'

const baseUrl = 'https://demo.foyer.test'
// The field lives in the login box, whose screen brings the words of its show/hide toggle.
addEnglish(login)

/** A demo transport whose vendor set `passwordComplexity` (through the vendor API, as a vendor would). */
async function stricterDemo() {
  const fetch = createDemoFetch({ delayMs: 0 }).forApi({ baseUrl, apiPrefix: 'api' })
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    })
  const vendor = await post('/auth/vendor', { clientId: 'vendor', secret: 'secret' })
  const { token } = (await vendor.json()) as { token: string }
  const saved = await post(
    '/identity/resources/configurations/v1',
    {
      passwordComplexity: {
        allowPassphrases: true,
        minLength: 8,
        maxLength: 64,
        minPhraseLength: 20,
        minOptionalTestsToPass: 2,
        requiredTests: { checkThreeRepeatedChars: true },
        optionalTests: { requireSpecialChars: false },
      },
    },
    token,
  )
  equal(saved.status, 200, 'the demo vendor saved the complexity')
  return fetch
}

/** A store on the demo transport, whose password rules are the spec's demo rules (6 to 128). */
function demoStore(transport?: typeof globalThis.fetch) {
  const store = createStore()
  const fetch = transport ?? createDemoFetch({ delayMs: 0 }).forApi({ baseUrl, apiPrefix: 'api' })
  store.set(configAtom, {
    baseUrl,
    apiPrefix: 'api',
    credentials: 'same-origin',
    demo: true,
    fetch,
  })
  return store
}

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState('')
  return (
    <NewPasswordField
      label="New password"
      value={value}
      onChange={setValue}
      error={error ?? null}
    />
  )
}

const mount = (
  theme: Theme = 'light',
  error?: string,
  transport?: typeof globalThis.fetch,
  dir?: 'rtl',
) =>
  render(
    <Provider store={demoStore(transport)}>
      <Harness error={error} />
    </Provider>,
    theme,
    dir,
  )

/** Each rule's text as a screen reader gets it (the tick or bullet is hidden from it). */
const rules = (shadow: ShadowRoot) =>
  [...shadow.querySelectorAll('[part="password-rules"] li')].map((item) =>
    [...item.childNodes]
      .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
      .map((node) => node.textContent)
      .join(''),
  )
const status = (shadow: ShadowRoot) => shadow.querySelector('[role="status"]')?.textContent ?? ''

describe('NewPasswordField', () => {
  it('shows the policy from passwords/config and ticks each rule as the user types', async () => {
    const { shadow } = mount()
    await waitFor(() => rules(shadow).length > 0, 'the rules appear')
    equal(rules(shadow)[0], 'Not yet:At least 6 characters')
    const input = shadow.querySelector('input')
    assert(input, 'the password input')
    // The input names the rules as its description, so a screen reader reads them with it.
    const describedBy = input.getAttribute('aria-describedby') ?? ''
    assert(shadow.getElementById(describedBy), 'aria-describedby points at the rules')
    equal(status(shadow), '', 'nothing is announced before typing')
    input.focus()
    await sendKeys({ type: 'abc' })
    await waitFor(() => status(shadow) !== '', 'a polite summary')
    equal(status(shadow), 'One password rule is not met yet.')
    await sendKeys({ type: 'def' })
    await waitFor(() => rules(shadow)[0] === 'Done:At least 6 characters', 'the rule is ticked')
    equal(status(shadow), 'Your password meets every rule.')
    equal(shadow.querySelector('[role="status"]')?.getAttribute('aria-live'), 'polite')
  })

  it('lists the optional tests, the repeat rule and the passphrase way out of a stricter policy', async () => {
    const { shadow } = mount('light', undefined, await stricterDemo())
    await waitFor(() => rules(shadow).length > 0, 'the rules appear')
    equal(rules(shadow).length, 6, 'length, repeats, the group and its three tests')
    includes(shadow.textContent, 'Or a passphrase of 20 characters or more')
    shadow.querySelector('input')?.focus()
    await sendKeys({ type: 'aaab' })
    await waitFor(() => status(shadow) === '3 password rules are not met yet.', 'three unmet')
    equal(rules(shadow)[1], 'Not yet:No character three times in a row')
    await sendKeys({ press: 'Backspace' })
    await sendKeys({ press: 'Backspace' })
    await sendKeys({ type: 'Bc4d5e' })
    await waitFor(() => status(shadow) === 'Your password meets every rule.', 'all met')
    equal(rules(shadow)[2]?.startsWith('Done:At least 2 of these:'), true)
  })

  it('keeps the server message under the field beside the rules', async () => {
    const { shadow } = mount('light', 'Password is too common and easy to guess; choose another')
    await waitFor(() => rules(shadow).length > 0, 'the rules appear')
    includes(shadow.querySelector('[role="alert"]')?.textContent, /too common/)
    const input = shadow.querySelector('input')
    const ids = (input?.getAttribute('aria-describedby') ?? '').split(' ')
    equal(ids.length, 2, 'described by the rules and the error')
  })

  it('works from the keyboard (show, hide) and passes axe in light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { host, shadow } = mount(theme)
      await waitFor(() => rules(shadow).length > 0, 'the rules appear')
      shadow.querySelector('input')?.focus()
      await sendKeys({ type: 'otter1' })
      await sendKeys({ press: 'Tab' })
      const toggle = focused(shadow)
      equal(toggle?.getAttribute('aria-pressed'), 'false')
      await sendKeys({ press: 'Enter' })
      equal(shadow.querySelector('input')?.getAttribute('type'), 'text')
      await expectAccessible(host)
    }
  })

  it('fits a 375 px phone right to left, the rules starting at the right edge', async () => {
    const { host, shadow } = mount('light', undefined, await stricterDemo(), 'rtl')
    host.style.inlineSize = '375px'
    await waitFor(() => rules(shadow).length > 0, 'the rules appear')
    const box = shadow.querySelector('[part="password-rules"]')
    assert(box instanceof HTMLElement, 'the rules')
    assert(box.scrollWidth <= box.clientWidth, 'no horizontal overflow')
    const nested = shadow.querySelector('[part="password-rules"] ul ul')
    assert(nested instanceof HTMLElement, 'the optional tests')
    equal(getComputedStyle(nested).paddingRight, '22px', 'indented from the right in RTL')
    await expectAccessible(host)
  })
})
