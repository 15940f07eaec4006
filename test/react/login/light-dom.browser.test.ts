import { sendKeys } from '@web/test-runner-commands'
import { defineElements } from '../../../src/index'
import { assert, equal, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { fixture, uniqueBaseUrl } from '../../browser-setup/fixture'
import { describe, it } from '../../browser-setup/mocha'
import { findButton, findInput, focusIn, inBox, shadowOf } from '../../browser-setup/shadow'

defineElements()

/**
 * The sign-in's fields in the element's light DOM (`react/login/light-dom.tsx`): what a password
 * manager's content script sees in the page's document, and what it does to fill them.
 */
const box = (attributes = '') =>
  fixture(`<login-box base-url="${uniqueBaseUrl()}" demo ${attributes}></login-box>`)

/** A field's form, described as a content script reads it: each control's name, type and autocomplete. */
const formOf = (input: HTMLInputElement) => {
  const form = input.form
  assert(form && Array.from(document.forms).includes(form), 'a form of document.forms')
  return Array.from(form.elements)
    .filter((element) => element instanceof HTMLInputElement)
    .map((field) => `${field.name} ${field.type} ${field.autocomplete}`)
}

/** Fills a field as many managers' content scripts do: `.value`, then `input` and `change`. */
const fillLikeAManager = (input: HTMLInputElement, value: string) => {
  input.value = value
  input.dispatchEvent(new Event('input', { bubbles: true }))
  input.dispatchEvent(new Event('change', { bubbles: true }))
}

describe('<login-box> fields for password managers', () => {
  it('the identifier is a field of a light-DOM form, slotted into the box, labelled, styled, axe-clean', async () => {
    const host = box()
    const email = await findInput(host, 'Email')
    assert(email.getRootNode() === document, 'in the page’s document')
    equal(formOf(email), ['email email username webauthn'])
    const slot = email.closest('[data-foyer-slot]')?.assignedSlot
    assert(slot?.getRootNode() === shadowOf(host), 'shown through a slot of the box')
    equal(email.labels?.[0]?.textContent, 'Email', 'its label names it')
    equal(getComputedStyle(email).minHeight, '42px', 'the box’s field style')
    email.labels?.[0]?.click()
    assert(document.activeElement === email, 'the label focuses it')
    await expectAccessible(host)
  })

  it('signs in with values a manager set: events React does not see, then no event at all', async () => {
    const host = box()
    fillLikeAManager(await findInput(host, 'Email'), 'ada@example.com')
    ;(await findButton(host, 'Continue')).click()
    const password = await findInput(host, 'Password')
    equal(formOf(password), ['email email username', 'password password current-password'])
    equal(
      inBox(host, 'input[autocomplete="username"]').map((i) => (i as HTMLInputElement).value),
      ['ada@example.com'],
    )
    password.value = 'correct horse'
    ;(await findButton(host, 'Sign in')).click()
    await findButton(host, 'Sign out')
  })

  it('keyboard: Enter in each light field submits its step; focus lands in the next field', async () => {
    const host = box()
    ;(await findInput(host, 'Email')).focus()
    await sendKeys({ type: 'ada@example.com' })
    await sendKeys({ press: 'Enter' })
    const password = await findInput(host, 'Password')
    await waitFor(() => focusIn(host) === password, 'focus on the password')
    await sendKeys({ type: 'wrong-password' })
    await sendKeys({ press: 'Enter' })
    await waitFor(() => password.getAttribute('aria-invalid') === 'true', 'the error on the field')
    const described = document.getElementById(password.getAttribute('aria-describedby') ?? '')
    equal(described?.getAttribute('role'), 'alert', 'the error describes the field')
    assert(focusIn(host) === password, 'focus back in the password')
  })

  it('right to left and dark: the light fields take the box’s direction, language and theme', async () => {
    const host = box('locale="he" theme="dark"')
    await waitFor(() => inBox(host, 'input[name="email"]')[0], 'the identifier field')
    const email = inBox(host, 'input[name="email"]')[0] as HTMLInputElement
    const holder = email.closest('[data-foyer-slot]') as HTMLElement
    equal([holder.dir, holder.lang], ['rtl', 'he'])
    equal(getComputedStyle(email).direction, 'rtl')
    const button = await findButton(host, /.+/)
    equal(
      getComputedStyle(email).color,
      getComputedStyle(shadowOf(host).querySelector('h2') ?? button).color,
      'the dark theme’s text colour, through the slot',
    )
    assert(getComputedStyle(email).backgroundColor !== 'rgb(255, 255, 255)', 'a dark field')
  })

  it('sign-up: the email and the new password are fields of a light-DOM form', async () => {
    history.replaceState(null, '', '#/account/sign-up')
    const host = fixture(
      `<login-box base-url="${uniqueBaseUrl()}" demo url-strategy="hash"></login-box>`,
    )
    const email = await findInput(host, 'Email')
    const fields = formOf(email)
    assert(fields.includes('email email email'), 'the email')
    assert(fields.includes('password password new-password'), 'the new password')
    assert(email.getRootNode() === document, 'in the page’s document')
  })
})
