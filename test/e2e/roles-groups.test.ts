import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstLink, waitForMessage } from './mailbox'
import { serverCall, type ApiCall } from './server-api'
import { launchChromium, startFoyer, type RunningFoyer } from './start-foyer'
import type { Browser, Page } from 'playwright-core'

const admin = { email: 'admin@acme.test', password: 'correct horse battery staple' }
const editor = { email: 'editor@acme.test', password: 'an editor password of mine' }
const member = { email: 'grouped@acme.test', password: 'a grouped member password' }

let foyer: RunningFoyer
let browser: Browser
let adminToken: string
const ids: Record<string, string> = {}

/** The API's answer, status and body, whatever the status (`serverCall`). */
const api = (path: string, init?: ApiCall) => serverCall(foyer.serverUrl)(path, init)

async function roleIdOf(key: string): Promise<string> {
  const roles = (await api('/identity/resources/roles/v1', { token: adminToken }))
    .body as unknown as {
    id: string
    key: string
  }[]
  const role = roles.find((candidate) => candidate.key === key)
  if (!role) throw new Error(`No role ${key}`)
  return role.id
}

/** Invites `email` with `roleKeys` and accepts with a password; answers the user id. */
async function inviteAndAccept(person: { email: string; password: string }, roleKeys: string[]) {
  const roleIds = await Promise.all(roleKeys.map(roleIdOf))
  const invited = await api('/identity/resources/users/v2', {
    body: { email: person.email, roleIds },
    token: adminToken,
  })
  expect(invited.status).toBe(201)
  const link = new URL(
    firstLink(await waitForMessage(foyer.serverUrl, person.email, { purpose: 'invitation' })),
  )
  const accepted = await api('/identity/resources/users/v1/invitation/accept', {
    body: {
      userId: link.searchParams.get('userId'),
      token: link.searchParams.get('token'),
      password: person.password,
    },
  })
  expect(accepted.status).toBe(200)
  return invited.body.id as string
}

beforeAll(async () => {
  ;[foyer, browser] = await Promise.all([startFoyer(admin), launchChromium()])
  adminToken = (await api('/identity/resources/auth/v1/user', { body: admin })).body
    .accessToken as string
  ids.editor = await inviteAndAccept(editor, ['Editor'])
  ids.member = await inviteAndAccept(member, [])
})

afterAll(async () => {
  await browser?.close()
  await foyer?.stop()
})

async function signIn(page: Page, email: string, password: string, query = '') {
  await page.goto(`${foyer.pageUrl}${query}`)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: /continue/i }).click()
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: /sign in/i }).click()
  await page.getByRole('button', { name: 'Sign out' }).waitFor()
}

const portal = (page: Page) => page.locator('admin-portal')
const rolesUrl = () => new URL('/settings/roles', foyer.pageUrl).href
const row = (page: Page, name: string) => portal(page).getByRole('row').filter({ hasText: name })

/** Creates a role in the open roles page with the permission keys given. */
async function createRole(page: Page, name: string, keys: string[]) {
  await portal(page).getByRole('button', { name: 'New role' }).click()
  const dialog = portal(page).getByRole('dialog')
  await dialog.getByLabel('Name', { exact: true }).fill(name)
  for (const key of keys)
    await dialog.getByRole('checkbox', { name: new RegExp(key.replace(/\./g, '\\.')) }).check()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await row(page, name).waitFor()
}

describe('roles and groups against the real server', () => {
  it('rolls an edit back when the server refuses an escalation', async () => {
    const page = await browser.newPage()
    await signIn(page, editor.email, editor.password)
    await page.goto(rolesUrl())
    await createRole(page, 'Writer', ['fe.secure.write.users'])
    await expect.poll(() => row(page, 'Writer').textContent()).toContain('1 permission')
    // Meanwhile an administrator gives the editor a role that still edits roles but lacks the
    // account-settings write key the editor's page (and token) still shows as theirs: the server
    // decides on the editor's current permissions, so the escalation guard refuses the edit.
    const catalogue = (await api('/identity/resources/permissions/v1', { token: adminToken }))
      .body as unknown as { id: string; key: string }[]
    const kept = catalogue.filter(
      ({ key }) => key.startsWith('fe.secure.read.') || key === 'fe.secure.write.roles',
    )
    const rolesEditor = await api('/identity/resources/roles/v2', {
      body: { key: 'roles-editor', name: 'Roles editor', permissionIds: kept.map(({ id }) => id) },
      token: adminToken,
    })
    expect(rolesEditor.status).toBe(200)
    const demoted = await api('/team/resources/members/v1', {
      method: 'PUT',
      body: { id: ids.editor, roleIds: [await roleIdOf('roles-editor')] },
      token: adminToken,
    })
    expect(demoted.status).toBe(200)
    await portal(page).getByRole('button', { name: 'Edit Writer' }).click()
    const dialog = portal(page).getByRole('dialog')
    await dialog.getByRole('checkbox', { name: /fe\.secure\.write\.accountSettings/ }).check()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.getByText('The server refused').waitFor()
    await expect.poll(() => row(page, 'Writer').textContent()).toContain('1 permission')
    const roles = (await api('/identity/resources/roles/v1', { token: adminToken }))
      .body as unknown as {
      key: string
      permissions: string[]
    }[]
    expect(roles.find((role) => role.key === 'Writer')?.permissions).toHaveLength(1)
    await page.close()
  })

  it("creates a role, puts it and a searched member on a group in the groups page, and the member's token has it after a refresh", async () => {
    const login = await api('/identity/resources/auth/v1/user', { body: member })
    // The refresh cookie rotates at every refresh: keep the newest, as a browser would.
    const refreshCookieOf = (response: Response) =>
      (
        response.headers.getSetCookie().find((line) => line.startsWith('foyer_refresh=')) ?? ''
      ).split(';')[0] ?? ''
    let cookie = refreshCookieOf(login.response)
    const claims = async () => {
      const refreshed = await api('/identity/resources/auth/v1/user/token/refresh', {
        body: {},
        cookie,
      })
      expect(refreshed.status).toBe(200)
      cookie = refreshCookieOf(refreshed.response) || cookie
      const token = refreshed.body.accessToken as string
      return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
        permissions: string[]
      }
    }
    expect((await claims()).permissions).not.toContain('fe.secure.read.audits')

    const page = await browser.newPage()
    await signIn(page, admin.email, admin.password)
    await page.goto(rolesUrl())
    await createRole(page, 'Auditor', ['fe.secure.read.audits'])
    // The groups page, against the server: a group with the role and the member found by search.
    await page.goto(new URL('/settings/groups', foyer.pageUrl).href)
    await portal(page).getByRole('button', { name: 'New group' }).click()
    const dialog = portal(page).getByRole('dialog')
    await dialog.getByLabel('Name', { exact: true }).fill('Auditors')
    await dialog.getByLabel('Colour').fill('#336699')
    await dialog.getByRole('checkbox', { name: /Auditor/ }).check()
    await dialog.getByLabel('Find members by name or email').fill('grouped@')
    await dialog.getByRole('checkbox', { name: /grouped@acme\.test/ }).check()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => row(page, 'Auditors').textContent()).toContain('1 member')
    const groups = (
      await api('/identity/resources/groups/v1?_groupsRelations=rolesAndUsers', {
        token: adminToken,
      })
    ).body as unknown as { name: string; users: { id: string }[]; roles: { key: string }[] }[]
    const saved = groups.find((group) => group.name === 'Auditors')
    expect(saved?.users.map((user) => user.id)).toEqual([ids.member])
    expect(saved?.roles.map((role) => role.key)).toEqual(['Auditor'])
    await page.close()
    expect((await claims()).permissions).toContain('fe.secure.read.audits')
  })
})

describe('roles and groups in demo mode', () => {
  it('creates a role and shows the sample groups without calling the server', async () => {
    const page = await browser.newPage()
    const serverCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(foyer.serverUrl)) serverCalls.push(request.url())
    })
    await signIn(page, 'ada@acme.test', 'any password', '?demo')
    await page.goto(rolesUrl())
    await row(page, 'Support').first().waitFor()
    await createRole(page, 'Demo auditor', ['fe.secure.read.audits'])
    await page.goto(new URL('/settings/groups', foyer.pageUrl).href)
    await row(page, 'Support desk').waitFor()
    await row(page, 'Directory sync').getByText('From directory').waitFor()
    expect(serverCalls).toEqual([])
    await page.close()
  })
})
