import { useId } from 'react'
import { useI18n } from '../i18n/index'
import { useStyles } from '../ui/index'
import { checkoutStyles } from './checkout.styles'
import { usePlanPrice } from './plan-price'
import type { PlanResponse } from '../../api/billing'

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
