/**
 * `<checkout-dialog>` in demo mode: no network at all. The demo answers billing, and the card form
 * is the demo's Stripe stand-in (no Stripe.js script is loaded), mounted like Stripe's Payment
 * Element in the element's light DOM through a slot.
 */
import { sendKeys, setViewport } from '@web/test-runner-commands'
import { defineCheckoutDialog } from '../../src/elements/checkout-dialog'
import { createDemoStripe } from '../../src/react/checkout/demo-stripe'
import { assert, equal, includes, waitFor } from '../browser-setup/assert'
import { expectAccessible } from '../browser-setup/axe'
import { rememberDemoSignIn } from '../browser-setup/demo'
import { recordEvents } from '../browser-setup/events'
import { fixture, uniqueBaseUrl } from '../browser-setup/fixture'
import { describe, it } from '../browser-setup/mocha'
import { alerts, buttons, findButton, shadowOf, typeInto } from '../browser-setup/shadow'

defineCheckoutDialog()

/** A "Buy" button and a closed dialog for `plan`, as a host page would have them. */
function mount(attributes = 'plan-id="plan-pro"') {
  rememberDemoSignIn('ada@acme.test')
  const page = fixture<HTMLElement>(
    `<div><button type="button">Buy Pro</button><checkout-dialog base-url="${uniqueBaseUrl()}" demo ${attributes}></checkout-dialog></div>`,
  )
  const buy = page.querySelector('button') as HTMLButtonElement
  const host = page.querySelector('checkout-dialog') as HTMLElement
  buy.addEventListener('click', () => host.setAttribute('open', ''))
  return { buy, host }
}

const dialog = (host: Element) => shadowOf(host).querySelector('dialog[open]')
/** The light-DOM node the card form is mounted in, and its inputs by field. */
const cardNode = (host: Element) => host.querySelector<HTMLElement>('[slot^="foyer-card-"]')
const cardInput = (host: Element, field: 'number' | 'expiry' | 'cvc') =>
  cardNode(host)?.querySelector<HTMLInputElement>(`input[id$="-${field}"]`) ?? null

async function open(buy: HTMLButtonElement, host: HTMLElement) {
  buy.focus()
  buy.click()
  await waitFor(() => dialog(host)?.textContent?.includes('Pro'), 'the dialog with the plan')
}

describe('<checkout-dialog>', () => {
  it('renders nothing until opened, then the plan, its price and the saved card, accessibly', async () => {
    const { buy, host } = mount()
    await new Promise((resolve) => requestAnimationFrame(resolve))
    equal(shadowOf(host).querySelector('dialog'), null, 'no dialog before it opens')
    await open(buy, host)
    const text = dialog(host)?.textContent ?? ''
    includes(text, 'Single sign-on and advanced reports')
    includes(text, '$49.00 per month')
    await waitFor(() => dialog(host)?.textContent?.includes('Visa ending in 4242'), 'saved card')
    await expectAccessible(host)
  })

  it('confirms with the saved card: checkout-completed, the dialog closes, focus returns', async () => {
    const { buy, host } = mount()
    const received = recordEvents(['checkout-completed'])
    try {
      await open(buy, host)
      ;(await findButton(host, 'Subscribe')).click()
      await waitFor(() => received.events.length === 1, 'checkout-completed')
      equal(
        JSON.stringify(received.events[0]?.detail),
        JSON.stringify({ subscriptionId: 'sub-demo-active', planId: 'plan-pro', status: 'ACTIVE' }),
      )
      equal(received.events[0]?.composed, true, 'the event leaves the shadow root')
      await waitFor(() => !dialog(host), 'the dialog closes')
      equal(host.hasAttribute('open'), false, 'open is removed')
      assert(document.activeElement === buy, 'focus back on the Buy button')
    } finally {
      received.stop()
    }
  })

  it('takes a new card in the light DOM through a slot, shows a decline inline, then completes', async () => {
    const { buy, host } = mount()
    const received = recordEvents(['checkout-completed'])
    try {
      await open(buy, host)
      ;(await findButton(host, 'Use another card')).click()
      const number = await waitFor(() => cardInput(host, 'number'), 'the card form')
      const node = cardNode(host) as HTMLElement
      assert(node.parentElement === host, 'the card form is a light-DOM child of the element')
      const slot = shadowOf(host).querySelector<HTMLSlotElement>(`slot[name="${node.slot}"]`)
      assert(slot?.closest('dialog'), 'its slot is inside the dialog')
      assert(slot?.assignedElements()[0] === node, 'and shows it there')
      typeInto(number, '4000 0000 0000 0002')
      typeInto(cardInput(host, 'expiry') as HTMLInputElement, '12 / 34')
      typeInto(cardInput(host, 'cvc') as HTMLInputElement, '123')
      await expectAccessible(host)
      ;(await findButton(host, 'Subscribe')).click()
      await waitFor(() => alerts(host).includes('Your card was declined.'), 'the decline')
      equal(number.value, '4000 0000 0000 0002', 'nothing typed is lost')
      typeInto(number, '4242 4242 4242 4242')
      ;(await findButton(host, 'Subscribe')).click()
      await waitFor(() => received.events.length === 1, 'checkout-completed')
      await waitFor(() => cardNode(host) === null, 'the light-DOM node goes with the form')
    } finally {
      received.stop()
    }
  })

  it('closes on Escape with checkout-canceled and focus back on the opener', async () => {
    const { buy, host } = mount()
    const received = recordEvents(['checkout-canceled'])
    try {
      await open(buy, host)
      await findButton(host, 'Subscribe')
      await sendKeys({ press: 'Escape' })
      await waitFor(() => received.events.length === 1, 'checkout-canceled')
      equal(JSON.stringify(received.events[0]?.detail), JSON.stringify({ planId: 'plan-pro' }))
      await waitFor(() => !dialog(host), 'the dialog closes')
      equal(host.hasAttribute('open'), false)
      assert(document.activeElement === buy, 'focus back on the Buy button')
    } finally {
      received.stop()
    }
  })

  it('offers a plan chooser without plan-id, and says the current plan is already bought', async () => {
    const { buy, host } = mount('')
    buy.click()
    const radios = await waitFor(() => {
      const found = dialog(host)?.querySelectorAll<HTMLInputElement>('input[type="radio"]')
      return found && found.length === 2 ? found : undefined
    }, 'the plans')
    equal(radios[1]?.checked, true, 'the plan the account is not on is chosen first')
    radios[0]?.click()
    await waitFor(
      () => dialog(host)?.textContent?.includes('This account is already on this plan.'),
      'the note',
    )
    equal(buttons(host, 'Subscribe').length, 0, 'nothing to confirm')
    await expectAccessible(host)
  })

  it('fits a 375 px phone, right to left and dark', async () => {
    await setViewport({ width: 375, height: 800 })
    try {
      const { buy, host } = mount('plan-id="plan-pro" locale="he" theme="dark"')
      buy.click()
      await waitFor(() => dialog(host)?.textContent?.includes('49.00'), 'the price')
      const box = dialog(host) as HTMLElement
      assert(box.closest('[dir="rtl"]'), 'right-to-left text')
      assert(box.scrollWidth <= box.clientWidth + 1, `no sideways scroll (${box.scrollWidth})`)
      await findButton(host, 'הרשמה למנוי')
      await expectAccessible(host)
    } finally {
      await setViewport({ width: 1280, height: 800 })
    }
  })

  it('uses a stand-in that, like Stripe, refuses to mount inside a shadow root', () => {
    const holder = fixture<HTMLElement>('<div></div>')
    const inside = document.createElement('div')
    holder.attachShadow({ mode: 'open' }).append(inside)
    const payment = createDemoStripe()
      .elements({ clientSecret: 'seti_1_secret_pm_1' })
      .create('payment')
    let refusal = ''
    try {
      payment.mount(inside)
    } catch (error) {
      refusal = (error as Error).message
    }
    includes(refusal, 'Elements cannot be mounted in a ShadowRoot')
  })
})
