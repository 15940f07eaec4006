import { sendKeys, setViewport } from '@web/test-runner-commands'
import { useAtomValue, useSetAtom } from 'jotai'
import { createElement, Fragment } from 'react'
import { SESSION_CONFIGURATION_PATH } from '../../../src/api/session-configuration'
import { apiClientAtom } from '../../../src/atoms/index'
import { bumpSecurityRevisionAtom } from '../../../src/atoms/security-revision'
import SecurityCenter from '../../../src/react/portal/pages/security/center/security-center'
import { assert, equal, includes, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { rememberDemoSignIn } from '../../browser-setup/demo'
import { describe, it } from '../../browser-setup/mocha'
import { findButton, shadowOf, tableRows } from '../../browser-setup/shadow'
import { definePageHost, mountPage } from './page-host'

/** A change elsewhere on the Security page: the session rules saved, then the revision bumped. */
function SessionRulesSaved() {
  const client = useAtomValue(apiClientAtom)
  const bump = useSetAtom(bumpSecurityRevisionAtom)
  const save = async () => {
    await client.post(SESSION_CONFIGURATION_PATH, {
      sessionIdleTimeoutConfiguration: { isActive: true, timeout: 1800 },
    })
    bump()
  }
  return createElement('button', { type: 'button', onClick: () => void save() }, 'Save rules')
}

const centerTag = definePageHost('center', 'security', SecurityCenter)
const bumpTag = definePageHost('center-bump', 'security', () =>
  createElement(Fragment, null, createElement(SecurityCenter), createElement(SessionRulesSaved)),
)

const navigated: string[] = []
const ssoShownTag = definePageHost(
  'center-sso',
  'security',
  SecurityCenter,
  { navigation: { sso: { visibility: 'byPermissions' } } },
  (to) => navigated.push(to.page),
)

const meter = (host: Element) => shadowOf(host).querySelector<HTMLElement>('[role="meter"]')
const score = (host: Element) => Number(meter(host)?.getAttribute('aria-valuenow'))

async function signedIn(tag: string, email = 'ada@acme.test', attributes = '') {
  rememberDemoSignIn(email)
  const host = mountPage(tag, attributes)
  await waitFor(() => meter(host), 'the score')
  return host
}

describe('the security center', () => {
  it('shows the score as a meter, the recommendations and the insights, accessibly', async () => {
    const host = await signedIn(centerTag)
    const value = score(host)
    assert(value > 0 && value < 100, `a believable score (${value})`)
    includes(meter(host)?.getAttribute('aria-valuetext') ?? '', `${value} out of 100`)
    const text = shadowOf(host).textContent ?? ''
    includes(text, 'Recommendations')
    includes(text, 'members have no second factor yet')
    includes(text, 'Insights')
    includes(text, 'members use a second factor')
    await waitFor(() => tableRows(host).length > 0, 'the breached-passwords table (empty)')
    await expectAccessible(host)
  })

  it('takes a keyboard user from a recommendation to its table and reminds those members', async () => {
    const host = await signedIn(centerTag)
    const fix = await findButton(host, 'Show members without a second factor')
    fix.focus()
    await sendKeys({ press: 'Enter' })
    const tab = await waitFor(
      () =>
        Array.from(shadowOf(host).querySelectorAll<HTMLElement>('[role="tab"]')).find(
          (candidate) => candidate.textContent === 'No second factor',
        ),
      'the table’s tab',
    )
    equal(tab.getAttribute('aria-selected'), 'true', 'the table is shown')
    await waitFor(() => shadowOf(host).activeElement === tab, 'focus on the table’s tab')
    await waitFor(
      () => tableRows(host).some((row) => row.textContent?.includes('Liam O’Connor')),
      'a member without a second factor',
    )
    const remind = await waitFor(
      () =>
        Array.from(
          shadowOf(host).querySelectorAll<HTMLButtonElement>('[role="tabpanel"] button'),
        ).find((button) => button.textContent === 'Remind them'),
      'the table’s action',
    )
    remind.focus()
    await sendKeys({ press: 'Enter' })
    const send = await findButton(host, 'Send reminders')
    await expectAccessible(host)
    send.focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(
      () =>
        shadowOf(host).querySelector('[part="toasts"]')?.textContent?.includes('reminders sent'),
      'the outcome',
    )
  })

  it('shows ten members of a table, then ten more on request, by keyboard', async () => {
    const host = await signedIn(centerTag)
    const tab = await waitFor(
      () =>
        Array.from(shadowOf(host).querySelectorAll<HTMLElement>('[role="tab"]')).find(
          (candidate) => candidate.textContent === 'No second factor',
        ),
      'the table’s tab',
    )
    tab.click()
    const panel = await waitFor(
      () => shadowOf(host).getElementById(tab.getAttribute('aria-controls') ?? ''),
      'the table',
    )
    await waitFor(
      () => panel.querySelector('[role="status"]')?.textContent?.includes('of') === true,
      'the table loaded',
    )
    equal(panel.querySelectorAll('tbody tr').length, 10, 'the first ten')
    const status = () => panel.querySelector('[role="status"]')?.textContent ?? ''
    const total = Number(/of (\d+) shown/.exec(status())?.[1])
    assert(total > 10, `more than ten members (${status()})`)
    const more = await waitFor(
      () =>
        Array.from(panel.querySelectorAll<HTMLButtonElement>('button')).find(
          (button) => button.textContent === 'Show 10 more',
        ),
      'Show 10 more',
    )
    more.focus()
    await sendKeys({ press: 'Enter' })
    const shown = Math.min(total, 20)
    await waitFor(() => panel.querySelectorAll('tbody tr').length === shown, 'ten more')
    equal(status(), `${shown} of ${total} shown`)
    await waitFor(
      () => shadowOf(host).activeElement?.closest('[role="tabpanel"]') === panel,
      'focus stays in the table',
    )
    await expectAccessible(host)
  })

  it('reloads when the security revision moves', async () => {
    const host = await signedIn(bumpTag)
    const before = score(host)
    ;(await findButton(host, 'Save rules')).click()
    await waitFor(() => score(host) === before + 8, `the idle timeout's 8 points (${before})`)
    assert(
      !shadowOf(host).textContent?.includes('Sessions never end when left idle'),
      'its recommendation is gone',
    )
  })

  it('shows a read-only member the members but no mail to send, and says why', async () => {
    const host = await signedIn(centerTag, 'readonly@acme.test')
    ;(await findButton(host, 'Show members without a second factor')).click()
    await waitFor(() => tableRows(host).length > 1, 'the members without a second factor')
    includes(shadowOf(host).textContent, 'You need permission to edit users to mail these members.')
    equal(
      Array.from(shadowOf(host).querySelectorAll('[role="tabpanel"] button')).some(
        (button) => button.textContent === 'Remind them',
      ),
      false,
      'no Remind button',
    )
    await expectAccessible(host)
  })

  it('offers to set up SSO where the host shows the SSO page, and opens it', async () => {
    const hidden = await signedIn(centerTag)
    includes(shadowOf(hidden).textContent, 'Connect your identity provider')
    equal(
      [...shadowOf(hidden).querySelectorAll('button')].some(
        (button) => button.textContent === 'Set up single sign-on',
      ),
      false,
      'no button to a page the host hides',
    )
    const host = await signedIn(ssoShownTag)
    const button = await findButton(host, 'Set up single sign-on')
    button.focus()
    await sendKeys({ press: 'Enter' })
    equal(navigated.join(), 'sso', 'the SSO page opened')
  })

  it('says so when the member may not read the security policy', async () => {
    rememberDemoSignIn('viewer@acme.test')
    const host = mountPage(centerTag)
    await waitFor(
      () => shadowOf(host).textContent?.includes('permission to read the security policy'),
      'the refusal in a sentence',
    )
    equal(meter(host), null, 'no score')
  })

  it('fits a 375 px phone, right to left and dark', async () => {
    await setViewport({ width: 375, height: 800 })
    try {
      const host = await signedIn(centerTag, 'ada@acme.test', 'locale="he" theme="dark"')
      includes(shadowOf(host).textContent, 'מרכז האבטחה')
      // The center's own Hebrew words, a chunk loaded with it.
      includes(shadowOf(host).textContent, 'ציון אבטחה')
      includes(shadowOf(host).textContent, 'המלצות')
      const card = shadowOf(host).querySelector<HTMLElement>('[part~="security-center"]')
      assert(card?.closest('[dir="rtl"]'), 'right-to-left')
      assert(card && card.scrollWidth <= card.clientWidth + 1, 'no sideways scrolling')
      await expectAccessible(host)
    } finally {
      await setViewport({ width: 1280, height: 800 })
    }
  })
})
