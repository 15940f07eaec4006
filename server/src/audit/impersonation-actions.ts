import { high } from './action-entry'
import type { AuditActionInfo } from './action-entry'

/**
 * The audit actions of impersonation (issue 23), each written in the impersonated user's tenant:
 * an impersonation started, ended by its actor, refused, and a sensitive action refused to it.
 */
export const impersonationActions = {
  'impersonation.started': high('user', 'Impersonation started'),
  'impersonation.ended': high('user', 'Impersonation ended'),
  'impersonation.refused': high('user', 'Impersonation refused'),
  'impersonation.action-refused': high('user', 'Action refused while impersonating'),
} as const satisfies Record<string, AuditActionInfo>
