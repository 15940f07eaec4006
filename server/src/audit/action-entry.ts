/** What an audit action is: its name on screen, its usual severity, and the kind of thing it names. */
export interface AuditActionInfo {
  displayName: string
  severity: 'Info' | 'High'
  resource: string
}

/** An action that is routine. */
export const info = (resource: string, displayName: string): AuditActionInfo => ({
  displayName,
  severity: 'Info',
  resource,
})

/** An action an administrator should look at (a lock-out, a failed factor, a removal). */
export const high = (resource: string, displayName: string): AuditActionInfo => ({
  displayName,
  severity: 'High',
  resource,
})
