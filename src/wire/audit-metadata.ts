/** A column of the audits table as `/metadata?entityName=audits` describes it. */
export interface AuditColumn {
  name: string
  displayName: string
  type: 'Timestamp' | 'Email' | 'AlphaNumeric' | 'IpAddress' | 'Severity' | 'Json'
  sortable: boolean
  filterable: boolean
  showInTable: boolean
  showInMoreInfo: 'Always' | 'Never'
}

/** One column; those not in the table are shown in more-info. */
const column = (
  name: string,
  displayName: string,
  type: AuditColumn['type'],
  flags: { sortable?: boolean; filterable?: boolean; table?: boolean },
): AuditColumn => ({
  name,
  displayName,
  type,
  sortable: flags.sortable ?? false,
  filterable: flags.filterable ?? false,
  showInTable: flags.table ?? false,
  showInMoreInfo: flags.table ? 'Never' : 'Always',
})

/**
 * The audits table (spec 001 §2): Time, User, Action, Description and IP Address in the table;
 * Severity, User Agent and Json Data in more-info. Sortable are the columns an index orders.
 */
export const auditColumns: readonly AuditColumn[] = [
  column('createdAt', 'Time', 'Timestamp', { sortable: true, filterable: true, table: true }),
  column('email', 'User', 'Email', { sortable: true, filterable: true, table: true }),
  column('action', 'Action', 'AlphaNumeric', { sortable: true, filterable: true, table: true }),
  column('description', 'Description', 'AlphaNumeric', { filterable: true, table: true }),
  column('ip', 'IP Address', 'IpAddress', { sortable: true, filterable: true, table: true }),
  column('severity', 'Severity', 'Severity', { sortable: true, filterable: true }),
  column('userAgent', 'User Agent', 'AlphaNumeric', {}),
  column('json', 'Json Data', 'Json', {}),
]

/**
 * The metadata row of the audits entity (`IAuditsMetadata`, wire §5.23): the server's and the
 * demo's answer to `/metadata?entityName=audits`.
 */
export const auditsMetadata = (vendorId: string) => ({
  id: 'audits',
  entityName: 'audits' as const,
  vendorId,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  properties: auditColumns.map((entry) => ({ _id: entry.name, ...entry })),
  theme: {},
})
