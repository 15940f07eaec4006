/**
 * Billing end to end in Chromium against the real server, with no network: Stripe's HTTP API is the
 * loopback Stripe fake (`test/support/stripe-fake/`, the server's FOYER_STRIPE_API_URL) and Stripe.js
 * is the loopback Stripe.js fake (`test/support/stripe-js-fake/`), which answers the page's request
 * for https://js.stripe.com and confirms cards against the Stripe fake.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STRIPE_WEBHOOK_PATH } from '../../server/src/routes/billing-webhooks'
import { startStripeFake } from '../support/stripe-fake/server'
import { startStripeJsFake } from '../support/stripe-js-fake/server'
import { serverApi } from './server-api'
import { launchChromium, startFoyer, vendor, type RunningFoyer } from './start-foyer'
import type { StripeFake } from '../support/stripe-fake/server'
import type { StripeJsFake } from '../support/stripe-js-fake/server'
import type { Browser, Page } from 'playwright-core'

const admin = { email: 'billing-admin@acme.test', password: 'correct horse battery staple' }

let stripe: StripeFake
let stripeJs: StripeJsFake
let foyer: RunningFoyer
let browser: Browser

beforeAll(async () => {
  stripe = await startStripeFake()
  stripeJs = await startStripeJsFake(stripe.url)
  // The server bills against the Stripe fake.
  ;[foyer, browser] = await Promise.all([
    startFoyer(admin, {
      FOYER_STRIPE_SECRET_KEY: stripe.secretKey,
      FOYER_STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
      FOYER_STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      FOYER_STRIPE_API_URL: stripe.url,
    }),
    launchChromium(),
  ])
  stripe.deliverTo(`${foyer.serverUrl}/api${STRIPE_WEBHOOK_PATH}`)
  // The vendor sells its Pro plan at $49 a month: an entitlements plan a Stripe price names.
  const api = serverApi(foyer.serverUrl)
  const { token } = await api<{ token: string }>('/auth/vendor', {
    body: { clientId: vendor.clientId, secret: vendor.secret },
  })
  const pro = await api<{ id: string }>('/entitlements/resources/plans/v1', {
    token,
    body: { name: 'Pro', description: 'Everything', defaultTreatment: 'false' },
  })
  stripe.addPrice({ planId: pro.id, amount: 4900, name: 'Pro' })
})

afterAll(async () => {
  await browser?.close()
  await foyer?.stop()
  await stripeJs?.close()
  await stripe?.close()
})

async function signedIn(): Promise<Page> {
  const page = await browser.newPage()
  // Stripe.js comes from the loopback fake, never from js.stripe.com.
  await page.route('https://js.stripe.com/**', async (route) =>
    route.fulfill({ response: await route.fetch({ url: stripeJs.scriptUrl }) }),
  )
  await page.goto(foyer.pageUrl)
  await page.getByLabel('Email').fill(admin.email)
  await page.getByRole('button', { name: /continue/i }).click()
  await page.getByLabel('Password', { exact: true }).fill(admin.password)
  await page.getByRole('button', { name: /sign in/i }).click()
  await page.getByRole('button', { name: 'Sign out' }).waitFor()
  return page
}

describe('billing against the real server and the Stripe fakes', () => {
  it('checks out a plan in <checkout-dialog> after a declined card and through 3-D Secure, shows it and its invoice in the portal, cancels, renews and replaces the card through 3-D Secure', async () => {
    const page = await signedIn()
    expect(stripeJs.loads(), 'Stripe.js is not loaded with the page').toBe(0)

    await page.getByRole('button', { name: 'Upgrade your plan' }).click()
    const checkout = page.locator('checkout-dialog')
    await checkout.getByText('$49.00 per month').waitFor()
    // Stripe's test card that saves and then has every charge declined.
    await checkout.getByLabel('Card number').fill('4000 0000 0000 0341')
    expect(stripeJs.loads(), 'Stripe.js loaded once the dialog opened').toBe(1)
    await checkout.getByLabel('Expiration date (MM / YY)').fill('12 / 34')
    await checkout.getByLabel('Security code').fill('123')
    await checkout.getByRole('button', { name: 'Subscribe' }).click()
    await checkout.getByRole('alert').getByText('Your card was declined.').waitFor()
    // Stripe never confirms a saved card's SetupIntent twice: a fresh form for another card.
    await expect.poll(() => checkout.getByLabel('Card number').inputValue()).toBe('')
    // Stripe's test card that asks for 3-D Secure on every setup and payment.
    await checkout.getByLabel('Card number').fill('4000 0027 6000 3184')
    await checkout.getByLabel('Expiration date (MM / YY)').fill('12 / 34')
    await checkout.getByLabel('Security code').fill('123')
    await checkout.getByRole('button', { name: 'Subscribe' }).click()
    // Stripe.js's challenge opens over the page (outside the dialog, which must not cover it).
    const challenge = page.getByRole('dialog', { name: '3D Secure authentication' })
    await challenge.getByRole('button', { name: 'Fail authentication' }).click()
    await checkout
      .getByRole('alert')
      .getByText(/unable to authenticate/)
      .waitFor()
    await checkout.getByRole('button', { name: 'Subscribe' }).click()
    // Once for the card's setup, once for the first payment.
    await challenge.getByRole('button', { name: 'Complete authentication' }).click()
    await challenge.getByRole('button', { name: 'Complete authentication' }).click()
    // The dialog closes, or says inline why it could not (which fails the test with its words).
    const outcome = await Promise.race([
      checkout
        .locator('dialog[open]')
        .waitFor({ state: 'detached' })
        .then(() => 'closed'),
      checkout.getByRole('alert').first().textContent(),
    ])
    expect(outcome).toBe('closed')
    const completed = page.locator('#events li').filter({ hasText: 'checkout-completed' })
    await completed.waitFor()
    expect(await completed.textContent()).toMatch(/"status":"ACTIVE"/)

    await page.goto(new URL('/settings/subscriptions', foyer.pageUrl).href)
    const portal = page.locator('admin-portal')
    await portal.getByText('Pro · $49.00 per month').waitFor()
    await portal.getByText('Active', { exact: true }).waitFor()
    await portal.getByText('Visa ending in 3184').waitFor()
    // The paid invoice comes with Stripe's webhook (through the durable queue).
    await expect
      .poll(async () => {
        const rows = portal.locator('[part="invoices"] tbody tr').filter({ hasText: '$49.00' })
        if ((await rows.count()) > 0) return true
        await page.reload()
        await portal.getByText('Pro · $49.00 per month').waitFor()
        return false
      })
      .toBe(true)

    await portal.getByRole('button', { name: 'Cancel subscription' }).click()
    await portal
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Cancel subscription' })
      .click()
    await portal.getByText(/will not renew/).waitFor()
    await portal.getByRole('button', { name: 'Renew subscription' }).click()
    await portal.getByRole('button', { name: 'Cancel subscription' }).waitFor()
    expect(await portal.getByText(/will not renew/).count()).toBe(0)

    // A new card that asks for 3-D Secure: the portal's dialog leaves Stripe's challenge usable too.
    await portal.getByRole('button', { name: 'Replace card' }).click()
    await portal.getByLabel('Card number').fill('4000 0027 6000 3184')
    await portal.getByLabel('Expiration date (MM / YY)').fill('11 / 35')
    await portal.getByLabel('Security code').fill('321')
    await portal.getByRole('button', { name: 'Save card' }).click()
    await challenge.getByRole('button', { name: 'Complete authentication' }).click()
    await portal.getByText('The new card is saved.').waitFor()
    await page.close()
  })
})
