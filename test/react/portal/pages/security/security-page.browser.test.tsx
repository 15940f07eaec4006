import { sendKeys, setViewport } from '@web/test-runner-commands'
import { assert, equal, waitFor } from '../../../../browser-setup/assert'
import { expectAccessible } from '../../../../browser-setup/axe'
import { describe, it } from '../../../../browser-setup/mocha'
import { findButton, shadowOf } from '../../../../browser-setup/shadow'
import { findTab, securityPage, showsText } from './policy-host'

const tabNames = (host: Element) =>
  Array.from(shadowOf(host).querySelectorAll('[role="tab"]')).map((tab) => tab.textContent)

describe('the Security page', () => {
  it("shows only the tabs the host's tab appearance keeps, and moves between them by keyboard", async () => {
    const host = await securityPage({
      configuration: {
        pages: { security: { tabs: { sessionManagement: 'hidden', ipRestrictions: 'hidden' } } },
      },
    })
    const general = await findTab(host, 'General settings')
    equal(JSON.stringify(tabNames(host)), JSON.stringify(['General settings', 'Email domains']))
    equal(general.getAttribute('aria-selected'), 'true', 'the first tab shown is selected')
    await showsText(host, 'Failed sign-ins before the lock')
    general.focus()
    await sendKeys({ press: 'ArrowRight' })
    const domains = await findTab(host, 'Email domains')
    await waitFor(() => domains.getAttribute('aria-selected') === 'true', 'Email domains selected')
    equal(
      shadowOf(host).activeElement?.textContent,
      'Email domains',
      'the focus follows the selection',
    )
    await showsText(host, 'Block public email domains')
    await expectAccessible(host)
  })

  it('takes a keyboard user on a phone from a recommendation to the tab that fixes it', async () => {
    await setViewport({ width: 375, height: 800 })
    try {
      const host = await securityPage({ theme: 'dark' })
      const fix = await findButton(host, 'Open IP restrictions')
      fix.focus()
      await sendKeys({ press: 'Enter' })
      const ip = await findTab(host, 'IP restrictions')
      await waitFor(() => ip.getAttribute('aria-selected') === 'true', 'IP restrictions selected')
      await waitFor(() => shadowOf(host).activeElement === ip, 'the focus on the opened tab')
      const list = ip.closest('[role="tablist"]')?.getBoundingClientRect()
      const rect = ip.getBoundingClientRect()
      assert(rect.top >= 0 && rect.bottom <= window.innerHeight, 'the tab is on screen')
      assert(list && rect.left >= list.left - 1 && rect.right <= list.right + 1, 'in its list')
      await showsText(host, 'Add my IP')
    } finally {
      await setViewport({ width: 1024, height: 768 })
    }
  })
})
