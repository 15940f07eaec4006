import SlackTab from '../../../../../../src/react/portal/pages/webhooks/channels/slack-tab'
import { assert, equal, includes, waitFor } from '../../../../../browser-setup/assert'
import { expectAccessible } from '../../../../../browser-setup/axe'
import { rememberDemoSignIn } from '../../../../../browser-setup/demo'
import { describe, it } from '../../../../../browser-setup/mocha'
import { alerts, shadowOf } from '../../../../../browser-setup/shadow'
import { definePageHost, mountPage } from '../../../page-host'
import { badgeOf, eventRow, rowButton, statuses } from './channel-rows'

const tag = definePageHost('slack-channel', 'webhooks', SlackTab)

async function signedIn(email = 'ada@acme.test') {
  rememberDemoSignIn(email)
  const host = mountPage(tag)
  const locked = await eventRow(host, 'User locked')
  await waitFor(() => locked.querySelectorAll('option').length === 3, 'the channels')
  return host
}

const picker = (row: Element) => {
  const select = row.querySelector('select')
  assert(select, 'the channel picker')
  return select
}
const chosen = (row: Element) =>
  [...picker(row).selectedOptions].map((option) => option.textContent).join(', ')
const choose = (row: Element, names: string[]) => {
  const select = picker(row)
  for (const option of select.options) option.selected = names.includes(option.textContent ?? '')
  select.dispatchEvent(new Event('change', { bubbles: true }))
}

describe('the Slack tab', () => {
  it('shows the workspace, and per event its channels and whether it is posted, accessibly', async () => {
    const host = await signedIn()
    includes(shadowOf(host).textContent, 'Connected to the Acme Slack workspace.')
    const locked = await eventRow(host, 'User locked')
    equal(chosen(locked), '#security')
    equal(badgeOf(locked), 'Active')
    equal(badgeOf(await eventRow(host, 'User invited')), 'Off')
    includes(shadowOf(host).textContent, 'One event is sent.')
    await expectAccessible(host)
  })

  it('posts an event to the channels chosen, and stops when none is chosen', async () => {
    const host = await signedIn()
    const invited = await eventRow(host, 'User invited')
    choose(invited, ['#alerts', '#general'])
    rowButton(invited, 'Save')?.click()
    await waitFor(() => statuses(host).includes('User invited: saved.'), 'the announcement')
    await waitFor(async () => badgeOf(await eventRow(host, 'User invited')) === 'Active', 'posted')
    equal(chosen(await eventRow(host, 'User invited')), '#alerts, #general')
    includes(shadowOf(host).textContent, '2 events are sent.')
    const locked = await eventRow(host, 'User locked')
    choose(locked, [])
    rowButton(locked, 'Save')?.click()
    await waitFor(async () => badgeOf(await eventRow(host, 'User locked')) === 'Off', 'not posted')
    await waitFor(() => shadowOf(host).textContent?.includes('One event is sent.'), 'one posted')
  })

  it('refuses a code Slack sent back for an OAuth this page did not start', async () => {
    const before = window.location.href
    window.history.replaceState(null, '', '?code=stolen&state=not-mine')
    try {
      const host = await signedIn()
      await waitFor(
        () => alerts(host).some((text) => text.includes('was not started from this page')),
        'the refusal',
      )
      equal(new URL(window.location.href).searchParams.get('code'), null, 'the code is dropped')
    } finally {
      window.history.replaceState(null, '', before)
    }
  })

  it('shows a read-only member the channels with the reason and no Save', async () => {
    const host = await signedIn('readonly@acme.test')
    includes(shadowOf(host).textContent, 'that needs the Edit Integrations permission')
    const locked = await eventRow(host, 'User locked')
    equal(picker(locked).disabled, true)
    equal(rowButton(locked, 'Save'), undefined)
    await expectAccessible(host)
  })
})
