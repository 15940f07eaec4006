import type { AuditActionInfo } from './action-entry'

/** The audit actions of the account hierarchy: sub-accounts, access into them, their users (issue 23). */
export const hierarchyActions = {} as const satisfies Record<string, AuditActionInfo>
