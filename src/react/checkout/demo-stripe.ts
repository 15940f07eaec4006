import type { StripeElementsLike, StripeLike, StripeSetupResult } from './stripe-types'

const WORDS = {
  en: {
    number: 'Card number',
    expiry: 'Expiry (MM / YY)',
    cvc: 'CVC',
    invalidNumber: 'Your card number is invalid.',
    invalidExpiry: 'Your card’s expiration date is invalid or in the past.',
    invalidCvc: 'Your card’s security code is incomplete.',
    declined: 'Your card was declined.',
    hint: 'Demo: any valid test card, e.g. 4242 4242 4242 4242; 4000 0000 0000 0002 is declined.',
  },
  fr: {
    number: 'Numéro de carte',
    expiry: 'Expiration (MM / AA)',
    cvc: 'CVC',
    invalidNumber: 'Le numéro de votre carte n’est pas valide.',
    invalidExpiry: 'La date d’expiration de votre carte n’est pas valide ou est passée.',
    invalidCvc: 'Le code de sécurité de votre carte est incomplet.',
    declined: 'Votre carte a été refusée.',
    hint: 'Démo : toute carte de test valide, p. ex. 4242 4242 4242 4242 ; 4000 0000 0000 0002 est refusée.',
  },
  he: {
    number: 'מספר כרטיס',
    expiry: 'תוקף (MM / YY)',
    cvc: 'CVC',
    invalidNumber: 'מספר הכרטיס אינו תקין.',
    invalidExpiry: 'תאריך התפוגה של הכרטיס אינו תקין או שעבר.',
    invalidCvc: 'קוד האבטחה של הכרטיס אינו שלם.',
    declined: 'הכרטיס נדחה.',
    hint: 'הדגמה: כל כרטיס בדיקה תקין, למשל 4242 4242 4242 4242; הכרטיס 4000 0000 0000 0002 נדחה.',
  },
}
type Words = (typeof WORDS)['en']

/** The Luhn check of a card number's digits. */
const luhn = (digits: string): boolean => {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

const expired = (value: string, now: Date): boolean => {
  const match = /^(\d{1,2})\s*\/\s*(\d{2})$/.exec(value.trim())
  if (!match) return true
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  if (month < 1 || month > 12) return true
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)
}

const field = (id: string, label: string, autocomplete: string): HTMLElement => {
  const wrapper = document.createElement('div')
  wrapper.style.cssText = 'display:grid;gap:4px;min-width:0'
  const labelNode = document.createElement('label')
  labelNode.htmlFor = id
  labelNode.textContent = label
  const input = document.createElement('input')
  input.id = id
  input.name = id
  input.setAttribute('autocomplete', autocomplete)
  input.inputMode = 'numeric'
  input.style.cssText =
    'font:inherit;padding:8px;border:1px solid #8a8f98;border-radius:6px;min-width:0;background:transparent;color:inherit'
  wrapper.append(labelNode, input)
  return wrapper
}

let sequence = 0

/**
 * The demo's stand-in for Stripe.js (no script, no network): a Payment Element of three fields
 * mounted in the light DOM (it refuses a node inside a shadow root, as Stripe does), and a
 * `confirmSetup` that checks the card as Stripe's test mode does and answers the SetupIntent's
 * payment method (the demo's SetupIntent secret names it).
 */
export function createDemoStripe(): StripeLike {
  return {
    elements({ clientSecret, locale }) {
      const lang = (locale ?? document.documentElement.lang ?? 'en').slice(0, 2)
      const words: Words = WORDS[lang as keyof typeof WORDS] ?? WORDS.en
      let root: HTMLElement | null = null
      const prefix = `foyer-demo-card-${(sequence += 1)}`
      const elements: StripeElementsLike & { read: () => Record<string, string>; words: Words } = {
        words,
        read: () => {
          const value = (name: string) =>
            root?.querySelector<HTMLInputElement>(`#${prefix}-${name}`)?.value ?? ''
          return { number: value('number'), expiry: value('expiry'), cvc: value('cvc') }
        },
        create: () => ({
          mount(node) {
            if (node.getRootNode() instanceof ShadowRoot) {
              throw new Error(
                'Elements cannot be mounted in a ShadowRoot. Please mount in the Light DOM.',
              )
            }
            root = document.createElement('div')
            root.style.cssText = 'display:grid;gap:8px;grid-template-columns:1fr 1fr'
            const number = field(`${prefix}-number`, words.number, 'cc-number')
            number.style.gridColumn = '1 / -1'
            const hint = document.createElement('p')
            hint.textContent = words.hint
            hint.style.cssText = 'grid-column:1 / -1;margin:0;font-size:13px;opacity:.8'
            root.append(
              number,
              field(`${prefix}-expiry`, words.expiry, 'cc-exp'),
              field(`${prefix}-cvc`, words.cvc, 'cc-csc'),
              hint,
            )
            node.append(root)
          },
          destroy() {
            root?.remove()
            root = null
          },
          on(_event, handler) {
            queueMicrotask(handler)
          },
        }),
      }
      return Object.assign(elements, { clientSecret })
    },
    async confirmCardPayment(clientSecret) {
      const [id = ''] = clientSecret.split('_secret_')
      return { paymentIntent: { id, status: 'succeeded' } }
    },
    async confirmCardSetup(clientSecret, { payment_method }) {
      const [id = ''] = clientSecret.split('_secret_')
      return { setupIntent: { id, status: 'succeeded', payment_method } }
    },
    async confirmSetup({ elements }): Promise<StripeSetupResult> {
      const demo = elements as StripeElementsLike & {
        read: () => Record<string, string>
        words: Words
        clientSecret: string
      }
      const card = demo.read()
      const digits = (card.number ?? '').replace(/[\s-]/g, '')
      const invalid = (message: string) => ({ error: { type: 'validation_error', message } })
      if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) return invalid(demo.words.invalidNumber)
      if (expired(card.expiry ?? '', new Date())) return invalid(demo.words.invalidExpiry)
      if (!/^\d{3,4}$/.test(card.cvc ?? '')) return invalid(demo.words.invalidCvc)
      if (digits === '4000000000000002') {
        return { error: { type: 'card_error', message: demo.words.declined } }
      }
      const [id = '', paymentMethod = ''] = demo.clientSecret.split('_secret_')
      return { setupIntent: { id, status: 'succeeded', payment_method: paymentMethod } }
    },
  }
}
