import { setViewport } from '@web/test-runner-commands'
import { defineElements } from '../../src/index'
import { assert, equal, includes, waitFor } from '../browser-setup/assert'
import { expectAccessible } from '../browser-setup/axe'
import { rememberDemoSignIn } from '../browser-setup/demo'
import { fixture, uniqueBaseUrl } from '../browser-setup/fixture'
import { describe, it } from '../browser-setup/mocha'
import { findButton, findInput, shadowOf, tableRows, typeInto } from '../browser-setup/shadow'

defineElements()

/** The Team page's actions on `<users-table>` in demo mode (issue 11). */
async function signedInTable(email = 'ada@acme.test', attributes = '') {
  rememberDemoSignIn(email)
  const host = fixture(
    `<users-table base-url="${uniqueBaseUrl()}" demo ${attributes}></users-table>`,
  )
  await waitFor(() => tableRows(host).length === 20, 'the first page')
  // The groups and managed-by columns join once their chunk is there.
  await waitFor(
    () => shadowOf(host).querySelector('th:nth-last-child(2)')?.textContent === 'Managed by',
    'every column',
  )
  await waitFor(
    () => shadowOf(host).querySelector('th:nth-child(2)')?.textContent === 'Applications',
    'the applications column',
  )
  return host
}

// The columns: user, applications, groups, roles, joined, last seen, managed by, actions.
const ROLES = 3

const rowOf = (host: Element, name: string) =>
  tableRows(host).find((row) => row.cells[0]?.textContent?.includes(name))

const openDialog = (host: Element) =>
  shadowOf(host).querySelector('dialog[open]') as HTMLDialogElement | null

const actionsOf = async (host: Element, name: string) => {
  ;(await findButton(host, `Actions for ${name}`)).click()
  await waitFor(() => openDialog(host)?.textContent?.includes(`Actions for ${name}`), 'actions')
}

describe('<users-table> actions', () => {
  it('invites a user: the dialog closes and the new user is first', async () => {
    const host = await signedInTable()
    ;(await findButton(host, 'Invite user')).click()
    const email = await findInput(host, 'Email')
    await expectAccessible(host)
    typeInto(email, 'not-an-email')
    ;(await findButton(host, 'Send invitation')).click()
    await waitFor(() => openDialog(host)?.textContent?.includes('Enter a valid email'), 'error')
    typeInto(email, 'newcomer@acme.test')
    typeInto(await findInput(host, 'Name (optional)'), 'New Comer')
    ;(await findButton(host, 'Send invitation')).click()
    await waitFor(() => openDialog(host) === null, 'the dialog closed')
    includes(tableRows(host)[0]?.textContent, 'New Comer')
  })

  it('rolls a refused role change back and says why', async () => {
    const host = await signedInTable('support@acme.test')
    await actionsOf(host, 'Mia Novak')
    ;(await findButton(host, 'Edit roles')).click()
    const admin = await waitFor(
      () =>
        Array.from(openDialog(host)?.querySelectorAll('label') ?? [])
          .find((label) => label.textContent?.trim() === 'Admin')
          ?.querySelector('input'),
      'the Admin checkbox',
    )
    admin.click()
    ;(await findButton(host, 'Save roles')).click()
    await waitFor(
      () => shadowOf(host).textContent?.includes('The roles were not changed'),
      'the rollback notice',
    )
    await waitFor(
      () => !rowOf(host, 'Mia Novak')?.cells[ROLES]?.textContent?.includes('Admin'),
      'back',
    )
    equal(rowOf(host, 'Mia Novak')?.cells[ROLES]?.textContent, 'Viewer')
  })

  it('locks after a confirmation and unlocks at once', async () => {
    const host = await signedInTable()
    await actionsOf(host, 'Mia Novak')
    ;(await findButton(host, 'Lock')).click()
    await findButton(host, 'Lock user')
    await expectAccessible(host)
    ;(await findButton(host, 'Lock user')).click()
    await waitFor(() => rowOf(host, 'Mia Novak')?.textContent?.includes('Locked'), 'locked')
    await actionsOf(host, 'Mia Novak')
    ;(await findButton(host, 'Unlock')).click()
    await waitFor(() => !rowOf(host, 'Mia Novak')?.textContent?.includes('Locked'), 'unlocked')
  })

  it('adds several users and lists the one not allowed', async () => {
    const host = await signedInTable()
    ;(await findButton(host, 'Add several')).click()
    const area = await waitFor(() => openDialog(host)?.querySelector('textarea'), 'the textarea')
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set
    setter?.call(area, 'one@acme.test, two@acme.test\nmia.novak@acme.test')
    area.dispatchEvent(new Event('input', { bubbles: true }))
    await expectAccessible(host)
    ;(await findButton(host, 'Add users')).click()
    await waitFor(() => openDialog(host)?.textContent?.includes('2 users added'), 'results')
    includes(openDialog(host)?.textContent, '1 email not allowed')
    includes(openDialog(host)?.textContent, 'mia.novak@acme.test')
  })

  it('shows the persona’s real role in its own row', async () => {
    rememberDemoSignIn('viewer@acme.test')
    const host = fixture(`<users-table base-url="${uniqueBaseUrl()}" demo></users-table>`)
    await waitFor(() => tableRows(host).length === 20, 'the first page')
    // A Viewer may not read the groups: user, applications, roles…
    await waitFor(
      () => shadowOf(host).querySelector('th:nth-child(2)')?.textContent === 'Applications',
      'the applications column',
    )
    equal(shadowOf(host).querySelector('th:nth-child(3)')?.textContent, 'Roles')
    const own = tableRows(host).find((row) => row.textContent?.includes('viewer@acme.test'))
    assert(own === undefined || own.cells[2]?.textContent === 'Viewer', 'no Admin for a viewer')
  })

  it('fits 375 px in RTL and dark with its actions', async () => {
    await setViewport({ width: 375, height: 800 })
    try {
      const host = await signedInTable('ada@acme.test', 'theme="dark" dir="rtl"')
      const card = shadowOf(host).querySelector('[part="users-table"]') as HTMLElement
      assert(card.scrollWidth <= card.clientWidth + 1, `no sideways scroll (${card.scrollWidth})`)
      await actionsOf(host, 'Mia Novak')
      await expectAccessible(host)
    } finally {
      await setViewport({ width: 1280, height: 800 })
    }
  })
})
