import AllAccountsPage from '../../../../../src/react/portal/pages/all-accounts/all-accounts-page'
import { assert, equal, includes, waitFor } from '../../../../browser-setup/assert'
import { expectAccessible } from '../../../../browser-setup/axe'
import { rememberDemoSignIn } from '../../../../browser-setup/demo'
import { describe, it } from '../../../../browser-setup/mocha'
import {
  alerts,
  buttons,
  findButton,
  findInput,
  shadowOf,
  tableRows,
  typeInto,
} from '../../../../browser-setup/shadow'
import { definePageHost, mountPage } from '../../page-host'

const tag = definePageHost('all-accounts', 'allAccounts', AllAccountsPage)

// The first cell's own text (folded columns sit in a list under it).
const rowNames = (host: Element) =>
  tableRows(host).map((row) => row.querySelector('td, th')?.firstChild?.textContent?.trim() ?? '')

const text = (host: Element) => shadowOf(host).textContent ?? ''

describe('the All accounts page', () => {
  it('walks the demo reseller’s tree, searches it and shows an account’s people', async () => {
    rememberDemoSignIn('ada@acme.test')
    const host = mountPage(tag)
    await waitFor(() => rowNames(host).join() === 'Acme Americas,Acme Europe', 'the first level')
    await expectAccessible(host)
    ;(await findButton(host, 'Show the sub-accounts of Acme Europe')).click()
    await waitFor(() => rowNames(host).join() === 'Acme France', 'the second level')
    assert(text(host).includes('Acme Europe'), 'the path names where we are')
    const search = await findInput(host, 'Search accounts by name')
    typeInto(search, 'paris')
    search.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    await waitFor(() => rowNames(host).join() === 'Paris store', 'the search at any depth')
    ;(await findButton(host, 'Manage Paris store')).click()
    await waitFor(() => text(host).includes('Louis Bernard'), 'the account’s people')
    await expectAccessible(host)
  })

  it('creates a sub-account, with the missing name said inline, and invites a person', async () => {
    rememberDemoSignIn('ada@acme.test')
    const host = mountPage(tag)
    ;(await findButton(host, 'New sub-account')).click()
    const name = await findInput(host, 'Name')
    ;(await findButton(host, 'Create')).click()
    await waitFor(() => alerts(host).some((alert) => alert.includes('Enter a name.')), 'inline')
    equal(name.getAttribute('aria-invalid'), 'true')
    typeInto(name, 'Acme Asia')
    ;(await findButton(host, 'Create')).click()
    await waitFor(() => rowNames(host).includes('Acme Asia'), 'the new account listed')
    ;(await findButton(host, 'Manage Acme Americas')).click()
    await waitFor(() => text(host).includes('Grace Miller'), 'its people')
    const email = await findInput(host, 'Email')
    typeInto(email, 'not-an-email')
    ;(await findButton(host, 'Invite')).click()
    await waitFor(
      () => alerts(host).some((alert) => alert.includes('Enter an email address like')),
      'the bad address said inline',
    )
    typeInto(email, 'mia@acme.test')
    ;(await findButton(host, 'Invite')).click()
    await waitFor(() => text(host).includes('Invitation sent to mia@acme.test.'), 'the toast')
    await waitFor(() => text(host).includes('mia'), 'the invited person listed')
  })

  it('shows a read-only member the tree and why they cannot change it', async () => {
    rememberDemoSignIn('readonly@acme.test')
    const host = mountPage(tag)
    await waitFor(() => rowNames(host).length === 2, 'the first level')
    includes(text(host), 'You can see the accounts but not change them')
    equal(buttons(host, 'New sub-account').length, 0)
    ;(await findButton(host, 'Manage Acme Europe')).click()
    const rename = await waitFor(
      () => shadowOf(host).querySelector<HTMLInputElement>('dialog input[readonly]') ?? undefined,
      'the name read-only',
    )
    equal(rename.value, 'Acme Europe')
    includes(text(host), 'You cannot delete accounts')
    await expectAccessible(host)
  })
})
