import { sendKeys, setViewport } from '@web/test-runner-commands'
import DomainRestrictionsTab from '../../../../../../src/react/portal/pages/security/domains/domain-restrictions-tab'
import { assert, equal, includes, waitFor } from '../../../../../browser-setup/assert'
import { expectAccessible } from '../../../../../browser-setup/axe'
import { rememberDemoSignIn } from '../../../../../browser-setup/demo'
import { describe, it } from '../../../../../browser-setup/mocha'
import {
  alerts,
  buttons,
  findButton,
  findInput,
  shadowOf,
} from '../../../../../browser-setup/shadow'
import { definePageHost, mountPage } from '../../../page-host'

const tag = definePageHost('domains', 'security', DomainRestrictionsTab)

async function signedIn(email: string, attributes = '') {
  rememberDemoSignIn(email)
  const host = mountPage(tag, attributes)
  await waitFor(() => shadowOf(host).querySelector('[part~="security-domains-list"]'), 'the tab')
  return host
}

const switchNamed = (host: Element, name: string) =>
  waitFor(
    () =>
      Array.from(shadowOf(host).querySelectorAll('label'))
        .find((label) => label.textContent?.trim() === name)
        ?.querySelector('input'),
    `the ${name} switch`,
  )
const radio = (host: Element, value: string) =>
  waitFor(
    () => shadowOf(host).querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`),
    `the ${value} mode`,
  )
const listed = (host: Element) =>
  Array.from(shadowOf(host).querySelectorAll('li span')).map((span) => span.textContent)
const dialog = (host: Element) => shadowOf(host).querySelector('dialog[open]')

describe('the email-domain restrictions tab', () => {
  it('starts off, as a block-list with no entries, accessibly', async () => {
    const host = await signedIn('ada@acme.test')
    const active = await switchNamed(host, 'Restrict email domains')
    equal(active.checked, false, 'off')
    equal((await radio(host, 'BLOCK')).checked, true, 'block-list')
    includes(shadowOf(host).textContent, 'No blocked domain yet.')
    includes(shadowOf(host).textContent, 'Off: any address may join.')
    await expectAccessible(host)
  })

  it('adds by keyboard, checks the domain inline, and removes after a confirmation', async () => {
    const host = await signedIn('ada@acme.test')
    const input = await findInput(host, 'Domain')
    input.focus()
    await sendKeys({ type: 'not a domain' })
    await sendKeys({ press: 'Enter' })
    await waitFor(
      () => alerts(host).includes('Enter a domain name such as example.com.'),
      'inline error',
    )
    equal(input.getAttribute('aria-invalid'), 'true')
    await expectAccessible(host)
    input.select()
    await sendKeys({ type: 'Blocked.Example' })
    await sendKeys({ press: 'Enter' })
    await waitFor(() => listed(host).includes('blocked.example'), 'the new entry')
    equal(input.value, '', 'the field is emptied for the next one')
    await waitFor(() => shadowOf(host).activeElement === input, 'focus back in the field')
    includes(shadowOf(host).querySelector('[role="status"]')?.textContent, 'blocked.example added.')
    await sendKeys({ type: 'blocked.example' })
    await sendKeys({ press: 'Enter' })
    await waitFor(() => alerts(host).includes('blocked.example is already on a list.'), 'duplicate')

    const active = await switchNamed(host, 'Restrict email domains')
    active.focus()
    await sendKeys({ press: 'Space' })
    await waitFor(() => active.checked, 'turned on')
    includes(shadowOf(host).textContent, 'On: new members are checked against the list below.')

    ;(await findButton(host, 'Remove blocked.example')).click()
    await waitFor(() => dialog(host), 'the confirmation')
    includes(dialog(host)?.textContent, 'Addresses at blocked.example will be able to join again.')
    await expectAccessible(host)
    ;(
      await waitFor(
        () =>
          Array.from(dialog(host)?.querySelectorAll('button') ?? []).find(
            (button) => button.textContent === 'Remove domain',
          ),
        'the confirm button',
      )
    ).click()
    await waitFor(() => !dialog(host) && listed(host).length === 0, 'removed')
  })

  it('refuses an empty allow-list with the reason, then turns one on with a domain', async () => {
    const host = await signedIn('ada@acme.test')
    ;(await radio(host, 'ALLOW')).click()
    await waitFor(() => shadowOf(host).textContent?.includes('No allowed domain yet'), 'allow mode')
    const active = await switchNamed(host, 'Restrict email domains')
    active.click()
    await waitFor(
      () =>
        alerts(host).includes('Add at least one allowed domain before turning the allow-list on'),
      'the refusal',
    )
    equal(active.checked, false, 'still off')
    equal(buttons(host, 'Block public email domains').length, 0)
    const input = await findInput(host, 'Domain')
    input.focus()
    await sendKeys({ type: 'corp.example' })
    await sendKeys({ press: 'Enter' })
    await waitFor(() => listed(host).includes('corp.example'), 'the allowed domain')
    active.click()
    await waitFor(() => active.checked, 'on')
  })

  it('shows a read-only member the settings with the reason and no control', async () => {
    const host = await signedIn('readonly@acme.test')
    includes(
      shadowOf(host).textContent,
      'changing them needs the permission to edit the security policy',
    )
    equal((await switchNamed(host, 'Restrict email domains')).disabled, true)
    assert(!shadowOf(host).querySelector('input[name="domain"]'), 'no add field')
    equal(buttons(host, /^Remove /).length, 0)
    await expectAccessible(host)
  })

  it('fits a 375 px phone, right to left and dark', async () => {
    await setViewport({ width: 375, height: 800 })
    try {
      const host = await signedIn('ada@acme.test', 'locale="he" theme="dark"')
      includes(shadowOf(host).textContent, 'הגבלות דומיינים של דוא״ל')
      const card = shadowOf(host).querySelector('[part~="security-domains"]')
      assert(card?.closest('[dir="rtl"]'), 'right-to-left')
      assert(
        (card as HTMLElement).scrollWidth <= (card as HTMLElement).clientWidth + 1,
        'no sideways scrolling',
      )
      await expectAccessible(host)
    } finally {
      await setViewport({ width: 1280, height: 800 })
    }
  })
})
