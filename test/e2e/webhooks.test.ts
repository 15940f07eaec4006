import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSlackFake, type SlackFake } from '../server/connectivity/slack-fake'
import { listenOnLoopback } from '../server/node/listen'
import { launchChromium, startFoyer, type RunningFoyer } from './start-foyer'
import type { Browser, Page } from 'playwright-core'

const admin = { email: 'admin@acme.test', password: 'correct horse battery staple' }

let foyer: RunningFoyer
let browser: Browser
let receiver: Awaited<ReturnType<typeof listenOnLoopback>>
/** Slack cannot be reached from here: its consent page and Web API are a loopback fake. */
let slack: SlackFake
/** What the loopback endpoint received: each request's event type and whether its signature held. */
const received: { type: string; verified: boolean }[] = []
let secret = ''

beforeAll(async () => {
  receiver = await listenOnLoopback()
  receiver.handle((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      let verified = true
      try {
        new Webhook(secret).verify(body, {
          'webhook-id': String(req.headers['webhook-id']),
          'webhook-timestamp': String(req.headers['webhook-timestamp']),
          'webhook-signature': String(req.headers['webhook-signature']),
        })
      } catch {
        verified = false
      }
      received.push({ type: String((JSON.parse(body) as { type?: unknown }).type), verified })
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}')
    })
  })
  slack = await startSlackFake()
  // The endpoint is on loopback: the server must be allowed to call private networks.
  ;[foyer, browser] = await Promise.all([
    startFoyer(admin, { ...slack.env, FOYER_ALLOW_PRIVATE_NETWORK: '1' }),
    launchChromium(),
  ])
  // The app's redirect URL as set in Slack's dashboard: the host page's Connectivity page.
  slack.setAppRedirectUrl(new URL('/settings/webhooks', foyer.pageUrl).href)
})

afterAll(async () => {
  await browser?.close()
  await foyer?.stop()
  await receiver?.close()
  await slack?.close()
})

/** Signs the admin in on the example page. */
const signIn = async (page: Page) => {
  await page.goto(foyer.pageUrl)
  await page.getByLabel('Email').fill(admin.email)
  await page.getByRole('button', { name: /continue/i }).click()
  await page.getByLabel('Password', { exact: true }).fill(admin.password)
  await page.getByRole('button', { name: /sign in/i }).click()
  await page.getByRole('button', { name: 'Sign out' }).waitFor()
}

/** The Connectivity page is hidden by default: this host shows it to those who may read it. */
const showConnectivity = (page: Page) =>
  page.evaluate(async () => {
    await customElements.whenDefined('admin-portal')
    const portal = document.querySelector('admin-portal') as HTMLElement & {
      configuration: unknown
    }
    portal.configuration = { navigation: { webhooks: { visibility: 'byPermissions' } } }
  })

describe('webhooks against the real server', () => {
  it('an admin adds a webhook to a loopback receiver and sees the signed delivery in its log', async () => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] })
    const page = await context.newPage()
    await signIn(page)
    await page.goto(new URL('/settings/webhooks', foyer.pageUrl).href)
    await showConnectivity(page)
    const portal = page.locator('admin-portal')
    await portal.getByRole('button', { name: 'Add webhook' }).click()
    const dialog = portal.getByRole('dialog')
    await dialog.getByLabel('Name').fill('Loopback receiver')
    await dialog.getByLabel('URL', { exact: true }).fill(`${receiver.url}/hook`)
    await dialog.getByLabel('User invited').check()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await portal.getByText('Webhook Loopback receiver saved.').waitFor()
    await portal.getByRole('button', { name: 'Edit Loopback receiver' }).click()
    secret = await portal.getByLabel('Signing secret').inputValue()
    expect(secret).toMatch(/^whsec_/)
    await portal.getByRole('button', { name: 'Cancel' }).click()

    // An invitation raises user.invited: the worker signs and sends it to the receiver.
    const api = (path: string, body: unknown, token?: string) =>
      fetch(`${foyer.serverUrl}/api${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      })
    const signedIn = await api('/identity/resources/auth/v1/user', admin)
    const { accessToken } = (await signedIn.json()) as { accessToken: string }
    const invite = await api(
      '/identity/resources/users/v2',
      { email: 'hooked@acme.test', name: 'Hooked' },
      accessToken,
    )
    const invited = invite.status
    expect(invited).toBe(201)
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1)
    expect(received[0]).toEqual({ type: 'user.invited', verified: true })

    await portal.getByRole('button', { name: 'Log of Loopback receiver' }).click()
    const log = portal.getByRole('dialog')
    await log.getByRole('cell', { name: 'user.invited', exact: true }).waitFor()
    await log.getByRole('cell', { name: '200', exact: true }).waitFor()
    await context.close()
  })

  it("adds the Slack workspace through Slack's OAuth consent page and back", async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await signIn(page)
    await page.goto(new URL('/settings/webhooks', foyer.pageUrl).href)
    await showConnectivity(page)
    const portal = page.locator('admin-portal')
    await portal.getByRole('tab', { name: 'Slack' }).click()
    await portal.getByRole('button', { name: 'Add to Slack' }).click()
    // Slack's consent page (the fake approves at once) sends the admin back with a code and the
    // state the tab sent; the page opens on the Slack tab and the server trades the code.
    await page.waitForURL((url) => url.pathname === '/settings/webhooks' && url.search === '')
    await showConnectivity(page)
    await portal.getByText('Connected to the Acme Slack workspace.').waitFor()
    await portal.getByRole('tab', { name: 'Slack', selected: true }).waitFor()
    // The workspace's channels, read from Slack's Web API with the bot token the server got.
    await portal.getByRole('option', { name: '#security' }).first().waitFor()
    expect(page.url()).not.toContain('code=')
    await context.close()
  })
})
