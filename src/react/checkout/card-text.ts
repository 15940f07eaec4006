import type { SubscriptionPaymentMethodResponse } from '../../api/billing'
import type { Translate } from '../../i18n/index'

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
}

/** A card's brand as its owner writes it (`visa` → Visa); an unknown brand as given. */
export function cardBrand(brand: string): string {
  return BRANDS[brand.toLowerCase()] ?? brand
}

/** "Visa ending in 4242, expires 12/2030", or the words for a method that is not a card. */
export function cardText(t: Translate, method: SubscriptionPaymentMethodResponse): string {
  if (method.type !== 'card') return t('subscriptions.card.other')
  return t('subscriptions.card.summary', {
    brand: cardBrand(method.brand),
    last4: method.last4,
    expiry: `${String(method.expMonth).padStart(2, '0')}/${method.expYear}`,
  })
}
