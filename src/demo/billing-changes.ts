import { BILLING_REFUSALS, billingStatus, canCancel, canRenew } from '../wire/billing-rules'
import { DEMO_BILLING_PLANS, demoInvoice } from './fixtures/billing'
import { fail, field, ok } from './http'
import { planAssignments } from './plan-assignments'
import { demoActiveTenant } from './tenants'
import type { SubscriptionPaymentMethodResponse } from '../api/billing'
import type { DemoApp } from './app'
import type { DemoBilling } from './fixtures/billing'
import type { DemoHandler } from './router'

/** The card a demo SetupIntent confirms (the checkout's Stripe stand-in takes no real card). */
const demoCard = (id: string, name: string): SubscriptionPaymentMethodResponse => ({
  id,
  externalId: id,
  type: 'card',
  isDefault: true,
  last4: '4444',
  expMonth: 8,
  expYear: 2031,
  brand: 'mastercard',
  billingDetails: { name },
})

const text = (body: unknown, name: string): string | null => {
  const value = field(body, name)
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

/**
 * The demo's billing changes, each as the server decides it: plan and card (the plan becomes the
 * tenant's entitlements plan), cancel and renew with the spec's refusals, billing details, and the
 * SetupIntents whose card a subscription update then takes.
 */
export function demoBillingChanges(app: DemoApp, mine: () => DemoBilling | undefined) {
  const { state, startedAt } = app
  const pending = new Set<string>()
  let counter = 0

  const found = (subscriptionId: string | undefined) => {
    const billing = mine()
    return billing && billing.subscription.id === subscriptionId ? billing : undefined
  }

  const update: DemoHandler = ({ params, body, now }) => {
    const billing = found(params.subscriptionId)
    if (!billing) return fail(404, BILLING_REFUSALS.notFound)
    if (billing.subscription.externallyManaged) return fail(400, BILLING_REFUSALS.externallyManaged)
    const paymentMethodId = text(body, 'paymentMethodId')
    const planId = text(body, 'planId')
    if (!paymentMethodId) return fail(400, 'paymentMethodId is required')
    if (!planId) return fail(400, 'planId is required')
    const plan = DEMO_BILLING_PLANS.find((one) => one.id === planId)
    if (!plan) return fail(404, 'Plan not found')
    let method = billing.methods.find(
      (one) => one.id === paymentMethodId || one.externalId === paymentMethodId,
    )
    if (!method && pending.delete(paymentMethodId)) {
      method = demoCard(paymentMethodId, demoActiveTenant(state).name)
      billing.methods.push(method)
    }
    if (!method) return fail(400, 'Payment method not found')
    const chosen = method
    billing.methods = billing.methods.map((one) => ({ ...one, isDefault: one.id === chosen.id }))
    const changed = billing.planId !== plan.id || billing.subscription.status !== 'active'
    billing.planId = plan.id
    billing.subscription = {
      ...billing.subscription,
      status: 'active',
      cancellation: null,
      plan: { slug: plan.slug },
      ...(changed ? { currentPeriodStart: new Date(now).toISOString() } : {}),
    }
    delete billing.subscription.trialEnd
    if (changed) {
      const number = billing.invoices.length + 1
      billing.invoices.unshift(demoInvoice(billing.subscription.id, plan, now, number))
    }
    const assignment = planAssignments(state, startedAt).find(
      (one) => one.tenantId === demoActiveTenant(state).tenantId && one.userId === null,
    )
    if (assignment) assignment.planId = plan.id
    return ok({})
  }

  const cancel: DemoHandler = ({ params }) => {
    const billing = found(params.subscriptionId)
    if (!billing) return fail(404, BILLING_REFUSALS.notFound)
    if (billing.subscription.externallyManaged) return fail(400, BILLING_REFUSALS.externallyManaged)
    if (billingStatus(billing.subscription.status) !== 'ACTIVE') {
      return fail(400, 'Only an active subscription can be canceled')
    }
    if (!canCancel(billing.subscription)) return fail(400, 'The subscription is already canceled')
    billing.subscription = { ...billing.subscription, cancellation: { policy: 'atPeriodEnd' } }
    return ok({})
  }

  const renew: DemoHandler = ({ params }) => {
    const billing = found(params.subscriptionId)
    if (!billing) return fail(404, BILLING_REFUSALS.notFound)
    if (billing.subscription.externallyManaged) return fail(400, BILLING_REFUSALS.externallyManaged)
    if (!canRenew(billing.subscription)) {
      return fail(400, 'Only a subscription canceled at the end of its period can be renewed')
    }
    billing.subscription = { ...billing.subscription, cancellation: null }
    return ok({})
  }

  const billingDetails: DemoHandler = ({ params, body }) => {
    const billing = mine()
    const method = billing?.methods.find((one) => one.id === params.paymentMethodId)
    if (!billing || !method) return fail(404, 'Payment method not found')
    if (method.type !== 'card') return fail(400, 'Only a card has billing details')
    const email = field(body, 'email')
    const address = field(body, 'address')
    if (email !== undefined && typeof email !== 'string') return fail(400, 'email: Expected string')
    if (typeof email === 'string' && email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      return fail(400, 'email: Enter a valid email address')
    }
    if (address !== undefined && (typeof address !== 'object' || address === null)) {
      return fail(400, 'address: Expected object')
    }
    const details = {
      ...method.billingDetails,
      ...(typeof email === 'string' ? { email } : {}),
      ...(address ? { address: address as Record<string, string> } : {}),
    }
    billing.methods = billing.methods.map((one) =>
      one.id === method.id ? { ...method, billingDetails: details } : one,
    )
    return ok({ email: details.email, address: details.address })
  }

  const setupIntent: DemoHandler = () => {
    counter += 1
    const paymentMethodId = `pm_demo_${counter}`
    pending.add(paymentMethodId)
    const id = `seti_demo_${counter}`
    return ok({ id, paymentMethodId, setupIntentSecret: `${id}_secret_${paymentMethodId}` })
  }

  const tenantConfiguration: DemoHandler = ({ body }) =>
    text(body, 'tenantId') === demoActiveTenant(state).tenantId
      ? ok({ id: `config-${demoActiveTenant(state).tenantId}` })
      : fail(403, BILLING_REFUSALS.notAuthorized)

  const stripeSubscription: DemoHandler = ({ body }) => {
    const plan = DEMO_BILLING_PLANS.find(
      (one) => one.price.externalId === text(body, 'stripePlanId'),
    )
    const billing = mine()
    if (!plan) return fail(400, 'stripePlanId: no such price')
    if (!billing) return fail(404, BILLING_REFUSALS.notFound)
    return ok({
      subscriptionId: billing.subscription.id,
      subscriptionSecret: `${billing.subscription.externalId}_secret_demo`,
    })
  }

  const stripeCustomer: DemoHandler = ({ body }) =>
    text(body, 'name') && text(body, 'email')
      ? ok({ stripeCustomerId: `cus_demo_${demoActiveTenant(state).tenantId}` })
      : fail(400, 'name and email are required')

  return {
    update,
    cancel,
    renew,
    billingDetails,
    setupIntent,
    tenantConfiguration,
    stripeSubscription,
    stripeCustomer,
  }
}
