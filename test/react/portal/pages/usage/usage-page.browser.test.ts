import { setViewport } from '@web/test-runner-commands'
import UsagePage from '../../../../../src/react/portal/pages/usage/usage-page'
import { assert, equal, includes, waitFor } from '../../../../browser-setup/assert'
import { expectAccessible } from '../../../../browser-setup/axe'
import { rememberDemoSignIn } from '../../../../browser-setup/demo'
import { describe, it } from '../../../../browser-setup/mocha'
import { findButton, shadowOf } from '../../../../browser-setup/shadow'
import { definePageHost, mountPage } from '../../page-host'

const page = definePageHost('usage', 'usage', UsagePage)

async function signedIn(email = 'ada@acme.test', attributes = '', ready = 'Members (seats)') {
  rememberDemoSignIn(email)
  const host = mountPage(page, attributes)
  await waitFor(() => shadowOf(host).textContent?.includes(ready), 'the usage')
  return host
}

const card = (host: Element, name: string) =>
  Array.from(shadowOf(host).querySelectorAll('[part="usage-metric"]')).find(
    (item) => item.querySelector('h3')?.textContent === name,
  )

describe('the Usage page', () => {
  it('shows each metric against its plan’s limit, in words and as a meter, accessibly', async () => {
    const host = await signedIn()
    includes(shadowOf(host).textContent, 'Plan: Growth.')
    const members = card(host, 'Members (seats)')
    includes(members?.textContent, 'of 25')
    const meter = members?.querySelector('meter')
    equal(meter?.getAttribute('max'), '25')
    includes(card(host, 'API tokens')?.textContent, '1 of 10')
    const exported = card(host, 'reports.exported')
    includes(exported?.textContent, '412 of 500')
    includes(exported?.textContent, 'Near your plan’s limit.')
    includes(exported?.textContent, 'Reported by the application.')
    await expectAccessible(host)
  })

  it('plots 30 days as an SVG named and summarised in words, with the numbers as a table', async () => {
    const host = await signedIn()
    const svg = shadowOf(host).querySelector('svg[role="img"]')
    assert(svg, 'the chart')
    const caption = shadowOf(host).getElementById(svg.getAttribute('aria-labelledby') ?? '')
    equal(caption?.textContent, 'Members (seats), the last 30 days')
    const summary = shadowOf(host).getElementById(svg.getAttribute('aria-describedby') ?? '')
    includes(summary?.textContent, 'today')
    includes(summary?.textContent, 'The plan’s limit is 25.')
    assert(svg.querySelector('line[stroke-dasharray]'), 'the limit as a dashed line')
    equal(svg.querySelectorAll('path').length, 1)
    const show = await findButton(host, 'Show as a table')
    equal(show.getAttribute('aria-expanded'), 'false')
    show.click()
    const rows = await waitFor(
      () => shadowOf(host).querySelectorAll('table tbody tr').length === 30,
      'the 30 days',
    )
    assert(rows, 'rows')
    const cells = Array.from(
      shadowOf(host).querySelectorAll('table tbody td'),
      (c) => c.textContent,
    )
    assert(cells.includes('No record'), 'the days without a record say so')
    equal((await findButton(host, 'Hide the table')).getAttribute('aria-expanded'), 'true')
    await expectAccessible(host)
  })

  it('plots another metric when chosen', async () => {
    const host = await signedIn()
    const select = shadowOf(host).querySelector('select') as HTMLSelectElement
    select.value = 'reports.exported'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    await waitFor(
      () => shadowOf(host).querySelector('figcaption')?.textContent?.startsWith('reports.exported'),
      'the other metric',
    )
    includes(shadowOf(host).querySelector('figure')?.textContent, 'The plan’s limit is 500.')
  })

  it('says why when the member may not read the usage', async () => {
    const host = await signedIn('viewer@acme.test', '', 'Read usage permission')
    await expectAccessible(host)
  })

  it('fits a 375 px phone, right to left and dark', async () => {
    await setViewport({ width: 375, height: 800 })
    try {
      const host = await signedIn('ada@acme.test', 'locale="he" theme="dark"', 'חברים (מושבים)')
      const panel = shadowOf(host).querySelector('[part="usage"]') as HTMLElement
      assert(panel.closest('[dir="rtl"]'), 'right-to-left text')
      assert(
        panel.scrollWidth <= panel.clientWidth + 1,
        `no sideways scroll (${panel.scrollWidth})`,
      )
      await expectAccessible(host)
    } finally {
      await setViewport({ width: 1280, height: 800 })
    }
  })
})
