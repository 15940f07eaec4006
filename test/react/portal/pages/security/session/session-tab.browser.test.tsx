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

describe('the Session management tab', () => {
  it('shows every rule off, and what a rule does to the sessions open now', async () => {
    const host = await securityPage()
    const idle = await findSwitch(host, 'Sign out members who are inactive')
    equal(idle.checked, false)
    equal(
      (await findSwitch(host, 'Limit how many sessions a member may have at once')).checked,
      false,
    )
    await showsText(host, 'Open sessions follow it from their next refresh.')
    await showsText(host, 'Open sessions stay; the oldest end at the member’s next sign-in.')
    await expectAccessible(host)
  })

  it('switches a rule on from the keyboard, refuses a bad number, saves, and keeps input across tabs', async () => {
    const host = await securityPage()
    const idle = await findSwitch(host, 'Sign out members who are inactive')
    idle.focus()
    await sendKeys({ press: 'Space' })
    const minutes = await findInput(host, 'Minutes without activity')
    typeInto(minutes, '0')
    ;(await findTab(host, 'General settings')).click()
    await findSwitch(host, 'Lock accounts after failed sign-ins')
    ;(await findTab(host, 'Session management')).click()
    const back = await findInput(host, 'Minutes without activity')
    equal(back.value, '0', 'nothing typed is lost')
    ;(await findButton(host, 'Save changes')).click()
    await waitFor(() => back.getAttribute('aria-invalid') === 'true', 'the range error')
    await showsText(host, 'Enter a whole number from 1 to 525,600.')
    typeInto(back, '45')
    ;(await findButton(host, 'Save changes')).click()
    await showsText(host, 'Changes saved.')
    equal((await findInput(host, 'Minutes without activity')).value, '45')
    await expectAccessible(host)
  })

  it('is read-only with a sentence why for a member who may only read', async () => {
    const host = await securityPage({ email: 'readonly@acme.test' })
    const idle = await findSwitch(host, 'Sign out members who are inactive')
    assert(idle.disabled, 'the switch cannot change')
    await showsText(host, 'You can view these settings but not change them')
    equal(
      Array.from(shadowOf(host).querySelectorAll('button')).some(
        (button) => button.textContent === 'Save changes',
      ),
      false,
      'no save button',
    )
    await expectAccessible(host)
  })

  it("follows the host's field appearance: hidden and view only", async () => {
    const host = await securityPage({
      configuration: {
        pages: {
          security: { fields: { idleSessionTimeout: 'hidden', forceReLogin: 'viewOnly' } },
        },
      },
    })
    const relogin = await findSwitch(host, 'Ask members to sign in again after a while')
    assert(relogin.disabled, 'view only')
    equal(inputByLabel(host, 'Minutes without activity'), undefined)
    equal(shadowOf(host).textContent?.includes('Idle session timeout'), false, 'hidden')
  })

  it('fits 375 px in dark mode, right to left', async () => {
    await setViewport({ width: 375, height: 800 })
    const host = await securityPage({ theme: 'dark', locale: 'he', dir: 'rtl' })
    await findSwitch(host, 'לנתק חברים שאינם פעילים')
    const page = shadowOf(host).querySelector('[part="security-page"]')
    assert(page instanceof HTMLElement, 'the page')
    equal(getComputedStyle(page).direction, 'rtl')
    assert(page.scrollWidth <= page.clientWidth + 1, `no overflow (${page.scrollWidth} px)`)
    // Stacked one under another, each rule stands apart from the note of the one above.
    const rules = Array.from(
      shadowOf(host).querySelectorAll('[part="security-session"] fieldset'),
    ).map((rule) => rule.getBoundingClientRect())
    equal(rules.length, 3, 'three rules')
    for (const [above, below] of [rules.slice(0, 2), rules.slice(1, 3)]) {
      assert(above && below && below.top - above.bottom >= 12, 'a gap between two rules')
    }
    await expectAccessible(host)
    await setViewport({ width: 1024, height: 768 })
  })
})
