import { sendKeys } from '@web/test-runner-commands'
import { equal, waitFor } from '../../../../browser-setup/assert'
import { expectAccessible } from '../../../../browser-setup/axe'
import { describe, it } from '../../../../browser-setup/mocha'
import { shadowOf } from '../../../../browser-setup/shadow'
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
})
