import { formatBillingAmount } from '../../wire/billing-rules'
import { useI18n } from '../i18n/index'
import type { PlanResponse } from '../../api/billing'

/** A plan's monthly price in words ("$49.00 per month"); plans always bill monthly (spec §9). */
export function usePlanPrice(): (plan: PlanResponse) => string {
  const { t, formatLocale } = useI18n()
  return (plan) =>
    t('subscriptions.perMonth', {
      price: formatBillingAmount(plan.price.amount, plan.price.currency, formatLocale ?? 'en'),
    })
}
