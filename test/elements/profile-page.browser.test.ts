import { setViewport } from '@web/test-runner-commands'
import { createElement } from 'react'
import { defineTag } from '../../src/elements/define-tag'
import { elementSpec } from '../../src/elements/element-spec'
import { defineElements } from '../../src/index'
import { ProfileScreen } from '../../src/react/portal/pages/profile/profile-screen'
import { PortalContext } from '../../src/react/portal/portal-context'
import { DEMO_MESSAGE_EVENT } from '../../src/wire/index'
import { equal, includes, waitFor } from '../browser-setup/assert'
import { expectAccessible } from '../browser-setup/axe'
import { rememberDemoSignIn } from '../browser-setup/demo'
import { fixture, uniqueBaseUrl } from '../browser-setup/fixture'
import { afterEach, describe, it } from '../browser-setup/mocha'
import {
  alerts,
  findButton,
  findInput,
  inputByLabel,
  shadowOf,
  typeInto,
} from '../browser-setup/shadow'
import type { DemoMessage } from '../../src/wire/index'

defineElements()

// The Profile page as the portal shows it, under a host's field appearance: `<appearance-profile-page>`.
defineTag(
  elementSpec({
    tag: 'profile-page',
    attributes: {},
    events: [],
    sessionEvents: false,
    render: () =>
      createElement(
        PortalContext.Provider,
        {
          value: {
            location: { page: 'profile' },
            navigate: () => undefined,
            configuration: {
              pages: {
                profile: {
                  fields: { name: 'viewOnly', username: 'hidden', phoneNumber: 'hidden' },
                },
              },
            },
          },
        },
        createElement(ProfileScreen),
      ),
  }),
  { prefix: 'appearance' },
)

const text = (host: Element) => shadowOf(host).textContent ?? ''

function signedIn(tag: string, attributes = '') {
  rememberDemoSignIn('ada@acme.test')
  return fixture(`<${tag} base-url="${uniqueBaseUrl()}" demo ${attributes}></${tag}>`)
}

/** The next code demo mode "sends" (it announces each message on the window). */
const nextCode = () =>
  new Promise<string>((resolve) => {
    const listen = (event: Event) => {
      const { code } = (event as CustomEvent<DemoMessage>).detail
      if (!code) return
      window.removeEventListener(DEMO_MESSAGE_EVENT, listen)
      resolve(code)
    }
    window.addEventListener(DEMO_MESSAGE_EVENT, listen)
  })

const submit = (input: HTMLInputElement) => input.form?.requestSubmit()

afterEach(async () => {
  await setViewport({ width: 800, height: 600 })
  document.documentElement.removeAttribute('dir')
})

describe('<profile-page>', () => {
  it('asks the visitor to sign in when nobody is', async () => {
    const host = fixture(`<profile-page base-url="${uniqueBaseUrl()}" demo></profile-page>`)
    await waitFor(() => text(host).includes('Sign in to manage your profile.'), 'note')
    await expectAccessible(host)
  })

  it('saves the name and job title, and says what is wrong without losing input', async () => {
    const host = await signedIn('profile-page')
    const name = await findInput(host, 'Full name')
    typeInto(name, '')
    typeInto(await findInput(host, 'Job title'), 'Chief tinkerer')
    submit(name)
    await waitFor(() => alerts(host).some((alert) => alert.includes('Enter your name.')), 'error')
    await waitFor(() => shadowOf(host).activeElement === name, 'focus on the invalid field')
    equal((await findInput(host, 'Job title')).value, 'Chief tinkerer', 'nothing typed is lost')

    typeInto(name, 'Ada Byron')
    submit(name)
    await waitFor(() => text(host).includes('Your profile was saved.'), 'saved')
    const again = fixture(
      `<profile-page base-url="${host.getAttribute('base-url')}" demo></profile-page>`,
    )
    equal((await findInput(again, 'Full name')).value, 'Ada Byron', 'the session shows the name')
    equal((await findInput(again, 'Job title')).value, 'Chief tinkerer', 'and the job title')
  })

  it('refuses a username that breaks the rules, then saves a good one', async () => {
    const host = await signedIn('profile-page')
    const username = await findInput(host, 'Username')
    typeInto(username, 'a b')
    submit(username)
    await waitFor(
      () => alerts(host).some((alert) => alert.includes('A username is 3 to 64')),
      'rule',
    )
    typeInto(username, 'ada.lovelace')
    submit(username)
    await waitFor(() => text(host).includes('Your profile was saved.'), 'saved')
  })

  it('adds a phone number with the texted code, then deletes it', async () => {
    const host = await signedIn('profile-page')
    const add = await findButton(host, 'Add a number')
    await waitFor(() => !add.disabled, 'the list loaded')
    add.click()
    const number = await findInput(host, 'Phone number')
    typeInto(number, '+1 415 555 0100')
    const code = nextCode()
    submit(number)
    const field = await findInput(host, 'Code')
    const sent = await code
    typeInto(field, sent === '000000' ? '111111' : '000000')
    submit(field)
    await waitFor(() => alerts(host).some((alert) => alert.includes('not right')), 'wrong code')
    typeInto(field, sent)
    submit(field)
    await waitFor(() => text(host).includes('The number was verified and added.'), 'added')
    includes(shadowOf(host).querySelector('[part="phone-number"]')?.textContent, '+14155550100')
    includes(shadowOf(host).querySelector('[part="phone-number"]')?.textContent, 'Verified')
    await expectAccessible(host)

    ;(await findButton(host, 'Delete +14155550100')).click()
    const deletion = nextCode()
    ;(await findButton(host, 'Delete')).click()
    typeInto(await findInput(host, 'Code'), await deletion)
    submit(await findInput(host, 'Code'))
    await waitFor(() => text(host).includes('No phone numbers yet.'), 'deleted')
  })

  it('keeps a number whose code was not entered, and verifies it later from its row', async () => {
    const host = await signedIn('profile-page')
    const add = await findButton(host, 'Add a number')
    await waitFor(() => !add.disabled, 'the list loaded')
    add.click()
    typeInto(await findInput(host, 'Phone number'), '+44 20 7946 0958')
    submit(await findInput(host, 'Phone number'))
    await findInput(host, 'Code')
    ;(await findButton(host, 'Close')).click()
    await waitFor(() => text(host).includes('Not verified'), 'listed, not verified')

    const code = nextCode()
    ;(await findButton(host, 'Verify +442079460958')).click()
    const field = await findInput(host, 'Code')
    typeInto(field, await code)
    submit(field)
    await waitFor(() => text(host).includes('The number was verified and added.'), 'verified')
    includes(shadowOf(host).querySelector('[part="phone-number"]')?.textContent, 'Verified')
  })

  it("follows the portal's field appearance: view-only as text, hidden left out", async () => {
    const host = await signedIn('appearance-profile-page')
    await findInput(host, 'Job title')
    const viewOnly = shadowOf(host).querySelector('[part="profile-view-only"]')
    includes(viewOnly?.textContent, 'Full name')
    equal(inputByLabel(host, 'Full name'), undefined, 'the name is not editable')
    equal(inputByLabel(host, 'Username'), undefined, 'no username')
    equal(shadowOf(host).querySelector('[part="profile-phone-numbers"]'), null, 'no phone numbers')
    await expectAccessible(host)
  })

  it('is accessible and fits a 375 px phone, right to left and dark too', async () => {
    await setViewport({ width: 375, height: 800 })
    document.documentElement.setAttribute('dir', 'rtl')
    const host = await signedIn('profile-page', 'locale="he" theme="dark"')
    await findInput(host, 'שם מלא')
    await waitFor(() => text(host).includes('אין עדיין מספרי טלפון.'), 'phones')
    await expectAccessible(host)
    const wide = Array.from(shadowOf(host).querySelectorAll<HTMLElement>('*')).filter(
      (element) => element.getBoundingClientRect().right > 375 + 1,
    )
    equal(wide.length, 0, 'nothing wider than the phone')
  })
})

describe('<change-password>', () => {
  it('says a wrong current password under its field, then changes it', async () => {
    const host = await signedIn('change-password')
    const current = await findInput(host, 'Current password')
    typeInto(current, 'wrong-password')
    typeInto(await findInput(host, 'New password'), 'a new long passphrase')
    submit(current)
    await waitFor(() => alerts(host).some((alert) => alert.includes('not right')), 'refused')
    await waitFor(() => shadowOf(host).activeElement === current, 'focus on the current password')

    typeInto(current, 'correct horse')
    submit(current)
    await waitFor(() => text(host).includes('Your password was changed.'), 'changed')
    equal(current.value, '', 'the fields empty once it worked')
    await expectAccessible(host)
  })
})

describe('<edit-email>', () => {
  it('changes the address with the mailed code', async () => {
    const host = await signedIn('edit-email')
    const email = await findInput(host, 'New email address')
    typeInto(email, 'ada@acme.test')
    submit(email)
    await waitFor(() => alerts(host).some((alert) => alert.includes('already your')), 'same')

    typeInto(email, 'ada.new@acme.test')
    const code = nextCode()
    submit(email)
    typeInto(await findInput(host, 'Code'), await code)
    submit(await findInput(host, 'Code'))
    await waitFor(() => text(host).includes('Your email address is now ada.new@acme.test.'), 'done')
    includes(shadowOf(host).querySelector('dd')?.textContent, 'ada.new')
    await expectAccessible(host)
  })

  it('asks for the password inline when the sign-in is over 10 minutes old, then goes on (demo mode)', async () => {
    rememberDemoSignIn('ada@acme.test', Date.now() - 11 * 60_000)
    const host = fixture(`<edit-email base-url="${uniqueBaseUrl()}" demo></edit-email>`)
    const email = await findInput(host, 'New email address')
    typeInto(email, 'ada.moved@acme.test')
    submit(email)
    const password = await findInput(host, 'Password')
    includes(text(host), 'This change needs a recent sign-in.')
    await expectAccessible(host)
    typeInto(password, 'wrong-password')
    submit(password)
    await waitFor(() => alerts(host).some((alert) => alert.includes('password is not')), 'wrong')

    typeInto(password, 'the right one')
    const code = nextCode()
    submit(password)
    // Confirmed: the code goes to the address typed before the question, with no second submit.
    typeInto(await findInput(host, 'Code'), await code)
    submit(await findInput(host, 'Code'))
    await waitFor(
      () => text(host).includes('Your email address is now ada.moved@acme.test.'),
      'done',
    )
    equal(inputByLabel(host, 'Password'), undefined)
  })

  it('texts a code inline to a user whose only factor is a phone number, then goes on (demo mode)', async () => {
    rememberDemoSignIn('ada@acme.test')
    const phones = { 'ada@acme.test': [{ id: 'phone-1', phoneNumber: '+15555550142' }] }
    sessionStorage.setItem('foyer-demo-mfa-phones', JSON.stringify(phones))
    try {
      const host = fixture(`<edit-email base-url="${uniqueBaseUrl()}" demo></edit-email>`)
      const email = await findInput(host, 'New email address')
      typeInto(email, 'ada.texted@acme.test')
      const texted = nextCode()
      submit(email)
      const code = await findInput(host, 'Texted code')
      includes(text(host), 'We texted a code to')
      includes(text(host), '+15555550142')
      await expectAccessible(host)
      const right = await texted
      typeInto(code, right === '000000' ? '111111' : '000000')
      submit(code)
      await waitFor(() => alerts(host).some((alert) => alert.includes('code is not')), 'wrong')

      typeInto(code, right)
      const mailed = nextCode()
      submit(code)
      // Confirmed: the mailed code goes to the address typed before the question.
      typeInto(await findInput(host, 'Code'), await mailed)
      submit(await findInput(host, 'Code'))
      await waitFor(
        () => text(host).includes('Your email address is now ada.texted@acme.test.'),
        'done',
      )
    } finally {
      sessionStorage.removeItem('foyer-demo-mfa-phones')
    }
  })
})

describe('the Profile page in <admin-portal>', () => {
  it('is one of its pages, the same screen as <profile-page>', async () => {
    const host = signedIn('admin-portal')
    await waitFor(() => text(host).includes('Personal details'), 'the Profile page')
    await findInput(host, 'Full name')
    await findInput(host, 'Current password')
  })
})
