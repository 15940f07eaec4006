import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestIdp, type TestIdp } from '../server/saml/idp'
import { startDnsFake, type DnsFake } from '../support/dns-fake'
import { serverApi, type ApiAnswer, type ApiCall } from './server-api'
import { launchChromium, startFoyer, type RunningFoyer } from './start-foyer'
import type { Browser, Page } from 'playwright-core'

/**
 * The SSO page end to end in Chromium against the real server: the admin creates a SAML
 * connection from the loopback test IdP's metadata URL, publishes the domain's TXT record in the
 * suite's DNS and validates it (confirming with the second factor), maps the IdP group to a role,
 * tests the connection in a new tab, and a new person of the domain signs in through it with
 * that role; then the admin edits the IdP's SSO URL in place and the next sign-in goes there;
 * last, a directory connected on the Provisioning page provisions a member with its token.
 */
const admin = { email: 'admin@acme.test', password: 'correct horse battery staple' }
const person = 'new.person@corp.example'

let foyer: RunningFoyer
let browser: Browser
let idp: TestIdp
let dns: DnsFake
/** The admin's page, signed in by the first case. */
let page: Page

beforeAll(async () => {
  dns = await startDnsFake()
  // The server reads the IdP's metadata from loopback and asks the suite's DNS.
  ;[foyer, browser, idp] = await Promise.all([
    startFoyer(admin, { FOYER_ALLOW_PRIVATE_NETWORK: '1', FOYER_DNS_SERVERS: dns.address }),
    launchChromium(),
    startTestIdp({
      nameId: person,
      attributes: { email: person, displayName: 'New Person', groups: ['engineers'] },
    }),
  ])
})

afterAll(async () => {
  await browser?.close()
  await Promise.all([idp?.close(), dns?.close(), foyer?.stop()])
})

const api = <T = ApiAnswer>(path: string, init?: ApiCall) =>
  serverApi(foyer.serverUrl)<T>(path, init)
const totp = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 })

async function signIn(page: Page, email: string, password?: string) {
  await page.goto(foyer.pageUrl)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: /continue/i }).click()
  if (password) {
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: /sign in/i }).click()
  }
  await page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 20_000 })
}

describe('the SSO page against the real server', () => {
  it('sets up a SAML connection that signs a new person in with the mapped role', async () => {
    const context = await browser.newContext()
    page = await context.newPage()
    await signIn(page, admin.email, admin.password)
    // The admin's authenticator, enrolled from another session: changing where a verified
    // domain signs in asks this session for it.
    const { accessToken } = await api<{ accessToken: string }>('/identity/resources/auth/v1/user', {
      body: admin,
    })
    const started = await api('/identity/resources/users/v1/mfa/authenticator/enroll', {
      body: {},
      token: accessToken,
    })
    const secret = String(started.secret).replace(/\s/g, '')
    await api('/identity/resources/users/v1/mfa/authenticator/enroll/verify', {
      body: { token: await totp(secret) },
      token: accessToken,
    })

    await page.goto(new URL('/settings/sso', foyer.pageUrl).href)
    const sso = page.locator('admin-portal').locator('[part="sso"]')
    await sso.getByRole('button', { name: 'Add SAML connection' }).click()
    const adding = page
      .locator('admin-portal')
      .getByRole('dialog', { name: 'Add a SAML connection' })
    await adding.getByLabel('Metadata URL').fill(`${idp.url}/metadata`)
    await adding.getByRole('button', { name: 'Create connection' }).click()
    const card = sso.getByRole('article')
    await card.getByText(idp.ssoUrl).waitFor()

    await card.getByLabel('Domain', { exact: true }).fill('corp.example')
    await card.getByRole('button', { name: 'Add domain' }).click()
    const record = card.getByText(/^foyer-verification=/)
    dns.setTxt('corp.example', [(await record.textContent()) ?? ''])
    await card.getByRole('button', { name: 'Validate corp.example' }).click()
    const prompt = page.locator('admin-portal').getByRole('dialog', { name: 'Confirm it’s you' })
    await prompt.getByLabel('Authenticator code').fill(await totp(secret, 1))
    await prompt.getByRole('button', { name: 'Confirm' }).click()
    await card.getByText('Validated', { exact: true }).waitFor()

    await card.getByLabel('Group name').fill('engineers')
    await card
      .getByRole('group', { name: 'Roles of the group' })
      .getByRole('checkbox', { name: 'Editor' })
      .check()
    await card.getByRole('button', { name: 'Map group' }).click()
    await card.getByRole('listitem').filter({ hasText: 'engineers' }).getByText('Editor').waitFor()

    // The test: the admin signs in at the IdP in a new tab; nobody is signed in or created.
    await card.getByRole('button', { name: 'Start a test' }).click()
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      card.getByRole('link', { name: 'Open the sign-in in a new tab' }).click(),
    ])
    await tab.getByRole('heading', { name: 'Connection test finished' }).waitFor()
    const result = card.getByRole('definition').filter({ hasText: 'Editor' })
    await result.waitFor({ timeout: 15_000 })
    await card.getByText(person, { exact: true }).first().waitFor()
    await tab.close()

    // The new person signs in through the connection, created just in time with the role.
    const visitor = await (await browser.newContext()).newPage()
    await signIn(visitor, person)
    await page.goto(new URL('/settings/users', foyer.pageUrl).href)
    const row = page.locator('admin-portal').getByRole('row').filter({ hasText: person })
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Editor')
    expect(idp.requests.length).toBe(2)
  })

  it('edits the IdP’s SSO URL in place: the next sign-in goes there', async () => {
    // The same loopback IdP under another host name.
    const moved = idp.ssoUrl.replace('127.0.0.1', 'localhost')
    await page.goto(new URL('/settings/sso', foyer.pageUrl).href)
    const card = page.locator('admin-portal').locator('[part="sso"]').getByRole('article')
    await card.getByRole('button', { name: 'Edit IdP settings' }).click()
    const editing = page.locator('admin-portal').getByRole('dialog', { name: /^Edit IdP settings/ })
    await editing.getByLabel('SSO URL of the identity provider').fill(moved)
    await editing.getByRole('button', { name: 'Save settings' }).click()
    await card.getByText(moved).waitFor()
    const visitor = await (await browser.newContext()).newPage()
    const wentThere = visitor.waitForRequest((request) => request.url().startsWith(`${moved}?`))
    await signIn(visitor, person)
    await wentThere
    expect(idp.requests.length).toBe(3)
  })

  it('connects a directory on the Provisioning page: its token provisions a member', async () => {
    await page.goto(new URL('/settings/provisioning', foyer.pageUrl).href)
    const portal = page.locator('admin-portal')
    await portal.getByRole('button', { name: 'New connection' }).click()
    const dialog = portal.getByRole('dialog')
    await dialog.getByLabel('Name (optional)').fill('Okta – staff')
    await dialog.getByRole('button', { name: 'Create connection' }).click()
    const token = await dialog.getByLabel('Bearer token', { exact: true }).inputValue()
    const baseUrl = await dialog.getByLabel('SCIM base URL', { exact: true }).inputValue()
    await dialog.getByRole('button', { name: 'Done' }).click()
    // Okta's create request, with the token shown once.
    const email = 'scim.person@corp.example'
    const created = await fetch(`${baseUrl}/Users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
      body: JSON.stringify({
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
        userName: email,
        name: { givenName: 'Scim', familyName: 'Person' },
        emails: [{ primary: true, value: email, type: 'work' }],
        active: true,
      }),
    })
    expect(created.status).toBe(201)
    await page.goto(new URL('/settings/users', foyer.pageUrl).href)
    await portal.getByRole('row').filter({ hasText: email }).waitFor()
    await page.context().close()
  })
})
