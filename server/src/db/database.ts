import type { Kysely } from 'kysely'

/**
 * Every table of the database. Each feature adds its own tables from its `<area>/table.ts` by
 * declaration merging, so a new table edits no shared file:
 *
 * ```ts
 * declare module '../db/database' {
 *   interface Database {
 *     audit_logs: AuditLogsTable
 *   }
 * }
 * ```
 *
 * A program that type-checks queries must therefore include every `table.ts`: server/tsconfig.json
 * includes all of `server/src`, and tsconfig.test.json names the table files of every area. A
 * missing one shows as an unknown table name, never as a silently untyped query.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the table files
export interface Database {}

/** The Kysely instance the server works with. */
export type Db = Kysely<Database>
