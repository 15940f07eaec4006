import { writeAudit } from '../audit/repository'
import { ENTITLED_STATUSES } from './rules'
import type { Db } from '../db/database'

/** What a subscription's row says that its tenant's billing events follow. */
export interface SubscriptionState {
  status: string
  plan_id: string | null
  cancel_at_period_end: boolean
}

/** A subscription's stored state, or undefined before Foyer saw it. */
export const stateOf = (trx: Db, id: string): Promise<SubscriptionState | undefined> =>
  trx
    .selectFrom('billing_subscriptions')
    .select(['status', 'plan_id', 'cancel_at_period_end'])
    .where('id', '=', id)
    .executeTakeFirst()

type Change =
  | 'billing.subscription.created'
  | 'billing.subscription.updated'
  | 'billing.subscription.canceled'
  | 'billing.subscription.renewed'

/**
 * The tenant's billing event of a subscription going from `before` to `after`, or null when
 * nothing a tenant hears about changed: it started (entitled), ended or was set to end, was
 * renewed, or changed plan or status.
 */
export const subscriptionChange = (
  before: SubscriptionState | undefined,
  after: SubscriptionState,
): Change | null => {
  const entitled = ENTITLED_STATUSES.includes(after.status)
  if (!before) return entitled ? 'billing.subscription.created' : null
  const wasEntitled = ENTITLED_STATUSES.includes(before.status)
  if (wasEntitled && !entitled) return 'billing.subscription.canceled'
  if (entitled && !before.cancel_at_period_end && after.cancel_at_period_end)
    return 'billing.subscription.canceled'
  if (entitled && before.cancel_at_period_end && !after.cancel_at_period_end)
    return 'billing.subscription.renewed'
  if (before.status !== after.status || before.plan_id !== after.plan_id)
    return 'billing.subscription.updated'
  return null
}

const sentences: Record<Change, (status: string) => string> = {
  'billing.subscription.created': (status) =>
    `The payment provider reported a new subscription, ${status}`,
  'billing.subscription.updated': (status) =>
    `The payment provider reported the subscription ${status}`,
  'billing.subscription.canceled': () => 'The payment provider reported the subscription canceled',
  'billing.subscription.renewed': () => 'The payment provider reported the subscription renewed',
}

/**
 * Audits (and so raises to the tenant's webhooks and notifications) what the payment provider
 * changed in a subscription since `before`, in `trx` after the new state was saved. A change
 * Foyer's own call made is already saved and audited by that call: it is not reported twice.
 */
export const auditSubscriptionChange = async (
  trx: Db,
  tenantId: string,
  before: SubscriptionState | undefined,
  subscriptionId: string,
  stripeEventId: string | null,
): Promise<void> => {
  const after = await stateOf(trx, subscriptionId)
  if (!after) return
  const change = subscriptionChange(before, after)
  if (!change) return
  await writeAudit(trx, {
    tenantId,
    userId: null,
    email: null,
    action: change,
    description: sentences[change](after.status),
    severity: change === 'billing.subscription.canceled' ? 'High' : 'Info',
    ip: null,
    userAgent: null,
    details: {
      subscriptionId,
      planId: after.plan_id,
      status: after.status,
      cancelAtPeriodEnd: after.cancel_at_period_end,
      ...(stripeEventId ? { stripeEventId } : {}),
    },
  })
}
