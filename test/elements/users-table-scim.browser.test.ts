import { defineElements } from '../../src/index'
import { assert, equal, includes, waitFor } from '../browser-setup/assert'
import { expectAccessible } from '../browser-setup/axe'
import { rememberDemoSignIn } from '../browser-setup/demo'
import { fixture, uniqueBaseUrl } from '../browser-setup/fixture'
import { describe, it } from '../browser-setup/mocha'
import { findButton, shadowOf, tableRows } from '../browser-setup/shadow'

defineElements()

/** Members a provisioning connection (SCIM) manages, on the Team page's `<users-table>` (issue 21). */
async function signedInTable(attributes = '', managedBy = 'Managed by') {
  rememberDemoSignIn('ada@acme.test')
  const host = fixture(
    `<users-table base-url="${uniqueBaseUrl()}" demo ${attributes}></users-table>`,
  )
  await waitFor(() => tableRows(host).length === 20, 'the first page')
  await waitFor(
    () => shadowOf(host).querySelector('th:nth-last-child(2)')?.textContent === managedBy,
    'the managed-by column',
  )
  return host
}

const rowOf = (host: Element, name: string) =>
  tableRows(host).find((row) => row.cells[0]?.textContent?.includes(name))

const openDialog = (host: Element) =>
  shadowOf(host).querySelector('dialog[open]') as HTMLDialogElement | null

const dialogButtons = (host: Element) =>
  Array.from(openDialog(host)?.querySelectorAll('button') ?? []).map((b) => b.textContent?.trim())

describe('<users-table> and provisioned members', () => {
  it('names the connection that manages a member', async () => {
    const host = await signedInTable()
    includes(rowOf(host, 'Tomás Silva')?.textContent, 'Directory (SCIM) · Okta (staff)')
    includes(rowOf(host, 'Mia Novak')?.textContent, 'Administrators')
  })

  it('offers no remove, disable or end date for them, and says why', async () => {
    const host = await signedInTable()
    ;(await findButton(host, 'Actions for Tomás Silva')).click()
    const hint = await waitFor(
      () => openDialog(host)?.querySelector('[part="scim-hint"]'),
      'the sentence saying why',
    )
    includes(hint.textContent, 'Provisioned by Okta (staff) (SCIM)')
    includes(hint.textContent, 'happens in your identity provider')
    const offered = dialogButtons(host)
    assert(offered.includes('Edit roles'), `roles stay editable (${offered.join(', ')})`)
    for (const absent of ['Remove from account', 'Disable', 'Make temporary…']) {
      assert(!offered.includes(absent), `no ${absent} (${offered.join(', ')})`)
    }
    await expectAccessible(host)
  })

  it('keeps every action for a member the administrators manage', async () => {
    const host = await signedInTable()
    ;(await findButton(host, 'Actions for Mia Novak')).click()
    await waitFor(() => dialogButtons(host).includes('Remove from account'), 'the actions')
    equal(openDialog(host)?.querySelector('[part="scim-hint"]'), null)
    assert(dialogButtons(host).includes('Disable'), 'disable offered')
  })

  it('says why in French too', async () => {
    const host = await signedInTable('locale="fr"', 'Géré par')
    ;(await findButton(host, /Tomás Silva/)).click()
    const hint = await waitFor(
      () => openDialog(host)?.querySelector('[part="scim-hint"]'),
      'the sentence',
    )
    includes(hint.textContent, 'Provisionné par Okta (staff) (SCIM)')
  })
})
