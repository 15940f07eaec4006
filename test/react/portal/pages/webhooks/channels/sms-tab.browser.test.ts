import SmsTab from '../../../../../../src/react/portal/pages/webhooks/channels/sms-tab'
import { assert, equal, includes, waitFor } from '../../../../../browser-setup/assert'
import { expectAccessible } from '../../../../../browser-setup/axe'
import { rememberDemoSignIn } from '../../../../../browser-setup/demo'
import { describe, it } from '../../../../../browser-setup/mocha'
import { alerts, shadowOf, typeInto } from '../../../../../browser-setup/shadow'
import { definePageHost, mountPage } from '../../../page-host'
import { badgeOf, eventRow, rowButton, statuses } from './channel-rows'

const tag = definePageHost('sms-channel', 'webhooks', SmsTab)

async function signedIn(email = 'ada@acme.test') {
  rememberDemoSignIn(email)
  const host = mountPage(tag)
  await eventRow(host, 'User locked')
  return host
}

const field = (row: Element) => {
  const input = row.querySelector<HTMLInputElement>('input[inputmode="tel"]')
  assert(input, 'the recipients field')
  return input
}

describe('the SMS tab', () => {
  it('shows the numbers of each event and which are sent, accessibly', async () => {
    const host = await signedIn()
    const locked = await eventRow(host, 'User locked')
    equal(field(locked).value, '+14155550123')
    equal(field(locked).inputMode, 'tel')
    equal(badgeOf(locked), 'Active')
    includes(shadowOf(host).textContent, 'SMS notifications')
    await expectAccessible(host)
  })

  it('asks for the country code, then saves numbers in international format', async () => {
    const host = await signedIn()
    const invited = await eventRow(host, 'User invited')
    const input = field(invited)
    typeInto(input, '0612345678')
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    await waitFor(
      () =>
        alerts(host).includes(
          '0612345678 is not a phone number in international format, such as +14155550123.',
        ),
      'the inline error',
    )
    typeInto(input, '+33 6 12 34 56 78')
    await waitFor(() => alerts(host).length === 0, 'the error gone as corrected')
    invited.querySelector<HTMLInputElement>('input[role="switch"]')?.click()
    rowButton(invited, 'Save')?.click()
    await waitFor(() => statuses(host).includes('User invited: saved.'), 'the announcement')
    await waitFor(async () => badgeOf(await eventRow(host, 'User invited')) === 'Active', 'sent')
    equal(field(await eventRow(host, 'User invited')).value, '+33612345678')
  })
})
