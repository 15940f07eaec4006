/**
 * The Subscriptions page in demo mode: no network. The demo answers billing (after the spec's 500 ms)
 * and the card form is the demo's Stripe stand-in, mounted in the element's light DOM.
 */
import { setViewport } from '@web/test-runner-commands'
import { getFoyerStore } from '../../../src/atoms/index'
import { createDemoFetch } from '../../../src/demo/index'
import SubscriptionsPage from '../../../src/react/portal/pages/subscriptions/subscriptions-page'
import { assert, equal, includes, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { rememberDemoSignIn } from '../../browser-setup/demo'
import { fixture, uniqueBaseUrl } from '../../browser-setup/fixture'
import { describe, it } from '../../browser-setup/mocha'
import { buttons, findButton, shadowOf, tableRows, typeInto } from '../../browser-setup/shadow'
import { definePageHost, mountPage } from './page-host'

const page = definePageHost('billing', 'subscriptions', SubscriptionsPage)
const hiddenInvoices = definePageHost('billing-hidden', 'subscriptions', SubscriptionsPage, {
  pages: { subscriptions: { fields: { invoices: 'hidden' } } },
})
const viewOnlyInvoices = definePageHost('billing-view', 'subscriptions', SubscriptionsPage, {
  pages: { subscriptions: { fields: { invoices: 'viewOnly' } } },
})

async function signedIn(email = 'ada@acme.test', attributes = '', tag = page) {
  rememberDemoSignIn(email)
  const host = mountPage(tag, attributes)
  await waitFor(() => shadowOf(host).textContent?.includes('Visa ending in 4242'), 'the billing')
  return host
}

const text = (host: Element) => shadowOf(host).textContent ?? ''

/** The page on a demo whose answers to paths ending in `suffix` are `edit`ed. */
function mountEdited(suffix: string, edit: (body: unknown) => unknown) {
  const baseUrl = uniqueBaseUrl()
  const demo = createDemoFetch({ delayMs: 0 })
  const fetch = Object.assign((...args: Parameters<typeof globalThis.fetch>) => demo(...args), {
    forApi: (location: { baseUrl: string; apiPrefix: string }) => {
      const bound = demo.forApi(location)
      return async (input: RequestInfo | URL, init?: RequestInit) => {
        const answer = await bound(input, init)
        if (!new URL(String(input)).pathname.endsWith(suffix)) return answer
        return Response.json(edit(await answer.json()), { status: answer.status })
      }
    },
  })
  getFoyerStore({ baseUrl, apiPrefix: 'api', credentials: 'same-origin', demo: true, fetch })
  rememberDemoSignIn('ada@acme.test')
  return fixture(`<${page} base-url="${baseUrl}" demo></${page}>`)
}
const dialog = (host: Element) => shadowOf(host).querySelector('dialog[open]')
const inDialog = (host: Element, name: string) =>
  waitFor(
    () =>
      Array.from(dialog(host)?.querySelectorAll('button') ?? []).find(
        (button) => button.textContent === name,
      ),
    `${name} in the dialog`,
  )

describe('the Subscriptions page', () => {
  it('shows the plan, status, period, invoices and card, accessibly', async () => {
    const host = await signedIn()
    includes(text(host), 'Starter · $9.00 per month')
    includes(text(host), 'Active')
    await waitFor(() => tableRows(host).length === 3, 'three invoices')
    const first = tableRows(host)[0]?.textContent ?? ''
    includes(first, '$9.00')
    includes(first, 'USD')
    includes(first, 'Paid')
    includes(first, '1003-0003')
    equal(buttons(host, /^Download PDF of invoice/).length, 3)
    includes(text(host), 'Visa ending in 4242, expires 12/2030')
    // The billing details come in an answer of their own.
    await waitFor(() => text(host).includes('Ada Lovelace'), 'the billing details')
    await expectAccessible(host)
  })

  it('cancels at the end of the period after a confirmation, then renews', async () => {
    const host = await signedIn()
    ;(await findButton(host, 'Cancel subscription')).click()
    includes((await waitFor(() => dialog(host), 'confirmation')).textContent, 'stays active until')
    await expectAccessible(host)
    ;(await inDialog(host, 'Cancel subscription')).click()
    await waitFor(() => text(host).includes('will not renew'), 'the cancellation')
    equal(buttons(host, 'Cancel subscription').length, 0, 'no second cancellation')
    ;(await findButton(host, 'Renew subscription')).click()
    await waitFor(() => buttons(host, 'Cancel subscription').length === 1, 'renewed')
    equal(buttons(host, 'Renew subscription').length, 0)
    assert(!text(host).includes('will not renew'), 'no cancellation left')
  })

  it('changes plan with the saved card: the plan, a new invoice', async () => {
    const host = await signedIn()
    ;(await findButton(host, 'Change plan')).click()
    await waitFor(() => dialog(host)?.querySelectorAll('input[type="radio"]').length === 2, 'plans')
    ;(await inDialog(host, 'Subscribe')).click()
    await waitFor(() => text(host).includes('You are now on the Pro plan.'), 'the toast')
    await waitFor(() => text(host).includes('Pro · $49.00 per month'), 'the new plan')
    await waitFor(() => tableRows(host).length === 4, 'the new invoice')
    includes(tableRows(host)[0]?.textContent, '$49.00')
  })

  it('replaces the card through the card form in the light DOM', async () => {
    const host = await signedIn()
    ;(await findButton(host, 'Replace card')).click()
    const number = await waitFor(
      () => host.querySelector<HTMLInputElement>('[slot^="foyer-card-"] input[id$="-number"]'),
      'the card form in the light DOM',
    )
    typeInto(number, '5555 5555 5555 4444')
    typeInto(
      host.querySelector('[slot^="foyer-card-"] input[id$="-expiry"]') as HTMLInputElement,
      '08/31',
    )
    typeInto(
      host.querySelector('[slot^="foyer-card-"] input[id$="-cvc"]') as HTMLInputElement,
      '123',
    )
    ;(await inDialog(host, 'Save card')).click()
    // Saving a card makes billing calls in turn, each after the demo's 500 ms: 1.6 s alone, and once
    // over 5 s beside the other browser files on two cores.
    await waitFor(() => text(host).includes('Mastercard ending in 4444'), 'the new card', 15_000)
    equal(host.querySelector('[slot^="foyer-card-"]'), null, 'the form left the light DOM')
  })

  it('saves billing details, checking the email first', async () => {
    const host = await signedIn()
    const email = shadowOf(host).querySelector<HTMLInputElement>('input[name="email"]')
    assert(email, 'the email field')
    typeInto(email, 'not-an-email')
    ;(await findButton(host, 'Save billing details')).click()
    await waitFor(() => text(host).includes('Enter an email address like'), 'the check')
    typeInto(email, 'accounts@acme.example')
    ;(await findButton(host, 'Save billing details')).click()
    await waitFor(() => text(host).includes('Billing details saved.'), 'saved')
    equal(email.value, 'accounts@acme.example')
  })

  it('follows the invoices field appearance: hidden leaves the list out, view-only its downloads', async () => {
    const hidden = await signedIn('ada@acme.test', '', hiddenInvoices)
    assert(!text(hidden).includes('Invoices'), 'no invoices panel')
    const viewOnly = await signedIn('ada@acme.test', '', viewOnlyInvoices)
    await waitFor(() => tableRows(viewOnly).length === 3, 'the invoices')
    equal(buttons(viewOnly, /^Download PDF/).length, 0, 'no download')
  })

  it('is read-only, saying why, without the write permissions', async () => {
    const host = await signedIn('readonly@acme.test')
    includes(text(host), 'You do not have permission to change the subscription.')
    includes(text(host), 'You do not have permission to change the payment method.')
    equal(buttons(host, 'Change plan').length, 0)
    equal(buttons(host, 'Cancel subscription').length, 0)
    equal(buttons(host, 'Replace card').length, 0)
    equal(buttons(host, 'Save billing details').length, 0)
    await expectAccessible(host)
  })

  it('says billing is not set up when the vendor has no active Stripe provider', async () => {
    const host = mountEdited('/payment-providers/v1', () => [])
    await waitFor(() => text(host).includes('Billing is not set up'), 'the notice')
    equal(buttons(host, 'Change plan').length, 0)
    await expectAccessible(host)
  })

  it('says why nothing can change when billing is externally managed', async () => {
    const host = mountEdited('/billing/subscriptions/v1', (body) =>
      (body as object[]).map((subscription) => ({ ...subscription, externallyManaged: true })),
    )
    await waitFor(() => text(host).includes('managed outside the portal'), 'the reason')
    equal(buttons(host, 'Change plan').length, 0)
    equal(buttons(host, 'Cancel subscription').length, 0)
    equal(buttons(host, 'Replace card').length, 0)
  })

  it('fits a 375 px phone, right to left and dark', async () => {
    await setViewport({ width: 375, height: 800 })
    try {
      rememberDemoSignIn('ada@acme.test')
      const host = mountPage(page, 'locale="he" theme="dark"')
      await waitFor(() => text(host).includes('4242'), 'the billing')
      const card = shadowOf(host).querySelector('[part="subscription"]') as HTMLElement
      assert(card.closest('[dir="rtl"]'), 'right-to-left text')
      await waitFor(() => tableRows(host).length === 3, 'the invoices')
      for (const part of ['subscription', 'invoices', 'payment-method']) {
        const panel = shadowOf(host).querySelector(`[part="${part}"]`) as HTMLElement
        assert(panel.scrollWidth <= panel.clientWidth + 1, `${part}: no sideways scroll`)
      }
      await findButton(host, 'החלפת תוכנית')
      await expectAccessible(host)
    } finally {
      await setViewport({ width: 1280, height: 800 })
    }
  })

  it('keeps a 375 px phone’s page its width, the replace-card dialog open over the invoices', async () => {
    await setViewport({ width: 375, height: 800 })
    try {
      const host = await signedIn()
      await waitFor(() => tableRows(host).length === 3, 'the invoices')
      ;(await findButton(host, 'Replace card')).click()
      await inDialog(host, 'Save card')
      const width = document.documentElement.scrollWidth
      assert(width <= 375, `no sideways scroll of the page (${width} px)`)
    } finally {
      await setViewport({ width: 1280, height: 800 })
    }
  })
})
