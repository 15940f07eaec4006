/** What a tenant used of one metric at the end of one day (migration 0051). */
export interface UsageDailyTable {
  tenant_id: string
  /** `members`, `ssoConnections`, `apiTokens`, or a metric the vendor reports. */
  metric: string
  /** `YYYY-MM-DD` (UTC); always selected with `to_char`, never as a Date. */
  day: string
  value: number
}

declare module '../db/database' {
  interface Database {
    usage_daily: UsageDailyTable
  }
}
