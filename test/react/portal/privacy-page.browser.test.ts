import { setViewport } from '@web/test-runner-commands'
import PrivacyPage from '../../../src/react/portal/pages/privacy/privacy-page'
import { assert, equal, includes, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { rememberDemoSignIn } from '../../browser-setup/demo'
import { describe, it } from '../../browser-setup/mocha'
import { buttons, findButton, shadowOf } from '../../browser-setup/shadow'
import { definePageHost, mountPage } from './page-host'

const privacy = definePageHost('privacy', 'privacy', PrivacyPage)
const viewOnly = definePageHost('privacy-view-only', 'privacy', PrivacyPage, {
  pages: { privacy: { fields: { loginSessions: 'viewOnly' } } },
})
const hidden = definePageHost('privacy-hidden', 'privacy', PrivacyPage, {
  pages: { privacy: { fields: { loginSessions: 'hidden' } } },
})

const IPHONE = 'End session: Safari on iOS, 198.51.100.23'
const WINDOWS = 'End session: Firefox on Windows, 203.0.113.77'

async function signedIn(tag = privacy, attributes = '') {
  rememberDemoSignIn('ada@acme.test')
  const host = mountPage(tag, attributes)
  await waitFor(() => tableRows(host).length === 3, 'three sessions')
  return host
}

/** The rows of the sessions section's table (the page's other sections have tables too). */
const tableRows = (host: Element): HTMLTableRowElement[] =>
  Array.from(
    shadowOf(host).querySelectorAll<HTMLTableRowElement>(
      '[part~="privacy-sessions"] tbody tr:not([aria-hidden])',
    ),
  )

const rowText = (host: Element) => tableRows(host).map((row) => row.cells[0]?.textContent ?? '')
const dialog = (host: Element) => shadowOf(host).querySelector('dialog[open]')

describe('the privacy page: sessions', () => {
  it('asks the visitor to sign in when nobody is', async () => {
    const host = mountPage(privacy)
    await waitFor(
      () => shadowOf(host).textContent?.includes('Sign in to see where you’re signed in.'),
      'the note',
    )
    equal(shadowOf(host).querySelector('table'), null, 'no table')
    await expectAccessible(host)
  })

  it('lists where the user is signed in, this device marked and not offered for ending', async () => {
    const host = await signedIn()
    const [current, iphone, windows] = rowText(host)
    includes(current, 'This device')
    includes(iphone, 'Safari on iOS')
    includes(iphone, 'Phone')
    includes(windows, 'Firefox on Windows')
    includes(tableRows(host)[1]?.textContent, '198.51.100.23')
    equal(tableRows(host)[0]?.querySelector('button'), null, 'no End button on this device')
    equal(buttons(host, /^End session: /).length, 2, 'one End button per other session')
    await expectAccessible(host)
  })

  it('ends one session after a confirmation that starts on Cancel', async () => {
    const host = await signedIn()
    ;(await findButton(host, IPHONE)).click()
    const open = await waitFor(() => dialog(host), 'the confirmation')
    equal(open.getAttribute('role'), 'alertdialog')
    includes(open.textContent, 'Safari on iOS will be signed out')
    equal(shadowOf(host).activeElement?.textContent, 'Cancel', 'Cancel has the first focus')
    await expectAccessible(host)

    const confirm = Array.from(open.querySelectorAll('button')).find(
      (button) => button.textContent === 'End session',
    )
    confirm?.click()
    await waitFor(() => !dialog(host), 'the dialog closes')
    await waitFor(() => tableRows(host).length === 2, 'the session left the list')
    assert(!rowText(host).some((text) => text.includes('Safari on iOS')), 'the iPhone is gone')
    await waitFor(
      () => shadowOf(host).textContent?.includes('Session on Safari on iOS ended.'),
      'the confirmation toast',
    )
    equal(shadowOf(host).activeElement?.textContent, 'Where you’re signed in', 'focus on heading')
  })

  it('keeps every session when the confirmation is cancelled', async () => {
    const host = await signedIn()
    ;(await findButton(host, WINDOWS)).click()
    ;(await findButton(host, 'Cancel')).click()
    await waitFor(() => !dialog(host), 'the dialog closes')
    equal(tableRows(host).length, 3)
  })

  it('signs out every other session, leaving this device', async () => {
    const host = await signedIn()
    ;(await findButton(host, 'Sign out other sessions')).click()
    const open = await waitFor(() => dialog(host), 'the confirmation')
    includes(open.textContent, '2 other sessions will be signed out')
    const confirm = Array.from(open.querySelectorAll('button')).find(
      (button) => button.textContent === 'Sign out other sessions',
    )
    confirm?.click()
    await waitFor(() => tableRows(host).length === 1, 'only this device')
    includes(rowText(host)[0], 'This device')
    await waitFor(
      () => shadowOf(host).textContent?.includes('Signed out of 2 other sessions.'),
      'the toast',
    )
    equal(buttons(host, 'Sign out other sessions').length, 0, 'nothing left to sign out')
  })

  it('shows the list without controls when the host makes it view-only', async () => {
    const host = await signedIn(viewOnly)
    equal(buttons(host, /^End session/).length, 0)
    equal(buttons(host, 'Sign out other sessions').length, 0)
  })

  it('leaves the section out when the host hides it', async () => {
    rememberDemoSignIn('ada@acme.test')
    const host = mountPage(hidden)
    await waitFor(() => shadowOf(host).querySelector('[part="privacy"]'), 'the page')
    equal(shadowOf(host).querySelector('[part="privacy-sessions"]'), null)
  })

  it('fits a 375 px phone, right to left and dark, without sideways scrolling', async () => {
    await setViewport({ width: 375, height: 800 })
    try {
      const host = await signedIn(privacy, 'locale="he" theme="dark"')
      const card = shadowOf(host).querySelector('[part="privacy-sessions"]') as HTMLElement
      await waitFor(() => card.closest('[dir="rtl"]'), 'right-to-left text')
      assert(card.scrollWidth <= card.clientWidth + 1, `no sideways scroll (${card.scrollWidth})`)
      const end = buttons(host, /^סיום חיבור: /)[0]
      assert(end && end.getBoundingClientRect().left >= 0, 'the End button stays on screen')
      await expectAccessible(host)
    } finally {
      await setViewport({ width: 1280, height: 800 })
    }
  })
})
