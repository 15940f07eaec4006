/** The audits table's columns and metadata row live in `src/wire/`, shared with the demo. */
export { auditColumns, auditsMetadata } from '../../../src/wire/audit-metadata'
export type { AuditColumn } from '../../../src/wire/audit-metadata'
