import type { AuditActionInfo } from './action-entry'

/** The audit actions of billing: subscriptions, plans, payment methods, invoices (issue 22). */
export const billingActions = {} as const satisfies Record<string, AuditActionInfo>
