import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startOidcPeer } from '../server/social/oidc-peer'
import { serverCall } from './server-api'
import { launchChromium, startFoyer, vendor, type RunningFoyer } from './start-foyer'
import type { OidcPeer } from '../server/social/oidc-peer'
import type { Browser, Page } from 'playwright-core'

/**
 * Email-domain restrictions end to end (issue 19): an administrator blocks a domain on the
 * Security page's tab in `<admin-portal>`, and inviting someone at that domain from the team
 * table is refused with the server's sentence, in Chromium against the real server.
 */
const admin = { email: 'admin@acme.test', password: 'correct horse battery staple' }
const refusal = 'Email addresses at blocked.test are not allowed in this account'

let foyer: RunningFoyer
let browser: Browser
let oidc: OidcPeer

beforeAll(async () => {
  ;[foyer, browser] = await Promise.all([startFoyer(admin), launchChromium()])
  // Google played by oidc-provider on loopback, for the social sign-up through the link.
  oidc = await startOidcPeer({
    redirectUris: [new URL('/account/social/success', foyer.pageUrl).href],
    pkceRequired: true,
  })
  const api = serverCall(foyer.serverUrl)
  const vendorToken = String((await api('/auth/vendor', { body: vendor })).body.token)
  const google = await api('/identity/resources/sso/v2', {
    token: vendorToken,
    body: {
      type: 'google',
      clientId: oidc.clientId,
      secret: oidc.clientSecret,
      active: true,
      options: { issuer: oidc.issuer },
    },
  })
  expect(google.status).toBe(200)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await oidc?.close()
  await foyer?.stop()
})

async function signedIn(url: string): Promise<Page> {
  const page = await browser.newPage()
  await page.goto(url)
  await page.getByLabel('Email').fill(admin.email)
  await page.getByRole('button', { name: /continue/i }).click()
  await page.getByLabel('Password', { exact: true }).fill(admin.password)
  await page.getByRole('button', { name: /sign in/i }).click()
  await page.getByRole('button', { name: 'Sign out' }).waitFor()
  return page
}

describe('email-domain restrictions against the real server', () => {
  it('blocks a domain on the tab; inviting someone there is refused with the sentence', async () => {
    const page = await signedIn(foyer.pageUrl)
    await page.goto(new URL('/settings/security', foyer.pageUrl).href)
    const portal = page.locator('admin-portal')
    await portal.getByRole('tab', { name: 'Email domains' }).click()
    const domain = portal.getByLabel('Domain', { exact: true })
    await domain.fill('not a domain')
    await domain.press('Enter')
    await portal.getByText('Enter a domain name such as example.com.').waitFor()
    await domain.fill('Blocked.Test')
    await domain.press('Enter')
    await portal.getByRole('listitem').filter({ hasText: 'blocked.test' }).waitFor()
    await portal.getByRole('switch', { name: 'Restrict email domains' }).click()
    await portal.getByText('On: new members are checked against the list below.').waitFor()

    const api = serverCall(foyer.serverUrl)
    const token = (await api('/identity/resources/auth/v1/user', { body: admin })).body
      .accessToken as string
    const config = await api(
      '/identity/resources/configurations/restrictions/v1/email-domain/config',
      {
        token,
      },
    )
    expect(config.body).toEqual({ active: true, listType: 'BLOCK', blockPublicDomains: false })

    await page.goto(foyer.pageUrl)
    const team = page.locator('users-table')
    await team.getByRole('button', { name: 'Invite user' }).click()
    await team.getByLabel('Email').fill('someone@blocked.test')
    await team.getByRole('button', { name: 'Send invitation' }).click()
    await team.getByText(refusal).waitFor()
    await team.getByLabel('Email').fill('someone@allowed.test')
    await team.getByRole('button', { name: 'Send invitation' }).click()
    await expect
      .poll(() => team.getByRole('row').filter({ hasText: 'someone@allowed.test' }).count())
      .toBe(1)
    expect(await team.getByRole('row').filter({ hasText: 'someone@blocked.test' }).count()).toBe(0)
    await page.close()

    // The sign-up box shows the same sentence to a visitor of the tenant's invitation link.
    const link = await api('/identity/resources/tenants/invites/v1/user', { body: {}, token })
    const visitor = await browser.newPage()
    const signUp = new URL('/account/sign-up', foyer.pageUrl)
    signUp.searchParams.set('invitationToken', String(link.body.token))
    await visitor.goto(signUp.href)
    await visitor.getByLabel('Name').fill('Blocked Visitor')
    await visitor.getByLabel('Email').fill('visitor@blocked.test')
    await visitor.getByLabel('Password', { exact: true }).fill('a long enough password 1')
    await visitor.getByRole('button', { name: 'Sign up' }).click()
    await visitor.getByText(refusal).first().waitFor()
    await visitor.close()

    // And so does its social callback, for a Google account at the blocked domain.
    oidc.nextAccount({ sub: 'g-blocked', email: 'social@blocked.test', email_verified: true })
    const social = await (await browser.newContext()).newPage()
    await social.goto(signUp.href)
    await social.getByRole('link', { name: 'Continue with Google' }).click()
    await social.getByText(refusal).waitFor()
    await social.close()
  })
})
