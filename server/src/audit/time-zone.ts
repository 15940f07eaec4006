import type { Db } from '../db/database'

/** The tenant's time zone from its account settings; null when unset. */
export const tenantTimeZone = async (db: Db, tenantId: string): Promise<string | null> => {
  const row = await db
    .selectFrom('account_settings')
    .select('timezone')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  return row?.timezone ?? null
}

/** The instant today began in `timeZone` (UTC when unset or unknown). */
export const startOfDay = (now: Date, timeZone: string | null): Date => {
  let parts: Intl.DateTimeFormatPart[]
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone: timeZone ?? 'UTC',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    }).formatToParts(now)
  } catch {
    return startOfDay(now, 'UTC')
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value ?? 0)
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'))
  const offset = wall - Math.floor(now.getTime() / 60_000) * 60_000
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day')) - offset)
}
