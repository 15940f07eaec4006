import { defineElements } from '../../src/index'
import { equal, includes, waitFor } from '../browser-setup/assert'
import { expectAccessible } from '../browser-setup/axe'
import { rememberDemoSignIn } from '../browser-setup/demo'
import { fixture, uniqueBaseUrl } from '../browser-setup/fixture'
import { describe, it } from '../browser-setup/mocha'
import { findButton, findInput, shadowOf, tableRows, typeInto } from '../browser-setup/shadow'

defineElements()

/** The applications column and the per-user applications editor in demo mode (issue 11). */
async function signedInTable() {
  rememberDemoSignIn('ada@acme.test')
  const host = fixture(`<users-table base-url="${uniqueBaseUrl()}" demo></users-table>`)
  await waitFor(() => tableRows(host).length === 20, 'the first page')
  await waitFor(
    () => shadowOf(host).querySelector('th:nth-child(2)')?.textContent === 'Applications',
    'the applications column',
  )
  return host
}

const APPS = 1

const openDialog = (host: Element) =>
  shadowOf(host).querySelector('dialog[open]') as HTMLDialogElement | null

const appsOf = (host: Element, email: string) =>
  tableRows(host)
    .find((row) => row.cells[0]?.textContent?.includes(email))
    ?.cells[APPS]?.textContent?.trim() ?? ''

describe('<users-table> applications', () => {
  it('lists the applications each member can use, the open one for everyone', async () => {
    const host = await signedInTable()
    await waitFor(() => tableRows(host).every((row) => row.cells[APPS]?.textContent), 'names')
    for (const row of tableRows(host)) includes(row.cells[APPS]?.textContent, 'Acme web app')
    const managed = tableRows(host).filter((row) =>
      row.cells[APPS]?.textContent?.includes('Acme Reports'),
    )
    equal(managed.length, 2)
  })

  it('gives a member the managed application and takes it back from the per-user menu', async () => {
    const host = await signedInTable()
    typeInto(await findInput(host, 'Search users'), 'mia.novak')
    await waitFor(() => tableRows(host).length === 1, 'Mia')
    await waitFor(() => appsOf(host, 'mia.novak') !== '', 'her applications')
    equal(appsOf(host, 'mia.novak').includes('Acme Reports'), false)
    const edit = async () => {
      ;(await findButton(host, 'Actions for Mia Novak')).click()
      ;(await findButton(host, 'Edit applications')).click()
      return waitFor(
        () =>
          Array.from(openDialog(host)?.querySelectorAll('label') ?? [])
            .find((label) => label.textContent?.trim() === 'Acme Reports')
            ?.querySelector('input'),
        'the Acme Reports checkbox',
      )
    }
    const box = await edit()
    includes(openDialog(host)?.textContent, 'Open-to-everyone applications stay available')
    await expectAccessible(host)
    box.click()
    ;(await findButton(host, 'Save applications')).click()
    await waitFor(() => openDialog(host) === null, 'the dialog closed')
    await waitFor(() => appsOf(host, 'mia.novak').includes('Acme Reports'), 'given')
    const again = await edit()
    equal(again.checked, true)
    again.click()
    ;(await findButton(host, 'Save applications')).click()
    await waitFor(() => !appsOf(host, 'mia.novak').includes('Acme Reports'), 'taken back')
  })
})
