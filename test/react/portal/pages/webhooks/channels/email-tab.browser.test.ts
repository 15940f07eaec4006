import { setViewport } from '@web/test-runner-commands'
import EmailTab from '../../../../../../src/react/portal/pages/webhooks/channels/email-tab'
import { assert, equal, includes, waitFor } from '../../../../../browser-setup/assert'
import { expectAccessible } from '../../../../../browser-setup/axe'
import { rememberDemoSignIn } from '../../../../../browser-setup/demo'
import { describe, it } from '../../../../../browser-setup/mocha'
import { alerts, shadowOf, typeInto } from '../../../../../browser-setup/shadow'
import { definePageHost, mountPage } from '../../../page-host'
import { badgeOf, eventRow, rowButton, statuses } from './channel-rows'

const tag = definePageHost('email-channel', 'webhooks', EmailTab)

async function signedIn(email: string, attributes = '') {
  rememberDemoSignIn(email)
  const host = mountPage(tag, attributes)
  await eventRow(host, 'User invited')
  return host
}

/** The recipients field of a row's list (the first by default). */
const field = (row: Element, list = 0) => {
  const input = row.querySelectorAll<HTMLInputElement>('input[inputmode="email"]')[list]
  assert(input, 'the recipients field')
  return input
}
/** The name field of a row's list. */
const nameField = (row: Element, list: number) => {
  const group = row.querySelectorAll('fieldset')[list]
  const input = group?.querySelector<HTMLInputElement>('input:not([inputmode]):not([role])')
  assert(input, 'the name field')
  return input
}
const legends = (row: Element) =>
  Array.from(row.querySelectorAll('legend')).map((legend) => legend.textContent)
const sendSwitch = (row: Element) => {
  const input = row.querySelector<HTMLInputElement>('input[role="switch"]')
  assert(input, 'the send switch')
  return input
}

describe('the Email tab', () => {
  it('lists the events by category with their recipients and whether they are sent, accessibly', async () => {
    const host = await signedIn('ada@acme.test')
    const headings = Array.from(shadowOf(host).querySelectorAll('h3')).map((h) => h.textContent)
    equal(headings[0], 'Users', "the catalogue's categories in order")
    assert(headings.includes('Single sign-on'), 'every category')
    const invited = await eventRow(host, 'User invited')
    equal(field(invited).value, 'security@acme.test')
    equal(badgeOf(invited), 'Active')
    equal(badgeOf(await eventRow(host, 'User locked')), 'Off')
    includes(shadowOf(host).textContent, 'One event is sent.')
    await expectAccessible(host)
  })

  it('checks the addresses once the field was left, and saves a list that turns the event on', async () => {
    const host = await signedIn('ada@acme.test')
    const locked = await eventRow(host, 'User locked')
    const input = field(locked)
    typeInto(input, 'ops@acme.test, not-mail')
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    await waitFor(
      () => alerts(host).includes('not-mail is not an email address.'),
      'the inline error',
    )
    equal(input.getAttribute('aria-invalid'), 'true')
    rowButton(locked, 'Save')?.click()
    await waitFor(
      () => shadowOf(host).activeElement === input,
      'Save with a bad address returns to the field',
    )
    typeInto(input, 'ops@acme.test, Oncall@Acme.test')
    sendSwitch(locked).click()
    rowButton(locked, 'Save')?.click()
    await waitFor(() => statuses(host).includes('User locked: saved.'), 'the announcement')
    const saved = await eventRow(host, 'User locked')
    await waitFor(() => badgeOf(saved) === 'Active', 'sent now')
    equal(field(saved).value, 'ops@acme.test, oncall@acme.test', 'as the server keeps them')
  })

  it('edits every list of an event: adds one, checks names and addresses, removes one', async () => {
    const host = await signedIn('ada@acme.test')
    const invited = await eventRow(host, 'User invited')
    equal(legends(invited).join('|'), 'Email|On-call', 'each list of the event, by its name')
    equal(field(invited, 1).value, 'oncall@acme.test')
    rowButton(invited, 'Add a list')?.click()
    await waitFor(() => legends(invited).length === 3, 'a third list')
    await waitFor(
      () => shadowOf(host).activeElement === nameField(invited, 2),
      'the new list’s name has the focus',
    )
    typeInto(nameField(invited, 2), 'on-call')
    typeInto(field(invited, 2), 'pager@acme.test')
    rowButton(invited, 'Save')?.click()
    await waitFor(
      () => alerts(host).includes('Another list of this event is named on-call.'),
      'two lists named alike',
    )
    assert(shadowOf(host).activeElement === nameField(invited, 2), 'Save went to the wrong field')
    typeInto(nameField(invited, 2), '')
    await waitFor(
      () => alerts(host).includes('Enter a name for this list.'),
      'a list with recipients needs a name',
    )
    typeInto(nameField(invited, 2), 'Pager')
    await waitFor(() => alerts(host).length === 0, 'corrected')
    await expectAccessible(host)
    const removeOnCall = Array.from(invited.querySelectorAll('button')).find(
      (button) => button.getAttribute('aria-label') === 'Remove list On-call',
    )
    removeOnCall?.click()
    await waitFor(() => legends(invited).join('|') === 'Email|Pager', 'On-call removed')
    rowButton(invited, 'Save')?.click()
    await waitFor(() => statuses(host).includes('User invited: saved.'), 'the announcement')
    const saved = await eventRow(host, 'User invited')
    await waitFor(() => legends(saved).join('|') === 'Email|Pager', 'as the server keeps them')
    equal(field(saved, 1).value, 'pager@acme.test')
  })

  it('removes an emptied list, and keeps an unsaved draft of another event meanwhile', async () => {
    const host = await signedIn('ada@acme.test')
    const draft = field(await eventRow(host, 'User removed'))
    typeInto(draft, 'draft@acme.test')
    const invited = await eventRow(host, 'User invited')
    typeInto(field(invited), '')
    rowButton(invited, 'Save')?.click()
    await waitFor(async () => badgeOf(await eventRow(host, 'User invited')) === 'Off', 'not sent')
    equal(field(await eventRow(host, 'User invited')).value, '')
    equal(field(await eventRow(host, 'User removed')).value, 'draft@acme.test', 'the draft stays')
  })

  it('shows a read-only member everything with the reason and no Save', async () => {
    const host = await signedIn('readonly@acme.test')
    includes(shadowOf(host).textContent, 'that needs the Edit Integrations permission')
    const invited = await eventRow(host, 'User invited')
    equal(field(invited).readOnly, true)
    equal(sendSwitch(invited).disabled, true)
    equal(rowButton(invited, 'Save'), undefined)
    await expectAccessible(host)
  })

  it('fits a 375 px phone, right to left and dark', async () => {
    await setViewport({ width: 375, height: 800 })
    try {
      const host = await signedIn('ada@acme.test', 'locale="he" theme="dark"')
      await waitFor(() => shadowOf(host).textContent?.includes('התראות בדוא״ל'), 'Hebrew words')
      const card = shadowOf(host).querySelector<HTMLElement>('[part~="connectivity-email"]')
      assert(card, 'the card')
      assert(card.closest('[dir="rtl"]'), 'right to left')
      assert(card.scrollWidth <= card.clientWidth + 1, 'no sideways scrolling')
      await expectAccessible(host)
    } finally {
      await setViewport({ width: 1280, height: 800 })
    }
  })
})
