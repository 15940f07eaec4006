import { sendKeys, setViewport } from '@web/test-runner-commands'
import { assert, equal, waitFor } from '../../../../../browser-setup/assert'
import { expectAccessible } from '../../../../../browser-setup/axe'
import { describe, it } from '../../../../../browser-setup/mocha'
import {
  findButton,
  findInput,
  inputByLabel,
  shadowOf,
  typeInto,
} from '../../../../../browser-setup/shadow'
import { findSwitch, findTab, securityPage, showsText } from '../policy-host'

/** The security page opened on its General settings tab. */
async function generalTab(options: Parameters<typeof securityPage>[0] = {}) {
  const host = await securityPage(options)
  ;(await findTab(host, 'General settings')).click()
  await findSwitch(host, 'Lock accounts after failed sign-ins')
  return host
}

const radio = (host: Element, label: string) =>
  waitFor(
    () =>
      Array.from(shadowOf(host).querySelectorAll<HTMLInputElement>('input[type="radio"]')).find(
        (candidate) => candidate.parentElement?.textContent === label,
      ),
    `radio ${label}`,
  )

describe('the General settings tab', () => {
  it('shows each policy, the locked complexity with why, rotation beside the vendor’s, and the NIST note', async () => {
    const host = await generalTab()
    equal((await radio(host, 'Members choose for themselves')).checked, true)
    equal((await findInput(host, 'Failed sign-ins before the lock')).value, '5')
    equal((await findInput(host, 'Passwords remembered')).value, '3')
    const minLength = await findInput(host, 'Minimum length')
    assert(minLength.readOnly, 'the vendor locked the complexity')
    await showsText(host, 'The application sets the password complexity for every account')
    await showsText(host, 'NIST (SP 800-63B) advises against composition rules')
    await showsText(host, 'The application sets no rotation of its own.')
    await showsText(host, 'Members’ passwords do not expire.')
    await showsText(host, 'Password')
    await expectAccessible(host)
  })

  it('chooses MFA enforcement by keyboard, saves the lockout and rotation, and keeps input across tabs', async () => {
    const host = await generalTab()
    ;(await radio(host, 'Members choose for themselves')).focus()
    await sendKeys({ press: 'ArrowDown' })
    equal((await radio(host, 'Every member')).checked, true)
    typeInto(await findInput(host, 'Failed sign-ins before the lock'), '3')
    ;(await findSwitch(host, 'Expire passwords')).click()
    typeInto(await findInput(host, 'Days before a password expires'), '30')
    await showsText(host, 'Members’ passwords expire after 30 days (the shorter of the two).')
    ;(await findTab(host, 'Session management')).click()
    await findSwitch(host, 'Sign out members who are inactive')
    ;(await findTab(host, 'General settings')).click()
    equal((await findInput(host, 'Failed sign-ins before the lock')).value, '3', 'kept')
    typeInto(await findInput(host, 'Passwords remembered'), '40')
    ;(await findButton(host, 'Save changes')).click()
    await showsText(host, 'Enter a whole number from 1 to 24.')
    typeInto(await findInput(host, 'Passwords remembered'), '6')
    ;(await findButton(host, 'Save changes')).click()
    await showsText(host, 'Changes saved.')
    equal((await findInput(host, 'Failed sign-ins before the lock')).value, '3')
    equal((await findInput(host, 'Days before a password expires')).value, '30')
    equal((await radio(host, 'Every member')).checked, true)
    await expectAccessible(host)
  })

  it('is read-only with a sentence why for a member who may only read', async () => {
    const host = await generalTab({ email: 'readonly@acme.test' })
    assert(
      (await findSwitch(host, 'Lock accounts after failed sign-ins')).disabled,
      'locked switch',
    )
    assert((await findInput(host, 'Failed sign-ins before the lock')).readOnly, 'read-only number')
    assert((await radio(host, 'Every member')).disabled, 'no other MFA choice')
    await showsText(host, 'You can view these settings but not change them')
    await expectAccessible(host)
  })

  it("follows the host's field appearance", async () => {
    const host = await generalTab({
      configuration: {
        pages: { security: { fields: { mfa: 'hidden', passwordHistory: 'viewOnly' } } },
      },
    })
    assert((await findInput(host, 'Passwords remembered')).readOnly, 'view only')
    // The section is gone (the security center above still names the MFA category).
    equal(shadowOf(host).querySelector('[part="security-mfa"]'), null, 'hidden')
    equal(inputByLabel(host, 'Failed sign-ins before the lock')?.readOnly, false, 'still editable')
  })

  it('fits 375 px in dark mode, right to left', async () => {
    await setViewport({ width: 375, height: 800 })
    const host = await securityPage({ theme: 'dark', locale: 'he', dir: 'rtl' })
    ;(await findTab(host, 'הגדרות כלליות')).click()
    await findSwitch(host, 'לנעול חשבונות לאחר התחברויות שנכשלו')
    const page = shadowOf(host).querySelector('[part="security-page"]')
    assert(page instanceof HTMLElement, 'the page')
    assert(page.scrollWidth <= page.clientWidth + 1, `no overflow (${page.scrollWidth} px)`)
    await expectAccessible(host)
    await setViewport({ width: 1024, height: 768 })
  })
})
