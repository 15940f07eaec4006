import { useId } from 'react'
import { formatBillingAmount } from '../../wire/billing-rules'
import { useI18n } from '../i18n/index'
import { useStyles } from '../ui/index'
import { checkoutStyles } from './checkout.styles'
import type { PlanResponse } from '../../api/billing'

/** A plan's monthly price in words ("$49.00 per month"); plans always bill monthly (spec §9). */
export function usePlanPrice(): (plan: PlanResponse) => string {
  const { t, formatLocale } = useI18n()
  return (plan) =>
    t('subscriptions.perMonth', {
      price: formatBillingAmount(plan.price.amount, plan.price.currency, formatLocale ?? 'en'),
    })
}

/** Props of {@link CheckoutPlans}. */
export interface CheckoutPlansProps {
  plans: readonly PlanResponse[]
  /** The plan chosen. */
  value: string
  /** Null: the host named the plan (`plan-id`), no chooser. */
  onChange: ((planId: string) => void) | null
  /** Why a plan cannot be chosen (the vendor allows no downgrade), by plan id. */
  unavailable: (plan: PlanResponse) => string | null
}

/** The plan being bought with its price, or a chooser of the vendor's plans. */
export function CheckoutPlans({ plans, value, onChange, unavailable }: CheckoutPlansProps) {
  const { t } = useI18n()
  const styles = useStyles(checkoutStyles)
  const price = usePlanPrice()
  const name = useId()
  const chosen = plans.find((plan) => plan.id === value)
  if (!onChange) {
    if (!chosen) return null
    return (
      <dl className={styles.summary} part="checkout-plan">
        <dt>{t('subscriptions.checkout.plan')}</dt>
        <dd>{chosen.name}</dd>
        {chosen.description ? <dd className={styles.muted}>{chosen.description}</dd> : null}
        <dt>{t('subscriptions.checkout.price')}</dt>
        <dd className={styles.price}>{price(chosen)}</dd>
      </dl>
    )
  }
  return (
    <fieldset className={styles.plans} part="checkout-plans">
      <legend>{t('subscriptions.checkout.choosePlan')}</legend>
      {plans.map((plan) => {
        const why = unavailable(plan)
        const hintId = `${name}-${plan.id}-hint`
        return (
          <label key={plan.id} className={styles.plan}>
            <input
              type="radio"
              name={name}
              value={plan.id}
              checked={plan.id === value}
              disabled={why !== null}
              aria-describedby={why ? hintId : undefined}
              onChange={() => onChange(plan.id)}
            />
            <span>{plan.name}</span>
            <span className={styles.price}>{price(plan)}</span>
            {why ? (
              <span id={hintId} className={styles.muted}>
                {why}
              </span>
            ) : null}
          </label>
        )
      })}
    </fieldset>
  )
}
