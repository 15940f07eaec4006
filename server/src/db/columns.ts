import type { ColumnType } from 'kysely'

/** A timestamp column that the database fills in on insert. */
export type CreatedAt = ColumnType<Date, Date | undefined, Date>

/** JSON stored as jsonb: written as JSON text, read back parsed. */
export type Json = ColumnType<unknown, string, string>
