import { sendKeys } from '@web/test-runner-commands'
import { defineElements } from '../../../src/index'
import { equal, includes, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { fixture, uniqueBaseUrl } from '../../browser-setup/fixture'
import { describe, it } from '../../browser-setup/mocha'
import {
  alerts,
  findButton,
  findInput,
  focusIn,
  inBox,
  shadowOf,
  typeInto,
} from '../../browser-setup/shadow'

defineElements()

/** A demo box in hash mode; `search` asks the demo for the vendor's strategies. */
const box = (search: string, hash: string, attributes = '') => {
  history.replaceState(null, '', `${location.pathname}${search}${hash}`)
  return fixture(
    `<login-box base-url="${uniqueBaseUrl()}" demo url-strategy="hash" ${attributes}></login-box>`,
  )
}

const USERNAMES = '?demo-strategy=UsernameAndPassword&demo-sign-up=username'

describe('username sign-in in <login-box>', () => {
  it('signs up with a username, then signs in with it from the keyboard', async () => {
    const host = box(USERNAMES, '#/account/sign-up')
    typeInto(await findInput(host, 'Name'), 'Grace Hopper')
    typeInto(await findInput(host, 'Email'), 'grace@cobol.test')
    const username = await findInput(host, 'Username')
    equal(username.autocomplete, 'username')
    typeInto(username, 'grace hopper')
    typeInto(await findInput(host, 'Company name'), 'Cobol Inc.')
    typeInto(await findInput(host, 'Password'), 'a long enough password')
    ;(await findButton(host, 'Sign up')).click()
    await waitFor(() => alerts(host).length > 0, 'the username refused')
    includes(alerts(host).join(' '), 'A username has 3 to 64 letters')
    await expectAccessible(host)
    typeInto(username, 'Grace.H')
    ;(await findButton(host, 'Sign up')).click()
    await waitFor(() => location.hash.startsWith('#/account/activate/code?'), 'signed up')

    location.hash = '#/account/login'
    const field = await findInput(host, 'Username or email')
    equal(field.type, 'text', 'a username is no email address')
    equal(field.name, 'username')
    equal(field.autocomplete, 'username webauthn', 'password managers and passkey autofill')
    await expectAccessible(host)
    field.focus()
    await sendKeys({ type: 'not a name' })
    await sendKeys({ press: 'Enter' })
    await waitFor(
      () => alerts(host).includes('Enter your username or your email address'),
      'refused',
    )
    await waitFor(() => focusIn(host) === field, 'focus stays on the field to fix')
    typeInto(field, 'grace.h')
    await sendKeys({ press: 'Enter' })
    const password = await findInput(host, 'Password')
    const account = inBox(host, 'input[name="username"]')[0] as HTMLInputElement | undefined
    equal(account?.value, 'grace.h', 'the password is paired with the username')
    equal(account?.autocomplete, 'username')
    await expectAccessible(host)
    typeInto(password, 'a long enough password')
    await sendKeys({ press: 'Enter' })
    await findButton(host, 'Sign out')
  })

  it('resets a forgotten password by username', async () => {
    const host = box(USERNAMES, '#/account/sign-up')
    typeInto(await findInput(host, 'Name'), 'Ada Lovelace')
    typeInto(await findInput(host, 'Email'), 'ada@engine.test')
    typeInto(await findInput(host, 'Username'), 'ada.l')
    typeInto(await findInput(host, 'Company name'), 'Engine Ltd')
    typeInto(await findInput(host, 'Password'), 'a long enough password')
    ;(await findButton(host, 'Sign up')).click()
    await waitFor(() => location.hash.startsWith('#/account/activate/code?'), 'signed up')

    location.hash = '#/account/forget-password'
    const field = await findInput(host, 'Username or email')
    equal(field.type, 'text', 'a username is no email address')
    includes(shadowOf(host).textContent, 'Enter your username or email')
    await expectAccessible(host)
    typeInto(field, 'Ada.L')
    ;(await findButton(host, 'Continue')).click()
    await waitFor(() => shadowOf(host).textContent?.includes('Check your email'), 'sent')
    // The demo mailed the account the username names.
    await waitFor(
      () =>
        shadowOf(host)
          .querySelector('[part="demo-message"]')
          ?.textContent?.includes('ada@engine.test'),
      'the link to its email',
    )
  })

  it('refuses an unknown username as it refuses a wrong password', async () => {
    const host = box(USERNAMES, '#/account/login')
    typeInto(await findInput(host, 'Username or email'), 'no.such.user')
    ;(await findButton(host, 'Continue')).click()
    typeInto(await findInput(host, 'Password'), 'a long enough password')
    ;(await findButton(host, 'Sign in')).click()
    await waitFor(() => alerts(host).length > 0, 'the refusal')
    includes(alerts(host).join(' '), 'Incorrect email or password')
  })

  it('says it in the box’s language, and keeps the email field for other strategies', async () => {
    const french = box(USERNAMES, '#/account/login', 'locale="fr"')
    await findInput(french, 'Nom d’utilisateur ou e-mail')
    french.remove()
    const plain = box('', '#/account/login')
    const email = await findInput(plain, 'Email')
    equal(email.type, 'email')
    history.replaceState(null, '', location.pathname)
  })
})
