import { setViewport } from '@web/test-runner-commands'
import GroupsPage from '../../../src/react/portal/pages/groups/groups-page'
import RolesPage from '../../../src/react/portal/pages/roles/roles-page'
import { assert, equal, includes, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { rememberDemoSignIn } from '../../browser-setup/demo'
import { describe, it } from '../../browser-setup/mocha'
import {
  buttons,
  findButton,
  findInput,
  shadowOf,
  tableRows,
  typeInto,
} from '../../browser-setup/shadow'
import { definePageHost, mountPage } from './page-host'

const rolesTag = definePageHost('roles', 'roles', RolesPage)
const groupsTag = definePageHost('groups', 'groups', GroupsPage)

async function signedIn(tag: string, email: string, ready: string, attributes = '') {
  rememberDemoSignIn(email)
  const host = mountPage(tag, attributes)
  await waitFor(() => shadowOf(host).textContent?.includes(ready), ready)
  return host
}

const dialog = (host: Element) => shadowOf(host).querySelector('dialog[open]')
const dialogButton = (host: Element, name: string) =>
  waitFor(
    () =>
      Array.from(dialog(host)?.querySelectorAll('button') ?? []).find(
        (button) => button.textContent === name,
      ),
    `${name} in the dialog`,
  )
const checkbox = (host: Element, text: string) =>
  waitFor(
    () =>
      Array.from(dialog(host)?.querySelectorAll('label') ?? [])
        .find((label) => label.textContent?.includes(text))
        ?.querySelector('input'),
    `the ${text} checkbox`,
  )

describe('the roles page', () => {
  it('lists the sample roles, shared and read-only, accessibly', async () => {
    const host = await signedIn(rolesTag, 'ada@acme.test', 'Support')
    for (const key of ['ReadOnly', 'Admin', 'Support', 'Editor', 'Viewer'])
      includes(shadowOf(host).textContent, key)
    equal(buttons(host, /^Edit /).length, 0, 'shared roles cannot be edited')
    await expectAccessible(host)
  })

  it('creates a role with permissions by category, edits and deletes it', async () => {
    const host = await signedIn(rolesTag, 'ada@acme.test', 'Support')
    ;(await findButton(host, 'New role')).click()
    typeInto(await findInput(host, 'Name'), 'Auditor')
    const readUsers = await checkbox(host, 'fe.secure.read.users')
    readUsers.click()
    assert(dialog(host)?.querySelector('fieldset legend'), 'permissions grouped in fieldsets')
    await expectAccessible(host)
    ;(await dialogButton(host, 'Save')).click()
    await waitFor(() => !dialog(host), 'the dialog closes')
    const row = await waitFor(
      () => tableRows(host).find((r) => r.textContent?.includes('Auditor')),
      'the new row',
    )
    includes(row.textContent, '1 permission')
    ;(await findButton(host, 'Edit Auditor')).click()
    ;(await checkbox(host, 'fe.secure.read.roles')).click()
    ;(await dialogButton(host, 'Save')).click()
    await waitFor(
      () => tableRows(host).find((r) => r.textContent?.includes('2 permissions')),
      'two permissions',
    )
    ;(await findButton(host, 'Delete Auditor')).click()
    ;(await dialogButton(host, 'Delete')).click()
    await waitFor(() => !tableRows(host).some((r) => r.textContent?.includes('Auditor')), 'gone')
  })

  it("says before the request what lies beyond the admin's own permissions", async () => {
    const host = await signedIn(rolesTag, 'ada@acme.test', 'Support')
    ;(await findButton(host, 'New role')).click()
    await waitFor(() => dialog(host), 'the dialog')
    // The demo Admin holds every demo permission: none is marked; a Support persona sees marks.
    includes(dialog(host)?.textContent ?? '', 'fe.secure.read.users')
    const support = await signedIn(rolesTag, 'support@acme.test', 'Viewer')
    equal(buttons(support, 'New role').length, 0, 'Support cannot write roles')
    includes(shadowOf(support).textContent, 'Beyond your permissions')
  })

  it('shows a read-only member the roles and the groups with no write control', async () => {
    for (const tag of [rolesTag, groupsTag]) {
      rememberDemoSignIn('readonly@acme.test')
      const host = mountPage(tag)
      await waitFor(() => tableRows(host).length > 0, `the ${tag} list`)
      equal(buttons(host, /^(New role|New group|Edit|Delete)$/).length, 0, 'write controls')
      equal(buttons(host, /^(Edit|Delete) /).length, 0, 'row actions')
      await expectAccessible(host)
    }
  })

  it('fits a 375 px phone, right to left and dark', async () => {
    await setViewport({ width: 375, height: 800 })
    try {
      const host = await signedIn(rolesTag, 'ada@acme.test', 'Support', 'locale="he" theme="dark"')
      includes(shadowOf(host).textContent, 'תפקידים והרשאות')
      const card = shadowOf(host).querySelector('[part~="roles"]')
      assert(card?.closest('[dir="rtl"]'), 'right-to-left')
      assert(
        (card as HTMLElement).scrollWidth <= (card as HTMLElement).clientWidth + 1,
        'no sideways scrolling',
      )
      await expectAccessible(host)
    } finally {
      await setViewport({ width: 1280, height: 800 })
    }
  })
})

describe('the groups page', () => {
  it('lists sample groups, the SCIM one read-only, and creates one with a role', async () => {
    const host = await signedIn(groupsTag, 'ada@acme.test', 'Support desk')
    includes(shadowOf(host).textContent, 'From directory')
    equal(buttons(host, 'Edit Directory sync').length, 0, 'a SCIM group is read-only')
    await expectAccessible(host)
    ;(await findButton(host, 'New group')).click()
    typeInto(await findInput(host, 'Name'), 'Night shift')
    typeInto(await findInput(host, 'Colour'), 'teal')
    ;(await dialogButton(host, 'Save')).click()
    await waitFor(() => dialog(host)?.textContent?.includes('#1a2b3c'), 'the colour error')
    typeInto(await findInput(host, 'Colour'), '#008080')
    ;(await checkbox(host, 'Viewer')).click()
    ;(await dialogButton(host, 'Save')).click()
    await waitFor(() => !dialog(host), 'the dialog closes')
    const row = await waitFor(
      () => tableRows(host).find((r) => r.textContent?.includes('Night shift')),
      'the new group',
    )
    includes(row.textContent, 'Viewer')
    ;(await findButton(host, 'Delete Night shift')).click()
    await waitFor(() => dialog(host)?.textContent?.includes('Night shift'), 'the confirmation')
    ;(await dialogButton(host, 'Delete')).click()
    await waitFor(
      () => !tableRows(host).some((r) => r.textContent?.includes('Night shift')),
      'the group gone',
    )
  })

  it("clears a group's description by emptying the field", async () => {
    const host = await signedIn(groupsTag, 'ada@acme.test', 'Support desk')
    const row = () => tableRows(host).find((r) => r.textContent?.includes('Support desk'))
    includes(row()?.textContent, 'Sample group: Support desk')
    ;(await findButton(host, 'Edit Support desk')).click()
    typeInto(await findInput(host, 'Description'), '')
    ;(await dialogButton(host, 'Save')).click()
    await waitFor(() => !dialog(host), 'the dialog closes')
    await waitFor(() => !row()?.textContent?.includes('Sample group'), 'the description gone')
    ;(await findButton(host, 'Edit Support desk')).click()
    equal((await findInput(host, 'Description')).value, '', 'still empty when edited again')
  })

  it('finds members by name or email, keeping those ticked while the search moves on', async () => {
    const host = await signedIn(groupsTag, 'ada@acme.test', 'Support desk')
    ;(await findButton(host, 'New group')).click()
    typeInto(await findInput(host, 'Name'), 'Picked by search')
    typeInto(await findInput(host, 'Find members by name or email'), 'novak')
    const labels = () =>
      Array.from(dialog(host)?.querySelectorAll('fieldset') ?? [])
        .filter((set) => set.querySelector('legend')?.textContent === 'Members')
        .flatMap((set) => Array.from(set.querySelectorAll('label')))
        .map((label) => label.textContent ?? '')
    await waitFor(() => labels().length === 1 && labels()[0]?.includes('Mia Novak'), 'one match')
    ;(await checkbox(host, 'Mia Novak')).click()
    typeInto(await findInput(host, 'Find members by name or email'), 'grace.kim@')
    await waitFor(() => labels().some((label) => label.includes('Grace Kim')), 'the next match')
    assert(labels()[0]?.includes('Mia Novak'), 'the ticked member stays listed first')
    ;(await checkbox(host, 'Grace Kim')).click()
    ;(await dialogButton(host, 'Save')).click()
    await waitFor(() => !dialog(host), 'the dialog closes')
    const row = await waitFor(
      () => tableRows(host).find((r) => r.textContent?.includes('Picked by search')),
      'the new group',
    )
    includes(row.textContent, '2 members')
  })
})
